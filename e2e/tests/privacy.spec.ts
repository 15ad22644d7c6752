import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../support/env.ts';
import { birthDateForAge, registerThroughLink, uniqueEmail } from '../support/public-journeys.ts';
import { acceptCookies, signIn, useLanguage } from '../support/session.ts';

const SHOTS = process.env.SHOTS_DIR;

test.describe('My data (privacy)', () => {
  test('a player downloads their own data as a JSON file from the navigation', async ({ page }) => {
    await signIn(page, DEMO.player);
    await page.getByTestId('nav-account').first().click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 2, name: 'My data' })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-my-data').click()]);
    expect(download.suggestedFilename()).toMatch(/^club-pulse-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync(await download.path(), 'utf8'));
    expect(data.profile.email).toBe(DEMO.player);
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|\$argon2/);
    expect(data.evaluations.some((e: { state: string; answers: unknown[] }) => e.state === 'finished' && e.answers.length > 0)).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/account-en-1280.png`, fullPage: true });
  });

  test('a member deletes their account after the password and a confirmation, and is signed out', async ({ page }) => {
    await useLanguage(page, 'ca');
    await page.goto('/');
    await acceptCookies(page);
    const r = { name: 'Dana', surname: 'Leaving', email: uniqueEmail('leaver'), password: 'Leaving2026pass', birthDate: birthDateForAge(20) };
    await registerThroughLink(page, DEMO.studyToken, r);
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 2, name: 'Les meves dades' })).toBeVisible();
    await page.getByTestId('delete-account').click();
    await expect(page.getByText('Escriu la teva contrasenya per confirmar')).toBeVisible();
    await page.getByTestId('delete-account-password').fill('not-my-password');
    await page.getByTestId('delete-account').click();
    await page.getByTestId('confirm-delete-account').click();
    await expect(page.getByText('La contrasenya no és correcta')).toBeVisible();
    if (SHOTS) {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${SHOTS}/account-ca-360.png`, fullPage: true });
    }
    await page.getByTestId('delete-account-password').fill(r.password);
    await page.getByTestId('delete-account').click();
    await expect(page.getByRole('dialog')).toContainText('Vols eliminar el teu compte?');
    await page.getByTestId('confirm-delete-account').click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, r.email, r.password);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(/credencials|Invalid credentials/i).first()).toBeVisible();
  });

  test('the demo password still works for other members (nothing else was deleted)', async ({ page }) => {
    await signIn(page, DEMO.coach, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
  });
});
