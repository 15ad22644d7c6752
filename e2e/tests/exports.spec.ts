import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Download, expect, type Page, test } from '@playwright/test';
import { DEMO } from '../support/env.ts';
import { signIn, useLanguage } from '../support/session.ts';

/**
 * Report exports as a coach and a player download them: the files are what the screen shows. The spring
 * study is finished, so its report does not move while other journeys answer the autumn one. Read-only (each
 * download only adds an audit row).
 */

const OUT = join(import.meta.dirname, '../../test-results/exports-e2e');

/** Saves a download into the test artifacts; its path. */
async function save(download: Download, name: string): Promise<string> {
  mkdirSync(OUT, { recursive: true });
  const path = join(OUT, name);
  await download.saveAs(path);
  return path;
}

const pdfText = (path: string) => execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });

async function openSpringReport(page: Page) {
  await page.goto('/studies');
  const row = page.getByTestId('study-row').filter({ hasText: 'Spring check-in 2026' });
  await row.getByRole('button').click();
  await page.getByTestId('action-report').click();
  await expect(page).toHaveURL(/\/studies\/\d+\/report$/);
  await expect(page.getByTestId('report-candidates')).toBeVisible();
}

test('a coach downloads the group report as PDF and CSV, in the language of the screen, with the rows the screen shows', async ({ page }) => {
  await useLanguage(page, 'es');
  await signIn(page, DEMO.coach);
  await expect(page).toHaveURL(/\/home$/);
  await openSpringReport(page);
  const names = (await page.getByTestId('candidate-row').locator('td:first-child').allTextContents()).map((n) => n.trim());
  expect(names.length).toBeGreaterThan(0);

  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-download-pdf').click()]);
  expect(pdf.suggestedFilename()).toMatch(/^club-pulse-group-report-spring-check-in-2026-\d{4}-\d{2}-\d{2}\.pdf$/);
  const text = pdfText(await save(pdf, 'coach-es.pdf'));
  expect(text).toContain('Informe de grupo: Spring check-in 2026');
  expect(text).toContain('Jugadores por resultado');
  for (const name of names) expect(text).toContain(name);

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-download-csv').click()]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  // One table, a row per player: Spanish separator (;), every cell quoted, a byte-order mark first.
  const csvText = readFileSync(await save(csv, 'coach-es.csv'), 'utf8');
  expect(csvText.startsWith('\uFEFF')).toBe(true);
  const lines = csvText.slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]).toMatch(/^"Nombre completo";/);
  expect(lines.slice(1).map((line) => line.split(';')[0]?.replace(/^"|"$/g, ''))).toEqual(names);
});

test('a player downloads their own report as a PDF', async ({ page }) => {
  await useLanguage(page, 'en');
  await signIn(page, DEMO.player);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/evaluations/finished');
  await page.locator('a[data-testid^="report-"]').first().click();
  await expect(page).toHaveURL(/\/evaluations\/\d+\/report$/);
  const level = (await page.getByTestId('report-need-level').textContent())?.trim() ?? '';
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-download-pdf').click()]);
  const text = pdfText(await save(pdf, 'player-en.pdf'));
  expect(text).toContain('Personal report');
  expect(text).toContain('Private: this report is yours.');
  expect(level).not.toBe('');
  expect(text).toContain(level);
});
