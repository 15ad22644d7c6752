import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEMO_ADMIN_TOTP_SECRET } from '../../apps/server/src/demo/demo-two-factor.ts';
import { TOTP_STEP_SECONDS, totpAt, totpStep } from '../../apps/server/src/lib/totp.ts';

/** The demo admin's two-factor key (README; the demo data enrolls the admin with it). */
export { DEMO_ADMIN_TOTP_SECRET };

/**
 * The codes an authenticator app would accept now, oldest step first: the server takes the step before, the
 * current one and the next, each once (a code is never accepted twice). Journeys sign the demo admin in many
 * times a minute, from parallel workers: the oldest unused step first leaves the later ones to the next sign-in.
 */
export function codesNow(secret: string, nowMs = Date.now()): string[] {
  const step = totpStep(nowMs);
  return [step - 1, step, step + 1].map((s) => totpAt(secret, s));
}

/** How long until the next time step begins (then a new code is free), with a margin. */
const untilNextStep = () => TOTP_STEP_SECONDS * 1000 - (Date.now() % (TOTP_STEP_SECONDS * 1000)) + 500;

/** Rounds of three codes tried before giving up: each round after the first waits for a new step. */
const ROUNDS = 4;

/**
 * The demo admin's session in this worker, once a code has given it. Every journey signs the demo admin in,
 * from parallel workers, and a code is accepted once: at most three sign-ins a step (30 s) across the whole run,
 * and a journey waiting for the next step ran out of time on CI. So each worker answers a code once (through the
 * form or the API, whichever comes first) and then signs in with that session, as a browser that stayed signed
 * in would. The form's code step itself stays covered: the first sign-in of each worker, go-live (its own
 * admin) and admin-two-factor.spec.ts (admins of their own).
 */
let demoAdminSession: Promise<string> | undefined;

/**
 * Completes the second step of the sign-in form: the code field is filled with each code accepted now until
 * the page leaves /login; when every one was used already (other sign-ins of the same admin), waits for the
 * next step. Each refusal is told apart by the form's count of failures.
 */
export async function completeTwoFactorForm(page: Page, secret: string) {
  const step = page.getByTestId('two-factor-sign-in');
  await expect(step).toBeVisible({ timeout: 30_000 });
  if (secret === DEMO_ADMIN_TOTP_SECRET && demoAdminSession) {
    // Where the form would go with a code: the address's redirect, else the admin home.
    const target = new URL(page.url()).searchParams.get('redirectUri') ?? '/admin';
    const token = await demoAdminSession;
    await page.evaluate((t) => localStorage.setItem('cp.token', t), token);
    await page.goto(target);
    return;
  }
  let failures = 0;
  for (let round = 0; round < ROUNDS; round++) {
    if (round > 0) await page.waitForTimeout(untilNextStep());
    for (const code of codesNow(secret)) {
      await page.getByTestId('two-factor-code').fill(code);
      await step.locator('button[type="submit"]').click();
      const outcome = await Promise.race([
        page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 }).then(() => 'in' as const),
        page
          .locator(`[data-testid="two-factor-error"][data-failures="${failures + 1}"]`)
          .waitFor({ state: 'visible', timeout: 30_000 })
          .then(() => 'refused' as const),
      ]);
      if (outcome === 'in') {
        if (secret === DEMO_ADMIN_TOTP_SECRET) {
          const token = await page.evaluate(() => localStorage.getItem('cp.token'));
          if (token) demoAdminSession ??= Promise.resolve(token);
        }
        return;
      }
      failures++;
    }
  }
  throw new Error('no two-factor code was accepted');
}

/** The second step through the API: the challenge and each code accepted now, until one gives the session. */
export async function completeTwoFactorApi(
  request: APIRequestContext,
  challenge: string,
  secret: string,
  headers: Record<string, string>,
  /** The server's origin, for a request context without a base URL. */
  base = '',
): Promise<string> {
  const answer = async () => {
    for (let round = 0; round < ROUNDS; round++) {
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, untilNextStep()));
      for (const code of codesNow(secret)) {
        const res = await request.post(`${base}/api/member/authenticate/two-factor`, { data: { challenge, code }, headers });
        if (res.ok()) return (await res.json()).token as string;
        expect(res.status(), await res.text()).toBe(400);
      }
    }
    throw new Error('no two-factor code was accepted');
  };
  if (secret !== DEMO_ADMIN_TOTP_SECRET) return answer();
  demoAdminSession ??= answer().catch((error: unknown) => {
    demoAdminSession = undefined;
    throw error;
  });
  return demoAdminSession;
}
