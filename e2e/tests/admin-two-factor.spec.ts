import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { totpNow } from '../../apps/server/src/lib/totp.ts';
import { DEMO, DEMO_PASSWORD } from '../support/env.ts';
import { apiSignIn, callApi } from '../support/invitation-scene.ts';
import { linkIn, waitForMail } from '../support/mail.ts';
import { signIn } from '../support/session.ts';

/**
 * Two-factor sign-in of platform admins: a new admin (created by the demo admin, password set from the
 * invitation mail) is sent to the set-up screen by the admin area, confirms an authenticator app with a code
 * computed from the key on screen, keeps the recovery codes; then signs in with a code, and with a recovery
 * code, which works once.
 */

const en = JSON.parse(readFileSync(new URL('../../packages/texts/locales/en/twofactor.json', import.meta.url), 'utf8'));
const run = Date.now().toString(36);
const NEW_ADMIN = { email: `tfa-admin-${run}@example.test`, password: `Tfa-admin-${run}-2026` };

/** A signed-out page of its own (no session shared with another test's page). */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('cp.cookiesAccepted', 'true'));
  return page;
}

test.describe.configure({ mode: 'serial' });

test.describe('two-factor sign-in of platform admins', () => {
  let secret = '';
  let recoveryCode = '';

  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    const admin = await apiSignIn(request, DEMO.admin, DEMO_PASSWORD);
    const started = Date.now();
    await callApi(
      request,
      'POST',
      '/api/admin/member',
      admin,
      { name: 'Tfa', surname: `Admin ${run}`, email: NEW_ADMIN.email, language: 'en', role: 'AppAdmin' },
      201,
    );
    const link = new URL(linkIn(await waitForMail(NEW_ADMIN.email, { after: started - 1000, timeout: 30_000 }), '/reset-password'));
    const token = link.searchParams.get('token') ?? '';
    await callApi(
      request,
      'POST',
      '/api/member/resetPassword',
      undefined,
      { email: NEW_ADMIN.email, token, password: NEW_ADMIN.password, repeatPassword: NEW_ADMIN.password },
      204,
    );
  });

  test('a new admin is sent to set it up, confirms the app with a code and keeps the recovery codes', async ({ browser }) => {
    test.setTimeout(90_000);
    const page = await freshPage(browser);
    await signIn(page, NEW_ADMIN.email, NEW_ADMIN.password);
    // The admin area sends them to the set-up screen before any admin screen.
    await expect(page).toHaveURL(/\/admin\/two-factor/, { timeout: 30_000 });
    await expect(page.getByTestId('two-factor-qr')).toBeVisible({ timeout: 30_000 });
    const key = page.getByTestId('two-factor-secret');
    await expect(key).toHaveText(/^[A-Z2-7 ]{16,}$/);
    secret = ((await key.textContent()) ?? '').replace(/\s/g, '');

    await page.getByTestId('two-factor-code').fill('000000');
    await page.getByRole('button', { name: en.enroll.confirm }).click();
    await expect(page.getByTestId('two-factor-error')).toHaveText(en.errors.wrongCode);
    await page.getByTestId('two-factor-code').fill(totpNow(secret));
    await page.getByRole('button', { name: en.enroll.confirm }).click();

    await expect(page.getByTestId('recovery-code')).toHaveCount(10, { timeout: 30_000 });
    recoveryCode = ((await page.getByTestId('recovery-code').first().textContent()) ?? '').trim();
    expect(recoveryCode).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    await expect(page.getByTestId('recovery-codes-continue')).toBeDisabled();
    await page.getByRole('checkbox', { name: en.codes.saved }).check();
    await page.getByTestId('recovery-codes-continue').click();
    await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
    await page.getByTestId('nav-admin-users').click();
    await expect(page.getByTestId('admin-users')).toBeVisible({ timeout: 30_000 });
    await page.context().close();
  });

  test('signs in with a code of the app', async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await freshPage(browser);
    await signIn(page, NEW_ADMIN.email, NEW_ADMIN.password, { totpSecret: secret });
    await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
    await page.context().close();
  });

  test('signs in with a recovery code, which works once', async ({ browser }) => {
    test.setTimeout(90_000);
    const page = await freshPage(browser);
    await signIn(page, NEW_ADMIN.email, NEW_ADMIN.password);
    const step = page.getByTestId('two-factor-sign-in');
    await expect(step).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('two-factor-code')).toHaveAttribute('autocomplete', 'one-time-code');
    await page.getByTestId('two-factor-toggle').click();
    await page.getByTestId('two-factor-recovery-code').fill(recoveryCode);
    await step.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
    await page.context().close();

    const again = await freshPage(browser);
    await signIn(again, NEW_ADMIN.email, NEW_ADMIN.password);
    await expect(again.getByTestId('two-factor-sign-in')).toBeVisible({ timeout: 30_000 });
    await again.getByTestId('two-factor-toggle').click();
    await again.getByTestId('two-factor-recovery-code').fill(recoveryCode);
    await again.getByTestId('two-factor-sign-in').locator('button[type="submit"]').click();
    await expect(again.getByTestId('two-factor-error')).toHaveText(en.errors.wrongRecoveryCode);
    await expect(again).toHaveURL(/\/login/);
    await again.context().close();
  });
});
