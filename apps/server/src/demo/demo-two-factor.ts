/**
 * The demo admin's two-factor secret (README, beside the demo password): add it to any authenticator app to
 * sign in as admin@clubpulse.example. Demo data only; the end-to-end journeys compute its codes from here.
 * Kept in a file of its own, with no imports, so that the journeys can read it without the server's code.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'CLUBPULSEDEMOADMINTOTPSECRET2345';
