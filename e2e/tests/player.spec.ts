import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { type AnswerValue, answerCurrentQuestion } from '../support/answering.ts';
import { axeViolations } from '../support/axe.ts';
import { DEMO } from '../support/env.ts';
import { FRESH_PLAYER_PASSWORD, registerFreshPlayer } from '../support/fresh-player.ts';
import { signIn, useLanguage } from '../support/session.ts';
import { settleAnimations } from '../support/settled.ts';

/** The player journey on a phone (docs/design.md#states and #reports). */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const SHOTS = '/tmp/shots-player';
const shot = async (page: Page, name: string) => {
  if (!process.env.PLAYER_SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** No WCAG A/AA violation in the page's main content. */
async function expectAccessible(page: Page) {
  await settleAnimations(page);
  const violations = await axeViolations(page, { include: '#main', tags: ['wcag2a', 'wcag2aa'] });
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const progressText = (lang: 'en' | 'es', position: number, total: number) =>
  lang === 'en' ? `Question ${position} of ${total}` : `Pregunta ${position} de ${total}`;

/** Answers the question on screen (at `position`) with a level ('1'..'5' or 'na'): one tap, the screen moves on. */
async function answerCurrent(page: Page, value: AnswerValue, position: number, total: number, lang: 'en' | 'es') {
  await expect(page.getByTestId('question-progress')).toHaveText(progressText(lang, position, total));
  await answerCurrentQuestion(page, value);
}

async function journey(page: Page, lang: 'en' | 'es') {
  const t =
    lang === 'en'
      ? { pendingTitle: 'Pending evaluations', start: 'Start', end: 'Well done!', map: 'Map', table: 'Table', report: 'My report' }
      : { pendingTitle: 'Evaluaciones pendientes', start: 'Empezar', end: '¡Muy bien!', map: 'Mapa', table: 'Tabla', report: 'Mi informe' };

  // Home offers to answer the pending evaluation.
  await expect(page).toHaveURL(/\/home/);
  await expect(page.getByTestId('home-pending')).toContainText(
    lang === 'en' ? 'You have 1 evaluation to answer.' : 'Tienes 1 evaluación por responder.',
  );
  await page.getByTestId('home-pending').getByRole('link').click();

  // Pending list (cards on a phone), start the evaluation.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.pendingTitle);
  await expect(page.getByTestId('evaluations-list')).toContainText('Autumn check-in 2026');
  await shot(page, `${lang}-pending`);
  await page.getByRole('link', { name: t.start }).click();

  await expect(page).toHaveURL(/\/evaluations\/\d+\/continue$/);
  const evaluationId = Number(/evaluations\/(\d+)/.exec(page.url())?.[1]);
  const progress = page.getByTestId('question-progress');
  await expect(progress).toContainText(lang === 'en' ? 'Question 1 of' : 'Pregunta 1 de');
  const total = Number(/(\d+)\s*$/.exec((await progress.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(6);
  await expect(page.getByTestId('question-text')).not.toBeEmpty();
  await shot(page, `${lang}-question`);
  await expectAccessible(page);

  // Help: a tooltip on focus, the full dialog on click.
  await page.getByTestId('question-help').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shot(page, `${lang}-help`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // Question 1 with the keyboard alone: focus the scale, arrows move the choice (without moving on), Enter goes on.
  await page.getByTestId('answer-3').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('answer-4')).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(progress).toHaveText(progressText(lang, 2, total));

  // Questions 2..5: some 'not relevant'.
  const values: AnswerValue[] = ['na', '2', '5', 'na'];
  for (const [i, v] of values.entries()) await answerCurrent(page, v, i + 2, total, lang);

  // A reload continues where the player stopped; going back shows the stored answer, which can be changed.
  await expect(progress).toHaveText(progressText(lang, 6, total));
  await page.reload();
  await expect(progress).toHaveText(progressText(lang, 6, total));
  await page.getByTestId('previous-question').click();
  await expect(progress).toHaveText(progressText(lang, 5, total));
  await expect(page.getByTestId('answer-na')).toBeChecked();
  await answerCurrentQuestion(page, '1');
  await expect(progress).toHaveText(progressText(lang, 6, total));
  await page.getByTestId('previous-question').click();
  await expect(page.getByTestId('answer-1')).toBeChecked();
  await page.getByTestId('next-question').click();

  // The rest, up to the last question, whose button finishes.
  for (let position = 6; position <= total; position++) {
    if (position === total) await expect(page.getByTestId('next-question')).toHaveText(lang === 'en' ? 'Finish' : 'Terminar');
    await answerCurrent(page, String(((position * 3) % 5) + 1) as AnswerValue, position, total, lang);
  }

  // End screen, then the report.
  await expect(page).toHaveURL(new RegExp(`/evaluations/${evaluationId}/end$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.end);
  await expect(page.getByTestId('end-pending')).toBeVisible();
  await shot(page, `${lang}-end`);
  await page.getByTestId('end-report').click();

  await expect(page).toHaveURL(new RegExp(`/evaluations/${evaluationId}/report$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.report);
  await expect(page.getByTestId('report-coefficient-value')).toHaveText(/^\d{1,3}[.,]\d$/);
  await expect(page.getByTestId('report-need-level')).toHaveText(
    lang === 'en' ? /^(Minimal|Moderate|High|Critical)$/ : /^(Mínimo|Moderado|Alto|Crítico)$/,
  );
  await expect(page.getByTestId('report-recommendation')).toBeVisible();
  await expect(page.getByTestId('report-info')).toBeVisible();
  await expect(page.getByTestId('report-help')).toBeVisible();
  const tiles = page.getByTestId('key-term-tile');
  await expect(tiles).toHaveCount(6);
  await shot(page, `${lang}-report-map`);
  await expectAccessible(page);
  await page.getByTestId('report-view-switch').getByText(t.table).click();
  await expect(page.getByTestId('key-terms-table')).toBeVisible();
  await expect(page.getByTestId('key-terms-table').locator('tbody tr')).toHaveCount(6);
  await expect(tiles).toHaveCount(0);
  await shot(page, `${lang}-report-table`);
  await page.getByTestId('report-view-switch').getByText(t.map).click();
  await expect(tiles).toHaveCount(6);

  // Finished now: no longer pending, listed with its report; the continue screen leads to the report.
  await page.goto('/evaluations/pending');
  await expect(page.getByTestId('evaluations-empty')).toBeVisible();
  await page.goto('/evaluations/finished');
  await expect(page.getByTestId(`report-${evaluationId}`)).toBeVisible();
  await page.goto(`/evaluations/${evaluationId}/continue`);
  await expect(page).toHaveURL(new RegExp(`/evaluations/${evaluationId}/report$`));

  // The end screen cannot be reached directly.
  await page.goto(`/evaluations/${evaluationId}/end`);
  await expect(page).toHaveURL(/\/home$/);
}

test.describe('a player answers a study on a phone and reads the report', () => {
  // Two dozen questions, each a real round trip. One language per journey keeps the suite short: English
  // answering is covered by the accessibility pass and the foundation tests; the five catalogues by their
  // completeness test; the coach's journey runs in German, the admin's in Italian.
  test.describe.configure({ timeout: 150_000 });
  test('in Spanish', async ({ page, request }) => {
    const email = await registerFreshPlayer(request, 'es');
    await useLanguage(page, 'es');
    await signIn(page, email, FRESH_PLAYER_PASSWORD);
    await journey(page, 'es');
  });
});

test.describe('the demo player (read only)', () => {
  test('sees the pending and finished evaluations in Spanish and reads the spring report', async ({ page }) => {
    await useLanguage(page, 'es');
    await signIn(page, DEMO.player);
    await expect(page).toHaveURL(/\/home/);
    await page.goto('/evaluations/pending');
    await expect(page.getByTestId('evaluations-list')).toContainText('Autumn check-in 2026');
    await expect(page.getByTestId('evaluations-list')).toContainText('CF Montjuïc');
    await page.goto('/evaluations/finished');
    const spring = page.getByTestId('evaluations-list').locator('article', { hasText: 'Spring check-in 2026' });
    await expect(spring).toContainText('Finalizada');
    // The day the study's answers will be deleted (the retention policy), in the list and on the report.
    await expect(spring).toContainText('Las respuestas se borrarán el');
    await spring.getByRole('link', { name: 'Ver informe' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mi informe');
    await expect(page.getByTestId('answer-retention')).toContainText('Las respuestas se borrarán el');
    await expect(page.getByTestId('key-term-tile').first()).toContainText(/Genial|Bien|Regular|Necesita atención|Necesita apoyo/);
    await expect(page.getByTestId('report-help')).toContainText('Estrés y presión');
  });

  test("the states of a coach's own evaluations are never cut in a table (Italian, 1280 px)", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await useLanguage(page, 'it');
    await signIn(page, DEMO.coach);
    await expect(page).toHaveURL(/\/home/);
    await page.goto('/evaluations/finished');
    const labels = page.getByTestId('evaluations-list').locator('.mantine-Badge-label');
    await expect(labels.first()).toHaveText('Completata');
    // The table once squeezed the badge's column to "Comple…": its label's own ellipsis let it shrink to nothing.
    for (const label of await labels.all()) {
      expect(await label.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    }
  });

  test('a direct visit to the end screen, or a malformed id, goes elsewhere', async ({ page }) => {
    await signIn(page, DEMO.player);
    await expect(page).toHaveURL(/\/home/);
    await page.goto('/evaluations/1/end');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/evaluations/abc/continue');
    await expect(page).toHaveURL(/\/notfound$/);
  });

  test("a player cannot open another player's report", async ({ page }) => {
    await signIn(page, DEMO.otherCoach);
    await expect(page).toHaveURL(/\/home/);
    // Evaluation 1 is a CF Montjuïc player's; Jonas coaches SV Isar and answers as Coach there.
    await page.goto('/evaluations/1/report');
    await expect(page).toHaveURL(/\/evaluations\/finished$/);
  });
});
