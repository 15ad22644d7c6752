import { expect, test } from '@playwright/test';
import { DEMO } from '../support/env.ts';
import { acceptCookies, signIn, useLanguage } from '../support/session.ts';

/**
 * "Get support" from anywhere: on the public pages (the footer), anyone reads the helplines of a country they
 * choose, in their language, one tap to call; in every signed-in member's menu, the member's club's contacts and
 * its country's helplines, whether or not they have a result. Read-only.
 */
test('a visitor finds the helplines of their country from the footer, and of another country they choose', async ({ page }) => {
  await useLanguage(page, 'de');
  await page.goto('/login');
  await acceptCookies(page);
  await page.getByTestId('footer-get-support').click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hilfe holen');
  // German: Germany's lines first, each a tel: link; the emergency number always.
  const kummer = page.getByTestId('support-helpline').filter({ hasText: 'Nummer gegen Kummer' });
  await expect(kummer).toBeVisible();
  await expect(kummer.getByRole('link')).toHaveAttribute('href', 'tel:116111');
  await expect(page.getByTestId('get-support-112')).toHaveAttribute('href', 'tel:112');
  await page.getByTestId('get-support-country').click();
  await page.getByRole('listbox').getByRole('option', { name: 'Italien' }).click();
  await expect(page.getByTestId('support-helpline').filter({ hasText: 'Telefono Azzurro' })).toBeVisible();
  await expect(kummer).toHaveCount(0);
});

test("a signed-in player without a result to show opens 'Get support' from the menu: their club's people and helplines", async ({ page }) => {
  await signIn(page, DEMO.player);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByTestId('nav-get-support').first().click();
  await expect(page).toHaveURL(/\/get-support$/);
  const club = page.getByTestId('get-support-club');
  await expect(club).toHaveCount(1);
  await expect(club.getByRole('heading', { level: 2 })).toHaveText('CF Montjuïc');
  await expect(club.getByTestId('support-contact').first()).toBeVisible();
  // The club is in Spain: its helplines; the emergency number once, first.
  await expect(club.getByTestId('support-helpline').filter({ hasText: 'Línea 024' })).toBeVisible();
  await expect(page.getByTestId('get-support-112')).toHaveAttribute('href', 'tel:112');
  await expect(page.getByTestId('support-emergency')).toHaveCount(0);
});
