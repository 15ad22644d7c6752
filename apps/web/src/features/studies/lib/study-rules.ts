import type { ManagerStudy } from '@club-pulse/contracts/studies';

/** Today as YYYY-MM-DD in UTC, as the server reads study dates. */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);
export const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** What the server allows (DESIGN §3); the server still decides and answers 409 otherwise. */
export const canClose = (s: Pick<ManagerStudy, 'state'>) => s.state === 'open' || s.state === 'inprogress';
export const canEdit = canClose;
export const canReopen = (s: Pick<ManagerStudy, 'state' | 'dueDate'>) => s.state === 'closed' && s.dueDate >= todayIso();

/** A calendar date (YYYY-MM-DD) in the interface language; built locally so that the day never shifts. */
export function formatDay(value: string, lang: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return value;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

/** The link a newcomer opens to register for the study, and the one a signed-in member uses. */
export const registerLinkOf = (token: string, origin = window.location.origin) => `${origin}/register?studyToken=${encodeURIComponent(token)}`;
export const memberLinkOf = (token: string, origin = window.location.origin) => `${origin}/home?studyToken=${encodeURIComponent(token)}`;
