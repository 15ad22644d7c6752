import { mkdirSync, readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { DEMO, DEMO_PASSWORD } from '../support/env.ts';
import { FRESH_PLAYER_PASSWORD, registerFreshPlayer } from '../support/fresh-player.ts';
import { apiSignIn, callApi } from '../support/invitation-scene.ts';
import { signIn, useLanguage } from '../support/session.ts';

/**
 * A platform admin cancels a study after a confirmation that says what follows; the coach sees
 * it as cancelled with nothing to reopen; its player cannot answer any more. Everything here is made for this
 * test (a club, a team, a coach, a study and a player with unique names): no demo study is cancelled.
 */

type Catalogue = Record<string, unknown>;
const catalogue = (lang: string, ns: string): Catalogue =>
  JSON.parse(readFileSync(new URL(`../../packages/texts/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));
const text = (c: Catalogue, key: string, values: Record<string, string | number> = {}) => {
  const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], c);
  if (typeof value !== 'string') throw new Error(`no text ${key}`);
  return value.replace(/{{(\w+)}}/g, (_m, k) => String(values[k]));
};

const SHOTS = '/tmp/shots-cancel';
async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const XSRF = 'e2e-cancel-xsrf-0123456789';

/** A player registered through the study's own link (the register form's call, the captcha solved as the widget). */
async function registerThrough(request: APIRequestContext, studyToken: string, who: { name: string; surname: string; tag: string }): Promise<string> {
  const email = `cancel-${who.tag}-${Date.now().toString(36)}@example.test`;
  const settings = await (await request.get('/appsettings.json')).json();
  let captcha: string | undefined;
  if (settings.captcha?.enabled) {
    const challenge = await (await request.get('/api/captcha/challenge')).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }
  const res = await request.post('/api/account/register/player', {
    headers: { 'x-xsrf-token': XSRF, cookie: `XSRF-TOKEN=${XSRF}` },
    data: {
      name: who.name,
      surname: who.surname,
      email,
      password: FRESH_PLAYER_PASSWORD,
      repeatPassword: FRESH_PLAYER_PASSWORD,
      birthDate: '2005-05-05',
      termsAccepted: true,
      guardianConfirmed: false,
      studyToken,
      captcha,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return email;
}

/** A club, a team of a demo quiz's category, a fresh coach of it, a running study and one player of it. */
async function buildScene(request: APIRequestContext, tag: string) {
  const run = `${tag}${Date.now().toString(36).slice(-5)}`.toUpperCase();
  const admin = await apiSignIn(request, DEMO.admin, DEMO_PASSWORD);
  const quizzes = (await callApi(request, 'GET', '/api/admin/quiz', admin)) as Array<{ categoryId: number; enabled: boolean; studies: number }>;
  const used = quizzes.find((q) => q.enabled && q.studies > 0) ?? quizzes.find((q) => q.enabled);
  if (!used) throw new Error('No enabled quiz: is the demo data loaded?');
  const [account] = (await callApi(request, 'GET', '/api/admin/account', admin)) as Array<{ id: number }>;
  if (!account) throw new Error('No customer account in the demo data');
  const club = await callApi(
    request,
    'POST',
    '/api/admin/club',
    admin,
    { name: `Cancel FC ${run}`, code: `C${run}`.slice(0, 10), accountId: account.id, active: true },
    201,
  );
  const group = await callApi(
    request,
    'POST',
    '/api/admin/studyGroup',
    admin,
    { clubId: club.id, name: `Under 18 ${run}`, code: `K${run}`.slice(0, 10), categoryId: used.categoryId },
    201,
  );
  const coachEmail = await registerFreshPlayer(request, `cancel-coach-${tag}`);
  await callApi(request, 'POST', `/api/admin/squadMember/byclub/${club.id}/AddCoach`, admin, { email: coachEmail, studyGroupId: group.id });
  const coach = await apiSignIn(request, coachEmail, FRESH_PLAYER_PASSWORD);
  const [quiz] = (await callApi(request, 'GET', `/api/manager/quiz/available?studyGroupId=${group.id}`, coach)) as Array<{ id: number }>;
  if (!quiz) throw new Error('No quiz for the demo category');
  const today = new Date().toISOString().slice(0, 10);
  const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const study = (await callApi(
    request,
    'POST',
    '/api/manager/study',
    coach,
    { studyGroupId: group.id, quizId: quiz.id, description: `Cancelled check-in ${run}`, startDate: today, dueDate: later },
    201,
  )) as { id: number; token: string; description: string };
  const playerEmail = await registerThrough(request, study.token, { name: 'Júlia', surname: `Ferrer ${run}`, tag });
  // A second player answers every question before the study is cancelled: their report is kept.
  const finisher = { name: 'Pau', surname: `Serra ${run}` };
  const finisherEmail = await registerThrough(request, study.token, { ...finisher, tag: `${tag}-done` });
  const finisherToken = await apiSignIn(request, finisherEmail, FRESH_PLAYER_PASSWORD);
  const [evaluation] = (await callApi(request, 'GET', '/api/evaluation/getMyPendingEvaluations', finisherToken)) as Array<{ id: number }>;
  if (!evaluation) throw new Error('The finisher has no evaluation');
  for (let finished = false; !finished; ) {
    const next = (await callApi(request, 'GET', `/api/evaluation/${evaluation.id}/continueQuiz`, finisherToken)) as { entryId: number };
    const res = (await callApi(request, 'POST', `/api/evaluation/${evaluation.id}/answer/${next.entryId}`, finisherToken, { selectedAnswer: 2 })) as {
      finished: boolean;
    };
    finished = res.finished;
  }
  return {
    clubId: club.id as number,
    club: club.name as string,
    groupId: group.id as number,
    study,
    coachEmail,
    coachToken: coach,
    playerEmail,
    finisher: { fullName: `${finisher.name} ${finisher.surname}`, token: finisherToken, evaluationId: evaluation.id },
  };
}

for (const lang of ['en', 'es'] as const) {
  test(`an admin cancels a study after confirming; its coach and player see it ended (${lang})`, async ({ page, browser, request }) => {
    // Three members sign in, each in their own browser: 45-54 s alone on a quiet machine, past the default
    // minute (twice, on its retry too) when CI's other journeys ran beside it.
    test.setTimeout(150_000);
    const A = catalogue(lang, 'admin');
    const C = catalogue(lang, 'coach');
    const s = await buildScene(request, lang);

    // The admin opens the study's members, asks to cancel, reads what follows, keeps it once, then cancels.
    await useLanguage(page, lang);
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/admin/);
    await page.goto(`/admin/clubs/${s.clubId}/studygroups/${s.groupId}/studies/${s.study.id}/Members`);
    await expect(page.getByTestId('study-state')).toHaveText(text(C, 'states.inprogress'));
    await page.getByTestId('cancel-study').click();
    const consequences = page.getByTestId('cancel-study-consequences');
    // The coach and one player have an unfinished evaluation; the other player finished.
    await expect(consequences).toContainText(text(A, 'cancelStudy.unfinished_other', { count: 2 }));
    await expect(consequences).toContainText(text(A, 'cancelStudy.kept_one', { count: 1 }));
    await expect(consequences).toContainText(text(A, 'cancelStudy.final'));
    await shot(page, `confirm-${lang}`);
    await page.getByTestId('keep-study').click();
    await expect(consequences).toBeHidden();
    await expect(page.getByTestId('study-state')).toHaveText(text(C, 'states.inprogress'));
    await page.getByTestId('cancel-study').click();
    await page.getByTestId('confirm-cancel-study').click();
    await expect(page.getByText(text(A, 'cancelStudy.done', { study: s.study.description }))).toBeVisible();
    await expect(page.getByTestId('study-state')).toHaveText(text(C, 'states.cancelled'));
    await expect(page.getByTestId('cancel-study')).toHaveCount(0);
    await shot(page, `cancelled-${lang}`);

    // The finished report is kept: the admin reads it under the player's name, worded for the admin.
    await page.goto(`/admin/evaluations/${s.finisher.evaluationId}/report`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(A, 'report.individual.title', { name: s.finisher.fullName }));
    await expect(page.getByTestId('report-meta')).toContainText(`${s.study.description} · ${s.club}`);
    await expect(page.getByText(text(A, 'report.individual.keyTerms', { name: s.finisher.fullName }))).toBeVisible();
    await shot(page, `report-${lang}`);
    const own = (await callApi(request, 'GET', `/api/evaluation/${s.finisher.evaluationId}/report`, s.finisher.token)) as Record<string, unknown>;
    expect(own.evaluationId).toBe(s.finisher.evaluationId);
    expect(own).not.toHaveProperty('player');

    // The group's studies say the same word; the row's cancel action is not offered any more.
    await page.goto(`/admin/clubs/${s.clubId}/studygroups/${s.groupId}/studies`);
    const adminRow = page.getByTestId('study-row').filter({ hasText: s.study.description });
    await expect(adminRow.getByTestId('study-state')).toHaveText(text(C, 'states.cancelled'));
    await adminRow.getByTestId('row-actions').click();
    await expect(page.getByTestId('action-cancel')).toBeDisabled();
    await page.keyboard.press('Escape');

    // The coach sees it cancelled, with nothing to reopen, close or edit.
    const coachContext = await browser.newContext();
    const coachPage = await coachContext.newPage();
    await useLanguage(coachPage, lang);
    await signIn(coachPage, s.coachEmail, FRESH_PLAYER_PASSWORD);
    await expect(coachPage).toHaveURL(/\/home$/);
    await coachPage.goto('/studies');
    const row = coachPage.getByTestId('study-row').filter({ hasText: s.study.description });
    await expect(row.getByTestId('study-state')).toHaveText(text(C, 'states.cancelled'));
    await row.getByRole('button').click();
    await expect(coachPage.getByTestId('action-report')).toBeVisible();
    for (const action of ['reopen', 'close', 'edit']) await expect(coachPage.getByTestId(`action-${action}`)).toHaveCount(0);
    await coachContext.close();
    await callApi(request, 'PUT', `/api/manager/study/${s.study.id}/reopen`, s.coachToken, {}, 409);

    // The player has nothing to answer, and the server refuses an answer.
    const player = await apiSignIn(request, s.playerEmail, FRESH_PLAYER_PASSWORD);
    const pending = (await callApi(request, 'GET', '/api/evaluation/getMyPendingEvaluations', player)) as Array<{ id: number }>;
    const ended = (await callApi(request, 'GET', '/api/evaluation/getMyFinishedEvaluations', player)) as Array<{ id: number; state: string }>;
    const mine = ended.find((e) => e.state === 'cancelled');
    expect(mine, JSON.stringify(ended)).toBeTruthy();
    expect(pending.map((e) => e.id)).not.toContain(mine?.id);
    const refused = await callApi(request, 'GET', `/api/evaluation/${mine?.id}/continueQuiz`, player, undefined, 409);
    expect(refused.errors[0].code).toBe('EvaluationNotAccepting');
    const playerContext = await browser.newContext();
    const playerPage = await playerContext.newPage();
    await useLanguage(playerPage, lang);
    await signIn(playerPage, s.playerEmail, FRESH_PLAYER_PASSWORD);
    await expect(playerPage).toHaveURL(/\/home$/);
    // Nothing to continue among the pending evaluations; the ended list names the study as cancelled.
    await playerPage.goto('/evaluations/pending');
    await expect(playerPage.getByTestId(`continue-${mine?.id}`)).toHaveCount(0);
    await playerPage.goto('/evaluations/finished');
    const endedRow = playerPage.getByTestId(`evaluation-${mine?.id}`);
    await expect(endedRow).toContainText(s.study.description);
    await expect(endedRow).toContainText(text(catalogue(lang, 'player'), 'states.cancelled'));
    await expect(playerPage.getByTestId(`continue-${mine?.id}`)).toHaveCount(0);
    await playerContext.close();
  });
}
