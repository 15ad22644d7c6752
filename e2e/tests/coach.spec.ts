import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { DEMO } from '../support/env.ts';
import { acceptCookies, signIn, useLanguage } from '../support/session.ts';
import { type AnswerValue, answerCurrentQuestion } from '../support/answering.ts';

/**
 * The coach catalogue of a language, so that the test reads the same texts a coach does. Every language has the
 * English catalogue's keys (the web client's completeness test checks it), so the English one gives the type.
 */
type Catalogue = typeof import('../../packages/texts/locales/en/coach.json');
const catalogue = (lang: string): Catalogue =>
  JSON.parse(readFileSync(new URL(`../../packages/texts/locales/${lang}/coach.json`, import.meta.url), 'utf8'));
const fill = (text: string, values: Record<string, string | number>) => text.replace(/{{(\w+)}}/g, (_m, k) => String(values[k]));
const SHOTS = process.env.COACH_SHOTS ? '/tmp/shots-coach' : null;

// The default motion (the run's default is reduced, playwright.config.ts): the coach's dialogs open and close with
// their transitions, so a transition that gets in a click's way is still seen.
test.use({ reducedMotion: 'no-preference' });

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const studyRow = (page: Page, description: string) => page.getByTestId('study-row').filter({ hasText: description });

async function openAction(page: Page, description: string, action: string) {
  await studyRow(page, description).getByRole('button').click();
  await page.getByTestId(`action-${action}`).click();
}

/** A new player registers through the study link in a fresh browser and answers every question. */
async function registerAndAnswer(browser: Browser, link: string, lang: string, who: { name: string; surname: string; email: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, lang);
  await page.goto(link);
  await acceptCookies(page);
  await expect(page.getByTestId('register-form')).toBeVisible();
  await page.locator('#register-name').fill(who.name);
  await page.locator('#register-surname').fill(who.surname);
  await page.locator('#register-email').fill(who.email);
  await page.locator('#register-password').fill('Newplayer2026');
  await page.locator('#register-repeatPassword').fill('Newplayer2026');
  await page.locator('#register-birthDate').fill('2000-05-05');
  await page.locator('#register-termsAccepted').check();
  const submit = page.getByTestId('register-form').locator('button[type="submit"]');
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  await submit.click();
  // Registration lands on the study's questions (the study is open).
  await expect(page).toHaveURL(/\/evaluations\/\d+\/continue$/);

  await page.goto('/evaluations/pending');
  await page.getByTestId('evaluations-list').locator('a[data-testid^="continue-"]').first().click();
  for (let i = 0; i < 80 && !/\/end/.test(page.url()); i++) {
    await answerCurrentQuestion(page, String((i % 5) + 1) as AnswerValue);
  }
  await expect(page).toHaveURL(/\/evaluations\/\d+\/end/);
  await context.close();
}

