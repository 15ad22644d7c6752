import { expect, type Page, request } from '@playwright/test';
import { api, signInApi } from './api-session.ts';
import { DEMO } from './env.ts';
import { openReportSection } from './report-sections.ts';

/**
 * The screens the accessibility checks (tests/a11y.spec.ts) open: every screen of the spec, as a visitor, the
 * player, the coach and the admin, with what each needs brought on screen first. The player who opens a continue
 * screen is Felix Bauer (SV Isar), whom no other test uses.
 */
const CONTINUE_PLAYER = 'felix.bauer@clubpulse.example';

export type Who = 'visitor' | 'player' | 'continuePlayer' | 'coach' | 'admin';
export interface Ids {
  clubId: number;
  studyGroupId: number;
  studyId: number;
  /** The demo player's finished evaluation (spring study): it has a report. */
  finishedEvaluationId: number;
  /** Felix's open evaluation (SV Isar). */
  openEvaluationId: number;
  /** The first follow-up case of the demo coach's queue (a demo player with a high or critical result). */
  caseId: number;
}

/**
 * Signs in every member a screen is checked as (each file's worker for itself) and finds the demo data's ids the
 * screens' addresses need.
 */
export async function signInAndFindIds(baseURL: string): Promise<{ tokens: Partial<Record<Who, string>>; ids: Ids }> {
  const tokens: Partial<Record<Who, string>> = {};
  const ctx = await request.newContext({ baseURL });
  const signIn = (email: string) => signInApi(ctx, baseURL, email);
  tokens.player = await signIn(DEMO.player);
  tokens.continuePlayer = await signIn(CONTINUE_PLAYER);
  tokens.coach = await signIn(DEMO.coach);
  tokens.admin = await signIn(DEMO.admin);
  const studies = (await api(ctx, 'GET', 'api/manager/study/all', tokens.coach)) as Array<{
    id: number;
    token: string;
    clubId: number;
    studyGroupId: number;
  }>;
  const autumn = studies.find((s) => s.token === DEMO.studyToken) ?? studies[0];
  if (!autumn) throw new Error('The demo coach has no study: is the demo data loaded?');
  const finished = (await api(ctx, 'GET', 'api/evaluation/getMyFinishedEvaluations', tokens.player)) as Array<{ id: number; hasReport: boolean }>;
  const pending = (await api(ctx, 'GET', 'api/evaluation/getMyPendingEvaluations', tokens.continuePlayer)) as Array<{
    id: number;
    canAnswer: boolean;
  }>;
  const cases = (await api(ctx, 'GET', 'api/manager/cases', tokens.coach)) as Array<{ id: number }>;
  if (!cases[0]) throw new Error('The demo coach has no follow-up case: do the demo data still hold a high result?');
  const ids: Ids = {
    caseId: cases[0].id,
    clubId: autumn.clubId,
    studyGroupId: autumn.studyGroupId,
    studyId: autumn.id,
    finishedEvaluationId: finished.find((e) => e.hasReport)!.id,
    openEvaluationId: pending.find((e) => e.canAnswer)!.id,
  };
  await ctx.dispose();
  return { tokens, ids };
}

export interface Screen {
  name: string;
  who: Who;
  path: (ids: Ids) => string;
  /** What to bring on screen before the check, for content drawn only when scrolled near. */
  reveal?: (page: Page) => Promise<void>;
}

/** The group report draws its chart when scrolled near (its section folded on a phone): axe checks it too. */
async function revealChart(page: Page) {
  await openReportSection(page, 'report-need-levels');
  await page.getByTestId('report-need-levels').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('need-level-chart')).toBeVisible();
}

/** The trends draw their charts when scrolled near: axe checks them too. */
async function revealTrendCharts(page: Page) {
  await page.getByTestId('trend-key-terms').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('key-term-trend-chart')).toBeVisible();
}

export const screens: Screen[] = [
  // Public pages.
  { name: 'login', who: 'visitor', path: () => '/login' },
  { name: 'forgot password', who: 'visitor', path: () => '/forgot-password' },
  { name: 'register through a study link', who: 'visitor', path: () => `/register?studyToken=${DEMO.studyToken}` },
  { name: 'reset password (invalid link)', who: 'visitor', path: () => '/reset-password?email=nobody%40example.test&token=invalid' },
  { name: 'usage terms', who: 'visitor', path: () => '/usageTerms' },
  { name: 'privacy policy', who: 'visitor', path: () => '/privacyPolicy' },
  { name: 'not found', who: 'visitor', path: () => '/notfound' },
  { name: 'how to join', who: 'visitor', path: () => '/join' },
  { name: 'get support (helplines of a country)', who: 'visitor', path: () => '/help' },
  // The player.
  { name: 'home', who: 'player', path: () => '/home' },
  { name: 'pending evaluations', who: 'player', path: () => '/evaluations/pending' },
  { name: 'finished evaluations', who: 'player', path: () => '/evaluations/finished' },
  { name: 'continue screen', who: 'continuePlayer', path: (i) => `/evaluations/${i.openEvaluationId}/continue` },
  { name: 'personal report', who: 'player', path: (i) => `/evaluations/${i.finishedEvaluationId}/report` },
  { name: 'my account', who: 'player', path: () => '/account' },
  { name: "get support (the club's contacts and helplines)", who: 'player', path: () => '/get-support' },
  // The coach.
  { name: 'studies', who: 'coach', path: () => '/studies' },
  { name: "a study's members", who: 'coach', path: (i) => `/studies/${i.studyId}/members` },
  { name: 'group report', who: 'coach', path: (i) => `/studies/${i.studyId}/report`, reveal: revealChart },
  { name: "a team's trends", who: 'coach', path: (i) => `/teams/${i.studyGroupId}/trends`, reveal: revealTrendCharts },
  { name: "the club's support", who: 'coach', path: () => '/support' },
  { name: 'follow-up cases', who: 'coach', path: () => '/cases' },
  { name: 'a follow-up case', who: 'coach', path: (i) => `/cases/${i.caseId}` },
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
  { name: 'admin audit log', who: 'admin', path: () => '/admin/audit' },
  { name: 'admin helplines', who: 'admin', path: () => '/admin/helplines' },
  { name: 'admin my account', who: 'admin', path: () => '/admin/account' },
  { name: 'admin get support', who: 'admin', path: () => '/admin/get-support' },
];
