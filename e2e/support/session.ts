import { expect, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './env.ts';
import { completeTwoFactorForm, DEMO_ADMIN_TOTP_SECRET } from './two-factor.ts';

/**
 * Signs in through the login form (accepting the cookie notice first so it does not cover the page). The demo
 * admin (or any admin whose `totpSecret` is given) then answers the form's second step with the code an
 * authenticator app would show.
 */
export async function signIn(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  opts: { path?: string; totpSecret?: string; accountLanguage?: boolean } = {},
) {
  await page.goto(opts.path ?? '/login');
  await acceptCookies(page);
  // The journeys run in the language on screen (English, or the one `useLanguage` set), whatever the demo
  // account's own: as if the tester had picked it before signing in, which signing in keeps (and saves to the
  // account). language.spec.ts signs in without this and proves that the account's language wins otherwise;
  // `accountLanguage` signs in as a member who picked nothing (the account's language then applies).
  if (!opts.accountLanguage) await page.evaluate(() => sessionStorage.setItem('cp.languageChosen', 'true'));
  await page
    .getByLabel(/email|correo|correu|e-mail/i)
    .first()
    .fill(email);
  await page.locator('input[name="password"]').fill(password);
  const submit = page.locator('form button[type="submit"]');
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  await submit.click();
  const secret = opts.totpSecret ?? (email === DEMO.admin ? DEMO_ADMIN_TOTP_SECRET : undefined);
  if (secret) await completeTwoFactorForm(page, secret);
}

export async function acceptCookies(page: Page) {
  await page.evaluate(() => localStorage.setItem('cp.cookiesAccepted', 'true'));
}

/** Sets the interface language before the app starts, as the visitor's choice. */
export async function useLanguage(page: Page, lang: string) {
  await page.addInitScript((l) => {
    if (!localStorage.getItem('cp.language')) localStorage.setItem('cp.language', l);
  }, lang);
}
