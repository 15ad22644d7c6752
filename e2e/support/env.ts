/** Ports of the end-to-end run: the product server and the SMTP catcher. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const SMTP_PORT = Number(process.env.SMTP_PORT ?? 2599);
/** Per SMTP port, so that parallel runs (different ports) never share a mailbox. */
export const MAIL_DIR = new URL(`../.mail-${SMTP_PORT}/`, import.meta.url).pathname;
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
