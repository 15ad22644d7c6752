/**
 * Ports of the end-to-end run. Each group of journeys has a server of its own (own embedded database, own demo data,
 * own SMTP catcher), so that a group which changes what every user sees (new usage terms, a disabled quiz, a club's
 * support settings) runs beside the others instead of after them. `E2E_PORT` and `SMTP_PORT` are the first of each;
 * the next groups take the next ports.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const SMTP_PORT = Number(process.env.SMTP_PORT ?? 2599);

/** The servers' groups, in port order: `main` is E2E_PORT, `admin` E2E_PORT + 1, and so on. */
export const SERVER_GROUPS = ['main', 'admin', 'support', 'terms'] as const;
export type ServerGroup = (typeof SERVER_GROUPS)[number];

/** The groups whose servers this run starts: `E2E_GROUPS=main` starts that group's alone (a run of one journey needs no other). */
export const RUN_GROUPS: readonly ServerGroup[] = process.env.E2E_GROUPS ? (process.env.E2E_GROUPS.split(',') as ServerGroup[]) : SERVER_GROUPS;

export function serverOf(group: ServerGroup) {
  const offset = SERVER_GROUPS.indexOf(group);
  return { port: E2E_PORT + offset, smtpPort: SMTP_PORT + offset, baseURL: `http://127.0.0.1:${E2E_PORT + offset}` };
}

/** Per SMTP port, so that parallel runs (different ports) and the groups' servers never share a mailbox. */
export const mailDirOf = (smtpPort: number) => new URL(`../.mail-${smtpPort}/`, import.meta.url).pathname;

/** The SMTP port of the group whose server answers at `baseURL` (the project's). */
export function smtpPortOf(baseURL: string | undefined): number {
  const port = Number(new URL(baseURL ?? serverOf('main').baseURL).port);
  return SMTP_PORT + (port - E2E_PORT);
}

export const DEMO_PASSWORD = 'ClubPulse2026';
export const DEMO = {
  admin: 'admin@clubpulse.example',
  coach: 'coach@clubpulse.example',
  otherCoach: 'trainer@clubpulse.example',
  player: 'player@clubpulse.example',
  /** Players that only the tests which sign out use: signing out ends every token of the member. */
  signOutPlayer: 'martina.pons@clubpulse.example',
  teamPlayer: 'aina.soler@clubpulse.example',
  studyToken: 'cfm-autumn-2026-demo01',
} as const;
