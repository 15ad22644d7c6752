import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/env.ts';
import { apiSignIn, callApi } from '../support/invitation-scene.ts';
import { acceptCookies } from '../support/session.ts';

/**
 * The member's language: a first visit reads the browser's language when the product has it; a signed-in member
 * reads their account's language, whatever the browser says. Each language is signed in by a demo player whom
 * no other journey uses (their account's language is set here first), in a browser that asks for another one.
 */
const LOGIN_HEADINGS = { de: 'Anmelden', it: 'Accedi', es: 'Iniciar sesión' } as const;

const MEMBERS = [
  { lang: 'en', email: 'berta.font@clubpulse.example', browser: 'de-DE' },
  { lang: 'es', email: 'irene.mas@clubpulse.example', browser: 'it-IT' },
  { lang: 'ca', email: 'noa.camps@clubpulse.example', browser: 'en-US' },
  { lang: 'de', email: 'pau.costa@clubpulse.example', browser: 'es-ES' },
  { lang: 'it', email: 'oriol.valls@clubpulse.example', browser: 'ca-ES' },
] as const;

for (const [locale, lang] of [
  ['de-DE', 'de'],
  ['it-CH', 'it'],
  ['es-419', 'es'],
] as const) {
  test(`a first visit from a browser in ${locale} reads the product in ${lang}`, async ({ browser }) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LOGIN_HEADINGS[lang]);
    await context.close();
  });
}

test('a browser in a language the product does not have reads the installation’s default', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

for (const member of MEMBERS) {
  test(`a member whose account says ${member.lang} reads ${member.lang} after signing in from a browser in ${member.browser}`, async ({
    browser,
    request,
  }) => {
    const token = await apiSignIn(request, member.email, DEMO_PASSWORD);
    await callApi(request, 'PUT', '/api/member/me/language', token, { language: member.lang }, 204);

    const context = await browser.newContext({ locale: member.browser });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', member.browser.slice(0, 2));
    await acceptCookies(page);
    await page.locator('input[name="email"]').fill(member.email);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.locator('html')).toHaveAttribute('lang', member.lang);
    await expect(page.getByTestId('language-selector')).toHaveValue(member.lang);
    // Everywhere, not only on the first screen: a reload and another page keep it.
    await page.goto('/account');
    await expect(page.locator('html')).toHaveAttribute('lang', member.lang);
    // The browser's language was not saved over the account's.
    const profile = await callApi(request, 'GET', '/api/member/me/profile', token);
    expect(profile.language).toBe(member.lang);
    await context.close();
  });
}

test('a language picked on the sign-in page is kept after signing in and saved to the account', async ({ browser, request }) => {
  const email = 'berta.font@clubpulse.example';
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto('/login');
  await acceptCookies(page);
  await page.getByTestId('language-selector').selectOption({ label: 'Deutsch' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const token = await apiSignIn(request, email, DEMO_PASSWORD);
  expect((await callApi(request, 'GET', '/api/member/me/profile', token)).language).toBe('de');
  await context.close();
});