// One language per journey (the player's runs in Spanish, the admin's in Italian): German, the longest words.
for (const lang of ['de'] as const) {
  test(`a coach creates a study, shares it, follows a new player's answer, closes and reopens it (${lang})`, async ({
    page,
    browser,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const tr = catalogue(lang);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await useLanguage(page, lang);
    await signIn(page, DEMO.coach);
    await expect(page).toHaveURL(/\/home$/);
    await page.getByTestId('nav-studies').click();
    await expect(page.getByTestId('studies-page')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr.list.title);

    // Create a study for the first team (its two players and the coach are invited).
    const description = `E2E ${lang} check-in ${Date.now()}`;
    await page.getByTestId('new-study').click();
    await page.getByTestId('study-group-select').click();
    await page.getByRole('listbox').getByRole('option', { name: 'Primer Equip' }).click();
    await page.getByTestId('quiz-select').click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await page.getByTestId('study-form').getByTestId('study-description').fill(description);
    await shot(page, `create-${lang}`);
    // The study starts today: the form says the team is mailed at once, and saves only once the coach confirms it.
    await expect(page.getByTestId('study-starts-today')).toContainText(tr.form.startsToday);
    await page.getByTestId('study-form-submit').click();
    await expect(page.getByText(tr.form.startsTodayRequired)).toBeVisible();
    await page.getByTestId('study-starts-today-confirm').check();
    // Primer Equip has a running study of this quiz: the form names it and asks before a second one.
    await expect(page.getByTestId('study-open-same-quiz')).toBeVisible();
    await page.getByTestId('study-open-same-quiz-confirm').check();
    await page.getByTestId('study-form-submit').click();
    await expect(page.getByText(tr.toasts.createSuccess)).toBeVisible();
    const row = studyRow(page, description);
    await expect(row.getByTestId('study-state')).toHaveText(tr.states.open);
    // The first team's players are invited (Pau, Oriol, and whoever joined it through an earlier test's link).
    const answers = row.getByTestId('study-player-answers');
    await expect(answers).toHaveText(new RegExp(`^${fill(tr.list.answersOf, { answered: 0, invited: '(\\d+)' })}$`));
    const invited = Number(/(\d+)\D*$/.exec((await answers.textContent()) ?? '')?.[1]);
    expect(invited).toBeGreaterThanOrEqual(2);
    await expect(row.getByTestId('study-is-answered')).toHaveText(tr.list.no);
    await shot(page, `studies-${lang}`);

    // Share: the link, copy it, download the QR code and read it back.
    await openAction(page, description, 'share');
    const dialog = page.getByTestId('share-dialog');
    const link = await dialog.getByTestId('share-link').inputValue();
    expect(link).toMatch(new RegExp(`^${baseURL}/register\\?studyToken=[A-Za-z0-9_-]{22}$`));
    await dialog.getByTestId('share-copy').click();
    await expect(page.getByText(tr.share.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('share-download').click()]);
    const studyId = await row.getAttribute('data-study-id');
    expect(download.suggestedFilename()).toBe(`study-${studyId}-qr.png`);
    const png = PNG.sync.read(readFileSync((await download.path()) as string));
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(link);
    await shot(page, `share-${lang}`);
    await page.keyboard.press('Escape');

    // Before anyone answers, the report has nobody; this quiz has no KPIs, so no summary section at all.
    await openAction(page, description, 'report');
    await expect(page.getByTestId('report-players-count')).toHaveText(fill(tr.report.answeredOf, { answered: 0, invited }));
    await expect(page.getByTestId('report-candidates')).toHaveCount(0);
    await expect(page.getByTestId('report-key-terms')).toHaveCount(0);

    // A new player registers through the link and answers.
    const newcomer = { name: 'Nil', surname: `Nou ${lang}${Date.now() % 100000}`, email: `newcomer-${lang}-${Date.now()}@example.test` };
    await registerAndAnswer(browser, link, lang, newcomer);

    // The coach sees the player count rise and the report change.
    await page.goto('/studies');
    await expect(row.getByTestId('study-player-answers')).toHaveText(fill(tr.list.answersOf, { answered: 1, invited: invited + 1 }));
    await expect(row.getByTestId('study-state')).toHaveText(tr.states.inprogress);
    await openAction(page, description, 'members');
    await expect(page.getByTestId('study-member-row')).toHaveCount(invited + 2);
    const member = page.getByTestId('study-member-row').filter({ hasText: newcomer.surname });
    await expect(member.getByTestId('member-answered')).toHaveText(tr.members.yes);
    await shot(page, `members-${lang}`);
    await page.goto('/studies');
    await openAction(page, description, 'report');
    await expect(page.getByTestId('report-players-count')).toHaveText(fill(tr.report.answeredOf, { answered: 1, invited: invited + 1 }));
    const candidate = page.getByTestId('candidate-row').filter({ hasText: `${newcomer.name} ${newcomer.surname}` });
    await expect(candidate).toHaveCount(1);
    await expect(candidate.getByTestId('candidate-need-level')).toHaveText(/\S/);
    await expect(candidate).toContainText(fill(tr.ageGroups.Senior, { from: 21 }));
    await expect(page.getByTestId('need-level-total')).toHaveText('1');
    await expect(page.getByTestId('breakdown-Senior')).toContainText(tr.report.hiddenAverage);
    await shot(page, `report-${lang}`);

    // Close, then reopen, each after a confirmation.
    await page.goto('/studies');
    await openAction(page, description, 'close');
    await page.getByTestId('confirm-transition').click();
    await expect(page.getByText(tr.toasts.closeSuccess)).toBeVisible();
    await expect(row.getByTestId('study-state')).toHaveText(tr.states.closed);
    await openAction(page, description, 'reopen');
    await page.getByTestId('confirm-transition').click();
    await expect(page.getByText(tr.toasts.reopenSuccess)).toBeVisible();
    await expect(row.getByTestId('study-state')).toHaveText(tr.states.inprogress);
  });
}

test('the demo study report shows the key-term summary, and filters narrow the list', async ({ page }) => {
  const tr = catalogue('en');
  await signIn(page, DEMO.coach);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/studies');
  const autumn = studyRow(page, 'Autumn check-in 2026');
  await expect(autumn.getByTestId('study-is-answered')).toHaveText(tr.list.yes);

  await page.getByTestId('filter-state').click();
  await page.getByRole('listbox').getByRole('option', { name: tr.states.finished }).click();
  await expect(studyRow(page, 'Spring check-in 2026')).toBeVisible();
  await expect(autumn).toHaveCount(0);
  await page.getByTestId('filter-state').click();
  await page.getByRole('listbox').getByRole('option', { name: tr.states.inprogress }).click();
  await expect(autumn).toBeVisible();

  await openAction(page, 'Autumn check-in 2026', 'report');
  await expect(page).toHaveURL(/\/studies\/\d+\/report$/);
  await expect(page.getByTestId('key-term-summary').locator('tbody tr')).toHaveCount(6);
  // The demo's 9 finished players are more than one step of 6: every key term shows released figures, with the rule.
  await expect(page.getByTestId('key-term-summary').locator('[data-released="true"]')).toHaveCount(6);
  await expect(page.getByTestId('key-term-release')).toContainText(fill(tr.report.releaseRule, { step: 6 }));
  // The chart is drawn when scrolled near.
  await page.getByTestId('report-need-levels').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('need-level-chart')).toBeVisible();
  await expect(page.getByTestId('candidate-row').first().getByTestId('candidate-need-level')).toHaveText(/\S/);
  // Each key term's average says its level in words.
  await expect(page.getByTestId('key-term-avg-level')).toHaveCount(6);
  await shot(page, 'report-demo-en');
  // Who has not answered yet, and the reminders, one click from the report.
  const reportUrl = page.url();
  await page.getByTestId('open-study-members').click();
  await expect(page).toHaveURL(reportUrl.replace(/\/report$/, '/members'));
});

test('the KPIs message shows while 5 or fewer players have answered', async ({ page }) => {
  const tr = catalogue('en');
  await signIn(page, DEMO.otherCoach);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/studies');
  await openAction(page, 'Saisonstart 2026/27', 'report');
  await expect(page.getByTestId('kpi-not-enough')).toHaveText(fill(tr.report.notEnoughAnswers, { summaryPlayers: 5 }));
  await expect(page.getByTestId('key-term-summary')).toHaveCount(0);
});

test("a player opening the coach screens goes home, and a coach opening another club's report too", async ({ page }) => {
  // This test signs out, which ends every token of the member: not the demo player other tests use in parallel.
  await signIn(page, DEMO.teamPlayer);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/studies');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/studies/1/report');
  await expect(page).toHaveURL(/\/home$/);
  await page.getByTestId('sign-out').click();

  await signIn(page, DEMO.otherCoach);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/studies');
  await expect(studyRow(page, 'Autumn check-in 2026')).toHaveCount(0);
  await page.goto('/studies/1/report');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/studies/abc/report');
  await expect(page).toHaveURL(/\/notfound$/);
});
