import { expect, test } from '@playwright/test';
import { DEMO } from '../support/env.ts';
import { signIn, useLanguage } from '../support/session.ts';

/** Trends: from a study's report to its team's studies over time, and back. Read-only. */
test("a coach opens the team's trends from a report: each study with its respondents and need levels, key terms where shown", async ({ page }) => {
  await useLanguage(page, 'ca');
  await signIn(page, DEMO.coach);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/studies');
  await page.getByTestId('study-row').filter({ hasText: 'Spring check-in 2026' }).getByRole('button').click();
  await page.getByTestId('action-report').click();
  await expect(page).toHaveURL(/\/studies\/(\d+)\/report$/);
  const reportUrl = page.url();
  await page.getByTestId('open-team-trends').click();
  await expect(page).toHaveURL(/\/teams\/\d+\/trends\?study=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Evolució de');
  const rows = page.getByTestId('trend-study-row');
  await expect(rows.filter({ hasText: 'Spring check-in 2026' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Autumn check-in 2026' })).toHaveCount(1);
  // Oldest first: spring 2026 before autumn 2026.
  const order = await rows.locator('th').allTextContents();
  expect(order.indexOf('Spring check-in 2026')).toBeLessThan(order.indexOf('Autumn check-in 2026'));
  await expect(page.getByTestId('trend-key-terms-table')).toBeVisible();
  // One line per key term, each with its own dash pattern: close averages drawn over each other stay apart.
  await page.getByTestId('trend-key-terms').scrollIntoViewIfNeeded();
  const lines = page.getByTestId('key-term-trend-chart').locator('path.recharts-line-curve');
  await expect(lines.first()).toBeVisible();
  const dashes = await lines.evaluateAll((paths) => paths.map((p) => p.getAttribute('stroke-dasharray')));
  expect(dashes.length).toBeGreaterThan(1);
  expect(new Set(dashes).size).toBe(dashes.length);
  await page.getByTestId('trend-levels').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('need-level-chart')).toBeVisible();
  await page.getByRole('link', { name: /Torna a l'informe/ }).click();
  await expect(page).toHaveURL(reportUrl);
});

test("another club's coach who opens the team's trends goes home", async ({ page, browser }) => {
  await signIn(page, DEMO.coach);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/studies');
  await page.getByTestId('study-row').filter({ hasText: 'Spring check-in 2026' }).getByRole('button').click();
  await page.getByTestId('action-report').click();
  const href = await page.getByTestId('open-team-trends').getAttribute('href');
  expect(href).toMatch(/^\/teams\/\d+\/trends/);
  // A second browser (no sign-out: it would end the demo coach's other sessions).
  const other = await (await browser.newContext()).newPage();
  await signIn(other, DEMO.otherCoach);
  await expect(other).toHaveURL(/\/home$/);
  await other.goto(href ?? '/');
  await expect(other).toHaveURL(/\/home$/);
});
