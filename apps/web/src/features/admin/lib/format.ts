/** A calendar date (YYYY-MM-DD) in the interface language, built locally so that the day never shifts. */
export function formatDay(value: string | null | undefined, lang: string): string {
  if (!value) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return value;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

/** Today as YYYY-MM-DD in UTC, as the server reads dates. */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);
export const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
