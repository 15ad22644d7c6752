import { deriveKey } from 'altcha-lib/algorithms/sha';
import { solveChallenge } from 'altcha-lib';
import type { TestApp } from './helpers.ts';

/** A YYYY-MM-DD birth date of someone who turns `years` old `daysFromBirthday` days from today (negative: already did). */
export function birthDateForAge(years: number, daysFromBirthday = -10): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + daysFromBirthday);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

let seq = 0;
/** A valid registration body for a study token. */
export function registration(studyToken: string, o: Record<string, unknown> = {}) {
  seq++;
  return {
    name: 'Nora',
    surname: `Player ${seq}`,
    email: `nora-${Date.now().toString(36)}-${seq}@example.test`,
    password: 'Strong1234x',
    repeatPassword: 'Strong1234x',
    birthDate: birthDateForAge(20),
    termsAccepted: true,
    guardianConfirmed: false,
    studyToken,
    ...o,
  };
}

/** Fetches a challenge from the app and solves it like the widget does; returns the `captcha` payload. */
export async function solveCaptcha(t: TestApp): Promise<string> {
  const res = await t.inject({ method: 'GET', url: '/api/captcha/challenge' });
  if (res.statusCode !== 200) throw new Error(`challenge: ${res.statusCode}`);
  const challenge = res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
