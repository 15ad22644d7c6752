import { expect, test } from '@playwright/test';
import { DEMO } from '../support/env.ts';
import { acceptCookies, signIn } from '../support/session.ts';
import { completeTwoFactorForm, DEMO_ADMIN_TOTP_SECRET } from '../support/two-factor.ts';

test.describe('sign-in and role homes', () => {
  test('the demo admin signs in and lands on the admin home', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('appadmin-home')).toBeVisible();
    await expect(page.getByTestId('user-name')).toHaveText('Alex Admin');
  });

  test('the demo player signs in and lands on the user home', async ({ page }) => {
    await signIn(page, DEMO.player);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('user-home')).toBeVisible();
  });

  test('a wrong password shows the login error and stays on the login page', async ({ page }) => {
    await signIn(page, DEMO.player, 'WrongPassword1');
    await expect(page.getByTestId('login-error')).toHaveText('Invalid credentials');
    await expect(page).toHaveURL(/\/login/);
  });

  test('signing out clears the session and a protected page then asks for login', async ({ page }) => {
    // Signing out ends every token of the member: a player no other test signs in as, so parallel tests keep theirs.
    await signIn(page, DEMO.signOutPlayer);
    await expect(page).toHaveURL(/\/home$/);
    await page.getByTestId('sign-out').click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('cp.token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('cp.config'))).not.toBeNull();
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login\?redirectUri=%2Fhome$/);
  });
});

test.describe('guards and redirects', () => {
  test('an unauthenticated visit goes to login with the full wanted path, and returns there after sign-in', async ({ page }) => {
    await page.goto('/home?tab=2#top');
    await expect(page).toHaveURL(/\/login\?redirectUri=%2Fhome%3Ftab%3D2%23top$/);
    await acceptCookies(page);
    await page.locator('input[name="email"]').fill(DEMO.player);
    await page.locator('input[name="password"]').fill('ClubPulse2026');
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/home\?tab=2#top$/);
  });

  test('the bare root goes to login without a redirectUri', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a signed-in user opening login goes home, and register the landing of the link, keeping the studyToken', async ({ page }) => {
    await signIn(page, DEMO.player);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/home$/);
    // The studyToken is kept on the way home, which shows the link's landing (who invites, then "Join") first.
    await page.goto(`/register?studyToken=${DEMO.studyToken}`);
    await expect(page).toHaveURL(new RegExp(`/invitation\\?studyToken=${DEMO.studyToken}$`));
    await expect(page.getByTestId('invitation-card')).toBeVisible();
  });

  test('a route of another role goes to the caller’s own home', async ({ page }) => {
    await signIn(page, DEMO.player);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('an admin opening the user area goes to the admin home', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.goto('/notfound');
    await expect(page.getByTestId('not-found')).toBeVisible();
  });
});

test.describe('root layout', () => {
  test('the configuration is fetched with a timestamp and kept in local storage', async ({ page }) => {
    const request = page.waitForRequest((r) => /\/appsettings\.json\?v=\d{10,}/.test(r.url()));
    await page.goto('/login');
    await request;
    // Stored once the answer has arrived and been read, which may be after the request was seen: wait for it.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cp.config') ?? '{}')))
      .toMatchObject({ apiUrl: expect.any(String), defaultLanguage: 'en' });
  });

  test('the cookie notice links to the privacy policy and, once accepted, stays away', async ({ page }) => {
    await page.goto('/login');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/privacyPolicy');
    await notice.getByRole('button', { name: 'Accept' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.locator('form')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeHidden();
  });

  test('no screen breaks the Content-Security-Policy, the forms that validate with the contracts included', async ({ page }) => {
    // Every violation the browser reports (zod's probe for `new Function` was one: lib/zod-jitless.ts).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    const policy = (await page.goto('/login'))?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    await signIn(page, DEMO.player);
    await expect(page.getByTestId('user-home')).toBeVisible();
    expect(await violations()).toEqual([]);
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the footer has the legal links', async ({ page }) => {
    await page.goto('/login');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'Usage terms' })).toHaveAttribute('href', '/usageTerms');
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacyPolicy');
  });
});

const HEADINGS: Record<string, { heading: string; label: string }> = {
  en: { heading: 'Sign in', label: 'English' },
  es: { heading: 'Iniciar sesión', label: 'Español' },
  ca: { heading: 'Inicia la sessió', label: 'Català' },
  de: { heading: 'Anmelden', label: 'Deutsch' },
  it: { heading: 'Accedi', label: 'Italiano' },
};

test.describe('languages', () => {
  for (const [lang, { heading, label }] of Object.entries(HEADINGS)) {
    test(`switching to ${lang} translates the page, is remembered, and signing in works`, async ({ page }) => {
      await page.goto('/login');
      await acceptCookies(page);
      await page.getByTestId('language-selector').selectOption({ label });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await page.locator('input[name="email"]').fill(lang === 'en' ? DEMO.admin : DEMO.player);
      await page.locator('input[name="password"]').fill('ClubPulse2026');
      await page.locator('form button[type="submit"]').click();
      // The demo admin's second step: the code of the demo key (two-factor sign-in).
      if (lang === 'en') await completeTwoFactorForm(page, DEMO_ADMIN_TOTP_SECRET);
      await expect(page).toHaveURL(lang === 'en' ? /\/admin$/ : /\/home$/);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });
  }
});
