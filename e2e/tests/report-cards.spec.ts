import { expect, type Page, test } from '@playwright/test';
import { DEMO } from '../support/env.ts';
import { openReportSection } from '../support/report-sections.ts';
import { signIn, useLanguage } from '../support/session.ts';

/**
 * Report tables on a phone: each row a card whose lines name their column, nothing off screen, no
 * sideways scrolling; on a desktop the usual table. Read-only.
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** Nothing on the page is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

test("the coach's report lists players as cards on a phone, each line named by its column", async ({ page }) => {
  await useLanguage(page, 'de');
  await signIn(page, DEMO.coach);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/studies');
  await page.getByTestId('study-row').filter({ hasText: 'Spring check-in 2026' }).getByRole('button').click();
  await page.getByTestId('action-report').click();
  // On a phone the report's sections start folded under its summary.
  await openReportSection(page, 'report-players-section');
  await openReportSection(page, 'report-key-terms');
  const table = page.getByTestId('report-candidates');
  await expect(table).toHaveAttribute('data-cards', 'true');
  const card = table.locator('tbody tr').first();
  const lines = card.locator('td[data-label]');
  await expect(lines).toHaveCount(3);
  expect(await lines.evaluateAll((cells) => cells.map((c) => c.getAttribute('data-label')))).toEqual([
    'Unterstützungsbedarf',
    'Koeffizient (0–100)',
    'Altersgruppe',
  ]);
  // Each card is as wide as the screen allows, not a table squeezed or cut.
  const box = await card.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(280);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  await expect(page.getByTestId('key-term-summary')).toHaveAttribute('data-cards', 'true');
  await expectNoSidewaysScroll(page);
});

test("a player's topics table is cards on a phone and a table on a desktop", async ({ page }) => {
  await useLanguage(page, 'en');
  await signIn(page, DEMO.player);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/evaluations/finished');
  await page.locator('a[data-testid^="report-"]').first().click();
  await page.getByTestId('report-view-switch').getByText('Table').click();
  const table = page.getByTestId('key-terms-table');
  await expect(table).toHaveAttribute('data-cards', 'true');
  await expect(table.locator('tbody tr')).toHaveCount(6);
  await expect(table.locator('tbody tr').first().locator('td[data-label="Score"]')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(table).not.toHaveAttribute('data-cards', 'true');
  await expect(table.locator('thead')).toBeVisible();
});
