import { expect, type Page, test } from '@playwright/test';
import { DEMO } from '../support/env.ts';
import { FRESH_PLAYER_PASSWORD, registerFreshPlayer } from '../support/fresh-player.ts';
import { linkIn, waitForMail } from '../support/mail.ts';
import { apiAs, submitWhenReady } from '../support/public-journeys.ts';
import { signIn } from '../support/session.ts';
import { seeToast } from '../support/toasts.ts';

const SHOTS = process.env.SHOTS_DIR;
const NEW_PASSWORD = 'Changed2026Pass';

/** Every control of the account page's forms is at least 44 px tall (a phone's tap target). */
async function expectTallControls(page: Page) {
  const controls = page.locator(
    '[data-testid="profile-form"] input, [data-testid="profile-form"] select, [data-testid="profile-form"] button[type="submit"], [data-testid="password-form"] input, [data-testid="password-form"] button[type="submit"], [data-testid="download-my-data"], [data-testid="delete-account-password"], [data-testid="delete-account"]',
  );
  const count = await controls.count();
  expect(count).toBeGreaterThanOrEqual(10);
  for (let i = 0; i < count; i++) {
    const box = await controls.nth(i).boundingBox();
    expect(box?.height ?? 0, `control ${i}`).toBeGreaterThanOrEqual(44);
  }
}

test.describe('My account', () => {
  test('a player changes name and language (the app and the mails follow), then the password: the old one no longer signs in, the new one does', async ({
    page,
    request,
  }) => {
    const email = await registerFreshPlayer(request, 'account');
    await signIn(page, email, FRESH_PLAYER_PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
    await page.getByTestId('nav-account').first().click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(page.getByTestId('profile-name')).toHaveValue('Nora');
    await expect(page.getByTestId('download-my-data')).toBeVisible();
    await expect(page.getByTestId('delete-account')).toBeVisible();

    // Name and language: the interface switches at once, the header shows the new name.
    await page.getByTestId('profile-name').fill('Ines');
    await page.getByTestId('profile-surname').fill('Cuenta');
    await page.getByTestId('profile-language').selectOption('it');
    await page.getByTestId('profile-save').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Il mio account' })).toBeVisible();
    await seeToast(page, 'I tuoi dati sono stati salvati');
    await expect(page.getByTestId('user-name')).toHaveText('Ines Cuenta');
    expect((await (await apiAs(page, 'GET', '/api/member/me/profile')).json()).language).toBe('it');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/account-it-1280.png`, fullPage: true });

    // A wrong current password is refused beside its field.
    await page.getByTestId('password-current').fill('Not-my-password1');
    await page.getByTestId('password-new').fill(NEW_PASSWORD);
    await page.getByTestId('password-repeat').fill(NEW_PASSWORD);
    await page.getByTestId('password-save').click();
    await expect(page.getByText('La password attuale non è corretta')).toBeVisible();

    // The right one: this session goes on (with its fresh token, also after a reload).
    await page.getByTestId('password-current').fill(FRESH_PLAYER_PASSWORD);
    await page.getByTestId('password-save').click();
    await seeToast(page, 'La tua password è stata cambiata');
    await expect(page.getByTestId('password-current')).toHaveValue('');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Il mio account' })).toBeVisible();
    await expect(page.getByTestId('profile-surname')).toHaveValue('Cuenta');

    await page.getByTestId('sign-out').click();
    await expect(page).toHaveURL(/\/login$/);
    // Signing in again as she would (no language picked on the way): the account's Italian applies again.
    await signIn(page, email, FRESH_PLAYER_PASSWORD, { accountLanguage: true });
    await expect(page.getByText(/credenziali non valide|invalid credentials/i).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, email, NEW_PASSWORD, { accountLanguage: true });
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');

    // Mails go out in the saved language: the forgotten-password mail is Italian.
    await page.getByTestId('sign-out').click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/forgot-password');
    const started = Date.now();
    await page.getByTestId('forgot-form').locator('input[name="email"]').fill(email);
    await submitWhenReady(page, 'forgot-form');
    await expect(page.getByTestId('forgot-sent')).toBeVisible();
    const mail = await waitForMail(email, { after: started - 1000 });
    expect(mail).toContain('Reimposta la password di Club Pulse');
    expect(linkIn(mail, '/reset-password')).toContain('token=');
  });

  test("on a phone: the header's language menu saves the language on the server, and the forms' controls are 44 px tall", async ({
    page,
    request,
  }) => {
    const email = await registerFreshPlayer(request, 'account-phone');
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, email, FRESH_PLAYER_PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await page.getByTestId('language-selector').selectOption({ label: 'Español' });
    await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
    await expect(page.getByTestId('profile-language')).toHaveValue('es');
    await expect.poll(async () => (await (await apiAs(page, 'GET', '/api/member/me/profile')).json()).language).toBe('es');
    await expectTallControls(page);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/account-es-360.png`, fullPage: true });
      await page.getByTestId('password-save').click();
      await expect(page.getByText('Escribe tu contraseña actual')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/account-es-360-errors.png`, fullPage: true });
    }
  });

  test('an admin has the account page too, in the admin area', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByTestId('nav-account').first().click();
    await expect(page).toHaveURL(/\/admin\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(page.getByTestId('profile-name')).not.toHaveValue('');
    await expect(page.getByTestId('password-form')).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/account-admin-en-1280.png`, fullPage: true });
  });
});
