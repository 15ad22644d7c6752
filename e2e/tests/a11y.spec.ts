import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { DEMO, DEMO_PASSWORD, E2E_PORT } from '../support/env.ts';

/**
 * Accessibility (issue 7): axe-core on every screen, as a visitor, the player, the coach and the admin —
 * no serious or critical violation of WCAG 2 A/AA. Read-only: the screens are opened, never submitted, so
 * the shared demo data stays as the other tests expect it. The player who opens a continue screen is Felix
 * Bauer (SV Isar), whom no other test uses.
 */

const BASE = `http://127.0.0.1:${E2E_PORT}`;
const XSRF = 'a11y-xsrf-token';
const CONTINUE_PLAYER = 'felix.bauer@clubpulse.example';

type Who = 'visitor' | 'player' | 'continuePlayer' | 'coach' | 'admin';
interface Ids {
  clubId: number;
  studyGroupId: number;
  studyId: number;
  /** The demo player's finished evaluation (spring study): it has a report. */
  finishedEvaluationId: number;
  /** Felix's open evaluation (SV Isar). */
  openEvaluationId: number;
}

const tokens: Partial<Record<Who, string>> = {};
let ids: Ids;

async function api(ctx: APIRequestContext, method: 'GET' | 'POST', path: string, token?: string, data?: object) {
  const res = await ctx.fetch(`${BASE}/${path}`, {
    method,
    data,
    headers: { 'x-xsrf-token': XSRF, cookie: `XSRF-TOKEN=${XSRF}`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  expect(res.status(), `${method} ${path}`).toBe(200);
  return res.json();
}

test.beforeAll(async () => {
  const ctx = await request.newContext();
  const settings = await (await ctx.get(`${BASE}/appsettings.json`)).json();
  // Sign-in through the API, solving the anti-robot challenge as the widget does when it is enabled.
  const signIn = async (email: string) => {
    let captcha: string | undefined;
    if (settings.captcha?.enabled) {
      const challenge = await (await ctx.get(`${BASE}/api/captcha/challenge`)).json();
      const solution = await solveChallenge({ challenge, deriveKey });
      captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    }
    return (await api(ctx, 'POST', 'api/member/authenticate', undefined, { email, password: DEMO_PASSWORD, captcha })).token as string;
  };
  tokens.player = await signIn(DEMO.player);
  tokens.continuePlayer = await signIn(CONTINUE_PLAYER);
  tokens.coach = await signIn(DEMO.coach);
  tokens.admin = await signIn(DEMO.admin);

  const studies = (await api(ctx, 'GET', 'api/manager/study/all', tokens.coach)) as Array<{ id: number; token: string; clubId: number; studyGroupId: number }>;
  const autumn = studies.find((s) => s.token === DEMO.studyToken) ?? studies[0];
  const finished = (await api(ctx, 'GET', 'api/evaluation/getMyFinishedEvaluations', tokens.player)) as Array<{ id: number; hasReport: boolean }>;
  const pending = (await api(ctx, 'GET', 'api/evaluation/getMyPendingEvaluations', tokens.continuePlayer)) as Array<{ id: number; canAnswer: boolean }>;
  ids = {
    clubId: autumn.clubId,
    studyGroupId: autumn.studyGroupId,
    studyId: autumn.id,
    finishedEvaluationId: finished.find((e) => e.hasReport)!.id,
    openEvaluationId: pending.find((e) => e.canAnswer)!.id,
  };
  await ctx.dispose();
});

interface Screen {
  name: string;
  who: Who;
  path: (ids: Ids) => string;
  /** What to bring on screen before the check, for content drawn only when scrolled near. */
  reveal?: (page: Page) => Promise<void>;
}

/** The group report draws its chart when scrolled near: axe checks it too. */
async function revealChart(page: Page) {
  await page.getByTestId('report-need-levels').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('need-level-chart')).toBeVisible();
}

const screens: Screen[] = [
  // Public pages.
  { name: 'login', who: 'visitor', path: () => '/login' },
  { name: 'forgot password', who: 'visitor', path: () => '/forgot-password' },
  { name: 'register through a study link', who: 'visitor', path: () => `/register?studyToken=${DEMO.studyToken}` },
  { name: 'reset password (invalid link)', who: 'visitor', path: () => '/reset-password?email=nobody%40example.test&token=invalid' },
  { name: 'usage terms', who: 'visitor', path: () => '/usageTerms' },
  { name: 'privacy policy', who: 'visitor', path: () => '/privacyPolicy' },
  { name: 'not found', who: 'visitor', path: () => '/notfound' },
  // The player.
  { name: 'home', who: 'player', path: () => '/home' },
  { name: 'pending evaluations', who: 'player', path: () => '/evaluations/pending' },
  { name: 'finished evaluations', who: 'player', path: () => '/evaluations/finished' },
  { name: 'continue screen', who: 'continuePlayer', path: (i) => `/evaluations/${i.openEvaluationId}/continue` },
  { name: 'personal report', who: 'player', path: (i) => `/evaluations/${i.finishedEvaluationId}/report` },
  // The coach.
  { name: 'studies', who: 'coach', path: () => '/studies' },
  { name: "a study's members", who: 'coach', path: (i) => `/studies/${i.studyId}/members` },
  { name: 'group report', who: 'coach', path: (i) => `/studies/${i.studyId}/report`, reveal: revealChart },
  // The admin: every /admin screen of the spec.
  { name: 'admin home', who: 'admin', path: () => '/admin' },
  { name: 'admin compliance texts', who: 'admin', path: () => '/admin/compliance' },
  { name: 'admin clubs', who: 'admin', path: () => '/admin/clubs' },
  { name: "admin a club's study groups", who: 'admin', path: (i) => `/admin/clubs/${i.clubId}/studygroups` },
  { name: "admin a study group's studies", who: 'admin', path: (i) => `/admin/clubs/${i.clubId}/studygroups/${i.studyGroupId}/studies` },
  { name: "admin a club's members", who: 'admin', path: (i) => `/admin/clubs/${i.clubId}/members` },
  { name: "admin a study group's members", who: 'admin', path: (i) => `/admin/clubs/${i.clubId}/studygroups/${i.studyGroupId}/members` },
  {
    name: "admin a study's members",
    who: 'admin',
    path: (i) => `/admin/clubs/${i.clubId}/studygroups/${i.studyGroupId}/studies/${i.studyId}/Members`,
  },
  {
    name: 'admin group report',
    who: 'admin',
    path: (i) => `/admin/clubs/${i.clubId}/studygroups/${i.studyGroupId}/studies/${i.studyId}/report`,
    reveal: revealChart,
  },
  { name: 'admin personal report', who: 'admin', path: (i) => `/admin/evaluations/${i.finishedEvaluationId}/report` },
  { name: 'admin users', who: 'admin', path: () => '/admin/users' },
  { name: 'admin quizzes', who: 'admin', path: () => '/admin/quizs' },
  { name: 'admin accounts', who: 'admin', path: () => '/admin/accounts' },
];

async function open(page: Page, who: Who, path: string) {
  const token = who === 'visitor' ? null : tokens[who];
  await page.addInitScript((t) => {
    localStorage.setItem('cp.cookiesAccepted', 'true');
    if (!localStorage.getItem('cp.language')) localStorage.setItem('cp.language', 'en');
    if (t) localStorage.setItem('cp.token', t);
  }, token);
  await page.goto(path);
  // The screen is there: its title, no redirection to sign-in or home, not the not-found page (except itself).
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Data and lazy chunks settle (the anti-robot widget may keep working in the background: do not wait for it).
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  if (!path.startsWith('/notfound')) await expect(page.getByTestId('not-found'), `${path} is not a screen yet`).toHaveCount(0);
  const wanted = path.split('?')[0].toLowerCase();
  expect(new URL(page.url()).pathname.toLowerCase(), `${path} redirected`).toBe(wanted);
}

async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary?.split('\n')[1]?.trim() ?? ''})`).join('; ')}`);
  expect(report, `axe on ${label}`).toEqual([]);
}

test.describe('accessibility (axe, WCAG 2 A and AA): no serious or critical violation', () => {
  for (const screen of screens) {
    test(`${screen.who === 'continuePlayer' ? 'player' : screen.who}: ${screen.name}`, async ({ page }) => {
      const path = screen.path(ids);
      await open(page, screen.who, path);
      await screen.reveal?.(page);
      await expectNoSeriousViolations(page, path);
    });
  }

  test('player: continue screen on a 360 px wide phone, help dialog open', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page, 'continuePlayer', `/evaluations/${ids.openEvaluationId}/continue`);
    await expectNoSeriousViolations(page, 'continue (360 px)');
    const help = page.getByTestId('question-help');
    if ((await help.count()) > 0) {
      await help.first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page, 'continue, help dialog');
    }
  });

  test('signed-in shell on a phone: navigation opened with the burger', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page, 'coach', '/studies');
    await page.getByRole('button', { name: 'Open or close the navigation' }).click();
    await expectNoSeriousViolations(page, 'user area navigation (360 px)');
  });
});
