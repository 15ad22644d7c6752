import { type APIRequestContext, expect } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { DEMO } from './env.ts';

export const FRESH_PLAYER_PASSWORD = 'Journey12345';
const XSRF = 'e2e-answering-xsrf-0123456789';

/**
 * A fresh player registered through the demo study link (the call the register form makes), so that answering
 * every question touches no record another test relies on. The captcha is solved like the widget does.
 */
export async function registerFreshPlayer(request: APIRequestContext, tag: string): Promise<string> {
  const email = `answering-${tag}-${Date.now().toString(36)}@example.test`;
  const headers = { 'x-xsrf-token': XSRF, cookie: `XSRF-TOKEN=${XSRF}` };
  const settings = await (await request.get('/appsettings.json')).json();
  let captcha: string | undefined;
  if (settings.captcha?.enabled) {
    const challenge = await (await request.get('/api/captcha/challenge')).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }
  const res = await request.post('/api/account/register/player', {
    headers,
    data: {
      name: 'Nora',
      surname: `Answering ${tag}`,
      email,
      password: FRESH_PLAYER_PASSWORD,
      repeatPassword: FRESH_PLAYER_PASSWORD,
      birthDate: '2005-05-05',
      termsAccepted: true,
      guardianConfirmed: false,
      studyToken: DEMO.studyToken,
      captcha,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return email;
}
