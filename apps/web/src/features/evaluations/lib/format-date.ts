/** A calendar date (YYYY-MM-DD) or an instant (ISO) written in the interface language. */
export function formatDate(value: string | null | undefined, lang: string): string {
  if (!value) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  // Calendar dates carry no time zone: build them locally so that the day never shifts.
  const date = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : new Date(value);
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(date);
}
