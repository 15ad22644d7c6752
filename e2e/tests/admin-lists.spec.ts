import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { DEMO } from '../support/env.ts';
import { apiAs } from '../support/public-journeys.ts';
import { signIn, useLanguage } from '../support/session.ts';
import { settleAnimations } from '../support/settled.ts';

/**
 * A server-paged admin list in the browser: the search, the page size, the pages,
 * going to a typed page, sorting by a column, all kept in the address (reload, back button), and every page the
 * same rows as the API's page for the same query. The clubs list, with 83 clubs of this run's own.
 */
type Catalogue = Record<string, unknown>;
const A: Catalogue = JSON.parse(readFileSync(new URL('../../packages/texts/locales/ca/admin.json', import.meta.url), 'utf8'));
const text = (key: string, values: Record<string, string | number> = {}) => {
  const raw = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], A) as string;
  return raw.replace(/{{(\w+)}}/g, (_m, k) => String(values[k]));
};

const CLUBS = 83;
const SHOTS = process.env.LISTS_SHOTS ?? null;

/** With LISTS_SHOTS=dir, the list at 1280 and 360 px, to look at. */
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The names in the table, in order. */
const shownNames = (page: Page) => page.getByTestId('club-row').locator('td:first-child').allInnerTexts();

/** The API's page for the address the browser shows: the screen must show exactly these rows. */
async function apiNames(page: Page): Promise<string[]> {
  const search = new URL(page.url()).search;
  const res = await apiAs(page, 'GET', `/api/admin/club/page${search}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: Array<{ name: string }> }).items.map((c) => c.name);
}

test('an admin pages, sizes, sorts and jumps through a long list, and the address keeps it (ca)', async ({ page }) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36).slice(-5).toUpperCase();
  const prefix = `Pgr${run}`;
  const name = (n: number) => `${prefix} ${String(n).padStart(2, '0')}`;
  await useLanguage(page, 'ca');
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);

  const accounts = await apiAs(page, 'GET', '/api/admin/account/page?pageSize=10');
  const accountId = ((await accounts.json()) as { items: Array<{ id: number }> }).items[0]?.id;
  expect(accountId).toBeDefined();
  for (let n = 1; n <= CLUBS; n++) {
    const res = await apiAs(page, 'POST', '/api/admin/club', {
      name: name(n),
      code: `P${run}${String(n).padStart(2, '0')}`,
      accountId,
      active: true,
    });
    expect(res.status()).toBe(201);
  }

  await page.getByTestId('nav-admin-clubs').click();
  const range = page.getByTestId('clubs-table-range');
  await page.getByTestId('clubs-table-search').fill(prefix.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`[?&]q=${prefix.toLowerCase()}`));
  await expect(range).toHaveText(text('table.range', { from: 1, to: 25, total: CLUBS }));
  await expect.poll(() => shownNames(page)).toEqual(Array.from({ length: 25 }, (_, i) => name(i + 1)));

  // Ten a page: back to the first page, nine pages.
  await page.getByTestId('clubs-table-page-size').click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: text('table.perPage', { size: 10 }) })
    .click();
  await expect(page).toHaveURL(/[?&]pageSize=10/);
  await expect(range).toHaveText(text('table.range', { from: 1, to: 10, total: CLUBS }));

  // The next page, from the pager.
  await page.getByRole('button', { name: text('table.nextPage') }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(range).toHaveText(text('table.range', { from: 11, to: 20, total: CLUBS }));
  await expect.poll(() => shownNames(page)).toEqual(Array.from({ length: 10 }, (_, i) => name(i + 11)));
  expect(await shownNames(page)).toEqual(await apiNames(page));

  // The pager leaves pages out ("1 2 3 … 9"), so a page can be typed: the last one, with the keyboard.
  const goTo = page.getByLabel(new RegExp(`^${text('table.goToPage')}`));
  await expect(goTo).toHaveAccessibleName(`${text('table.goToPage')} (${text('table.goToPageRange', { first: 1, pages: 9 })})`);
  await goTo.fill('9');
  await goTo.press('Enter');
  await expect(page).toHaveURL(/[?&]page=9/);
  await expect(range).toHaveText(text('table.range', { from: 81, to: 83, total: CLUBS }));
  await expect.poll(() => shownNames(page)).toEqual([name(81), name(82), name(83)]);
  await expect(goTo).toHaveValue('');
  await shot(page, 'clubs-page-9');
  // The pager with its field passes axe (WCAG 2 A and AA), as every screen of a11y.spec.ts does.
  await settleAnimations(page);
  const violations = await axeViolations(page, { include: '[data-testid="clubs-table-go"]' });
  expect(violations.map((v) => `${v.impact} ${v.id}`)).toEqual([]);

  // Sorting by the name's header, descending: back to the first page.
  await page.getByTestId('clubs-table-sort-name').click();
  await expect(page).toHaveURL(/[?&]dir=desc/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(range).toHaveText(text('table.range', { from: 1, to: 10, total: CLUBS }));
  await expect.poll(() => shownNames(page)).toEqual(Array.from({ length: 10 }, (_, i) => name(CLUBS - i)));
  expect(await shownNames(page)).toEqual(await apiNames(page));
  await expect(page.getByRole('columnheader', { name: new RegExp(text('clubs.name')) })).toHaveAttribute('aria-sort', 'descending');

  // A reload shows the same list; the back button the one before.
  await page.reload();
  await expect(page.getByTestId('clubs-table-search')).toHaveValue(prefix.toLowerCase());
  await expect(range).toHaveText(text('table.range', { from: 1, to: 10, total: CLUBS }));
  await expect.poll(() => shownNames(page)).toEqual(Array.from({ length: 10 }, (_, i) => name(CLUBS - i)));
  await page.goBack();
  await expect(page).toHaveURL(/[?&]page=9/);
  await expect(range).toHaveText(text('table.range', { from: 81, to: 83, total: CLUBS }));
  await expect.poll(() => shownNames(page)).toEqual([name(81), name(82), name(83)]);

  // A page past the end of a shorter list (an old link): said so, with the way back.
  await page.goto(`/admin/clubs?q=${prefix.toLowerCase()}&pageSize=100&page=3`);
  await expect(range).toHaveText(text('table.rangeBeyond', { total: CLUBS }));
  await expect(page.getByTestId('clubs-table-empty')).toHaveText(text('table.pageEmpty'));
});
