import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeViolations, seriousViolations } from '../support/axe.ts';
import { DEMO } from '../support/env.ts';
import { linkIn, waitForMail } from '../support/mail.ts';
import { signIn, useLanguage } from '../support/session.ts';
import { seeToast } from '../support/toasts.ts';
import { settleAnimations } from '../support/settled.ts';

/**
 * Sharing a study, as the demo coach: the share panel opens right after creating a study;
 * the A4 poster downloads as a PDF in the chosen language; two invited addresses get the link by mail; the
 * study is duplicated with new dates; on a phone the system share sheet is offered; a closed study says why it
 * cannot be shared. The journey makes its own studies (of the first team, as the coach journey does) and closes
 * them at the end, so that no demo player keeps a new pending evaluation.
 */

type Catalogue = typeof import('../../packages/texts/locales/en/sharing.json');
const catalogue = (ns: 'sharing' | 'coach', lang: string) =>
  JSON.parse(readFileSync(new URL(`../../packages/texts/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));
const sharing = (lang: string): Catalogue => catalogue('sharing', lang);
const fill = (text: string, values: Record<string, string | number>) => text.replace(/{{(\w+)}}/g, (_m, k) => String(values[k]));

const SHOTS = '/tmp/shots-sharing';
mkdirSync(SHOTS, { recursive: true });
async function shot(page: Page, name: string, sizes: Array<'phone' | 'desktop'> = ['desktop', 'phone']) {
  const before = page.viewportSize();
  for (const size of sizes) {
    await page.setViewportSize(size === 'phone' ? { width: 360, height: 740 } : { width: 1280, height: 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

const studyRow = (page: Page, description: string) => page.getByTestId('study-row').filter({ hasText: description }).first();
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).first().click();
}

/** No serious or critical axe violation (WCAG 2 A and AA) inside the element of `selector`. */
async function expectAccessible(page: Page, selector: string) {
  await settleAnimations(page);
  expect(seriousViolations(await axeViolations(page, { include: selector }))).toEqual([]);
}

/** Closes a study from the list, after the confirmation. */
async function closeStudy(page: Page, description: string, closeSuccess: string) {
  await page.goto('/studies');
  await studyRow(page, description).getByRole('button').click();
  await page.getByTestId('action-close').click();
  await page.getByTestId('confirm-transition').click();
  await seeToast(page, closeSuccess);
}

test('a coach creates a study, shares it (poster, mails, phone share sheet), duplicates it, and cannot share it once closed', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const en = sharing('en');
  const es = sharing('es');
  const run = Date.now();
  const description = `E2E sharing ${run}`;
  const copyDescription = `E2E sharing copy ${run}`;

  await useLanguage(page, 'en');
  await signIn(page, DEMO.coach);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/studies');
  await expect(page.getByTestId('studies-page')).toBeVisible();

  // Create: the share panel opens at once, with the link of the new study.
  await page.getByTestId('new-study').click();
  await choose(page, page.getByTestId('study-group-select'), 'Primer Equip');
  await page.getByTestId('quiz-select').click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.getByTestId('study-form').getByTestId('study-description').fill(description);
  await page.getByTestId('study-starts-today-confirm').check();
  await page.getByTestId('study-open-same-quiz-confirm').check();
  await page.getByTestId('study-form-submit').click();
  const panel = page.getByTestId('created-share-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(fill(en.panel.createdTitle, { study: description }));
  const link = await panel.getByTestId('share-link').inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}/register\\?studyToken=[A-Za-z0-9_-]{22}$`));
  await expect(panel.getByTestId('share-qr')).toBeVisible();
  // Desktop Chromium on Linux has no system share sheet: the button is not offered.
  await expect(panel.getByTestId('share-sheet')).toHaveCount(0);
  await shot(page, 'created-en');
  await expectAccessible(page, '[data-testid="created-share-panel"]');

  // The poster: a one-page A4 PDF in Spanish with the study, its link and the three steps.
  await choose(page, panel.getByTestId('share-poster-language'), 'Español');
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByTestId('share-poster').click()]);
  expect(download.suggestedFilename()).toMatch(/^club-pulse-poster-study-\d+-es\.pdf$/);
  const pdfPath = (await download.path()) as string;
  expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', [pdfPath, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain(description);
  expect(text).toContain('Tres pasos para participar');
  expect(text).toContain(link);
  expect(execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' })).toMatch(/Pages:\s+1\n/);
  execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', pdfPath, `${SHOTS}/poster-es`]);
  await seeToast(page, en.poster.downloaded);

  // Invitations: an invalid piece blocks sending; two addresses (one repeated) get the link by mail.
  const first = `sharing-a-${run}@example.test`;
  const second = `sharing-b-${run}@example.test`;
  const emails = panel.getByTestId('invite-emails');
  await emails.fill(`${first}, not-an-address`);
  await expect(panel.getByTestId('invite-invalid')).toHaveText('not-an-address');
  await expect(panel.getByTestId('invite-send')).toBeDisabled();
  await emails.fill(`${first}\n${second}; ${first.toUpperCase()}`);
  await expect(panel.getByTestId('invite-summary')).toHaveText(
    `${fill(en.invite.summary_other, { count: 2 })} ${fill(en.invite.duplicates_one, { count: 1 })}`,
  );
  await shot(page, 'invite-en', ['desktop']);
  await panel.getByTestId('invite-send').click();
  await seeToast(page, fill(en.invite.sent_other, { count: 2 }));
  for (const to of [first, second]) expect(linkIn(await waitForMail(to), '/register?studyToken=')).toBe(link);

  // Duplicate with new dates: the copy's panel replaces the first one, with a link of its own.
  await panel.getByTestId('share-duplicate').click();
  const form = page.getByTestId('duplicate-form');
  await form.getByTestId('duplicate-description').fill(copyDescription);
  await form.getByTestId('duplicate-submit').click();
  await seeToast(page, en.duplicate.success);
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(fill(en.panel.createdTitle, { study: copyDescription }));
  const copyLink = await panel.getByTestId('share-link').inputValue();
  expect(copyLink).toMatch(/studyToken=[A-Za-z0-9_-]{22}$/);
  expect(copyLink).not.toBe(link);
  const copyRow = studyRow(page, copyDescription);
  await expect(copyRow).toBeVisible();
  const copyId = await copyRow.getAttribute('data-study-id');

  // On a phone, in Spanish, from the study's page: the system share sheet is offered and gets the link.
  await page.addInitScript(() => {
    localStorage.setItem('cp.language', 'es');
    const shared: unknown[] = [];
    (window as unknown as { __shared: unknown[] }).__shared = shared;
    Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: unknown) => void shared.push(data) });
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/studies/${copyId}/members`);
  await page.getByTestId('open-share-panel').click();
  const dialog = page.getByTestId('share-dialog');
  await expect(dialog.getByTestId('share-link')).toHaveValue(copyLink);
  await expect(dialog.getByTestId('share-sheet')).toHaveText(es.panel.shareSheet);
  await shot(page, 'dialog-es', ['phone']);
  await expectAccessible(page, '[data-testid="share-dialog"]');
  await dialog.getByTestId('share-sheet').click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: Array<{ url: string }> }).__shared.map((d) => d.url)))
    .toEqual([copyLink]);
  await page.keyboard.press('Escape');

  // Closed: the panel says why and offers only a copy (both studies are closed, so nobody keeps them pending).
  const coachEs = catalogue('coach', 'es');
  await page.setViewportSize({ width: 1280, height: 800 });
  await closeStudy(page, copyDescription, coachEs.toasts.closeSuccess);
  await closeStudy(page, description, coachEs.toasts.closeSuccess);
  await studyRow(page, description).getByRole('button').click();
  await page.getByTestId('action-share').click();
  const closed = page.getByTestId('share-dialog');
  await expect(closed.getByTestId('share-disabled')).toHaveText(es.disabled.closed);
  await expect(closed.getByTestId('share-copy')).toHaveCount(0);
  await expect(closed.getByTestId('share-poster')).toHaveCount(0);
  await expect(closed.getByTestId('share-duplicate')).toBeEnabled();
  await shot(page, 'closed-es');
  await expectAccessible(page, '[data-testid="share-dialog"]');
});
