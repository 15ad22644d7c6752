import { expect, type Page } from '@playwright/test';

/** A YYYY-MM-DD birth date of someone `years` old (their birthday was `daysAgo` days ago; negative: still ahead). */
export function birthDateForAge(years: number, daysAgo = 10): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - daysAgo);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

export const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.example`;

/** Accepts the cookie notice before the app starts, so it never covers the forms. */
export async function noCookieNotice(page: Page) {
  await page.addInitScript(() => localStorage.setItem('cp.cookiesAccepted', 'true'));
}

export interface Registrant {
  name: string;
  surname: string;
  email: string;
  password: string;
  birthDate: string;
  guardian?: boolean;
}

/** Fills the registration form (the page must be open); does not submit. */
export async function fillRegistration(page: Page, r: Registrant) {
  const form = page.getByTestId('register-form');
  await form.locator('input[name="name"]').fill(r.name);
  await form.locator('input[name="surname"]').fill(r.surname);
  await form.locator('input[name="email"]').fill(r.email);
  await form.locator('input[name="password"]').fill(r.password);
  await form.locator('input[name="repeatPassword"]').fill(r.password);
  await form.locator('input[name="birthDate"]').fill(r.birthDate);
  await form.locator('input[name="guardianConfirmed"]').setChecked(r.guardian ?? false);
  await form.locator('input[name="termsAccepted"]').check();
}

/** Submits a form once its captcha is solved (the submit button is enabled). */
export async function submitWhenReady(page: Page, formTestId: string) {
  const submit = page.getByTestId(formTestId).locator('button[type="submit"]');
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  await submit.click();
}

/** Registers through the link of an open study and waits for the first screen of its questions. */
export async function registerThroughLink(page: Page, studyToken: string, r: Registrant) {
  await page.goto(`/register?studyToken=${studyToken}`);
  await fillRegistration(page, r);
  await submitWhenReady(page, 'register-form');
  await expect(page).toHaveURL(/\/evaluations\/\d+\/continue$/);
  await expect(page.getByTestId('continue-screen')).toBeVisible();
}

/** Calls the API with the session of the page. */
export async function apiAs(page: Page, method: 'GET' | 'POST', path: string, data?: object) {
  const token = await page.evaluate(() => localStorage.getItem('cp.token'));
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': decodeURIComponent(xsrf) },
    data,
  });
}
