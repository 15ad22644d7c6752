import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { DEMO_PASSWORD } from './env.ts';
import { completeTwoFactorApi, DEMO_ADMIN_TOTP_SECRET } from './two-factor.ts';

export const XSRF = 'a11y-xsrf-token';

/** A call to the API with a member's token, which must answer 200; its JSON. */
export async function api(ctx: APIRequestContext, method: 'GET' | 'POST', path: string, token?: string, data?: object) {
  const res = await ctx.fetch(`/${path}`, {
    method,
    data,
    headers: { 'x-xsrf-token': XSRF, cookie: `XSRF-TOKEN=${XSRF}`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  expect(res.status(), `${method} ${path}`).toBe(200);
  return res.json();
}

/**
 * Signs in through the API (solving the anti-robot challenge as the widget does when it is enabled, and the demo
 * admin's second step with the demo key): the member's token, for pages opened with `openSignedIn`. Nothing is
 * saved to the account (not the language either), so the shared demo data stay as the other journeys expect.
 */
export async function signInApi(ctx: APIRequestContext, baseURL: string, email: string): Promise<string> {
  const settings = await (await ctx.get('/appsettings.json')).json();
  let captcha: string | undefined;
  if (settings.captcha?.enabled) {
    const challenge = await (await ctx.get('/api/captcha/challenge')).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }
  const res = await api(ctx, 'POST', 'api/member/authenticate', undefined, { email, password: DEMO_PASSWORD, captcha });
  if (!res.twoFactorRequired) return res.token as string;
  return completeTwoFactorApi(ctx, res.challenge, DEMO_ADMIN_TOTP_SECRET, { 'x-xsrf-token': XSRF, cookie: `XSRF-TOKEN=${XSRF}` }, baseURL);
}

/** Opens `path` as the member of `token` (null: a visitor), in `language`, the cookie notice already accepted. */
export async function openSignedIn(page: Page, token: string | null, path: string, language = 'en') {
  await page.addInitScript(
    ([t, lang]) => {
      localStorage.setItem('cp.cookiesAccepted', 'true');
      if (!localStorage.getItem('cp.language')) localStorage.setItem('cp.language', lang);
      if (t) localStorage.setItem('cp.token', t);
    },
    [token, language] as const,
  );
  await page.goto(path);
}
