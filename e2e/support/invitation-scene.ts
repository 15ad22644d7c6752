import { type APIRequestContext, expect } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { DEMO, DEMO_PASSWORD } from './env.ts';
import { completeTwoFactorApi, DEMO_ADMIN_TOTP_SECRET } from './two-factor.ts';
import { FRESH_PLAYER_PASSWORD, registerFreshPlayer } from './fresh-player.ts';

const XSRF = 'e2e-invitation-xsrf-0123456789';

/** Calls the API as `token` (or nobody) and checks the status; returns the JSON answer. */
export async function callApi(request: APIRequestContext, method: 'GET' | 'POST' | 'PUT', path: string, token?: string, data?: object, status = 200) {
  const res = await request.fetch(path, {
    method,
    data,
    headers: { 'x-xsrf-token': XSRF, cookie: `XSRF-TOKEN=${XSRF}`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(status);
  return res.status() === 204 ? null : res.json();
}

/**
 * Signs in through the API, solving the anti-robot challenge as the widget does when it is enabled; the demo
 * admin (or an admin whose `totpSecret` is given) completes the second step with a code.
 */
export async function apiSignIn(request: APIRequestContext, email: string, password: string, totpSecret?: string): Promise<string> {
  const settings = await (await request.get('/appsettings.json')).json();
  let captcha: string | undefined;
  if (settings.captcha?.enabled) {
    const challenge = await (await request.get('/api/captcha/challenge')).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }
  const res = await callApi(request, 'POST', '/api/member/authenticate', undefined, { email, password, captcha });
  if (!res.twoFactorRequired) return res.token as string;
  const secret = totpSecret ?? (email === DEMO.admin ? DEMO_ADMIN_TOTP_SECRET : undefined);
  if (!secret) throw new Error(`${email} has two-factor sign-in: give its key`);
  return completeTwoFactorApi(request, res.challenge, secret, { 'x-xsrf-token': XSRF, cookie: `XSRF-TOKEN=${XSRF}` });
}

export interface InvitationScene {
  club: string;
  group: string;
  openStudy: { description: string; token: string };
  closedStudy: { description: string; token: string };
}

/**
 * A club of its own for the invitation journeys, made through the admin's and the coach's API with unique names:
 * a club of the demo account, a team of a demo quiz's category, a coach (a fresh member made Coach of it), an
 * open study and a closed one. Nothing of the demo data changes, except one more fresh player of the demo study
 * (the new coach registered through its link, as the answering journeys do).
 */
export async function buildInvitationScene(request: APIRequestContext, tag: string): Promise<InvitationScene> {
  const run = `${tag}${Date.now().toString(36).slice(-5)}`.toUpperCase();
  const admin = await apiSignIn(request, DEMO.admin, DEMO_PASSWORD);
  // The category of an enabled quiz the demo studies use (read as the admin: new usage terms never gate an admin).
  const quizzes = (await callApi(request, 'GET', '/api/admin/quiz', admin)) as Array<{ categoryId: number; enabled: boolean; studies: number }>;
  const used = quizzes.find((q) => q.enabled && q.studies > 0) ?? quizzes.find((q) => q.enabled);
  if (!used) throw new Error('No enabled quiz: is the demo data loaded?');
  const [account] = (await callApi(request, 'GET', '/api/admin/account', admin)) as Array<{ id: number }>;
  if (!account) throw new Error('No customer account in the demo data');

  const clubName = `Invitation FC ${run}`;
  const club = await callApi(
    request,
    'POST',
    '/api/admin/club',
    admin,
    { name: clubName, code: `I${run}`.slice(0, 10), accountId: account.id, active: true },
    201,
  );
  const groupName = `Under 16 ${run}`;
  const group = await callApi(
    request,
    'POST',
    '/api/admin/studyGroup',
    admin,
    { clubId: club.id, name: groupName, code: `G${run}`.slice(0, 10), categoryId: used.categoryId },
    201,
  );
  const coachEmail = await registerFreshPlayer(request, `inv-coach-${tag}`);
  await callApi(request, 'POST', `/api/admin/squadMember/byclub/${club.id}/AddCoach`, admin, { email: coachEmail, studyGroupId: group.id });
  const coach = await apiSignIn(request, coachEmail, FRESH_PLAYER_PASSWORD);
  const [quiz] = (await callApi(request, 'GET', `/api/manager/quiz/available?studyGroupId=${group.id}`, coach)) as Array<{ id: number }>;
  if (!quiz) throw new Error('No quiz for the demo category');
  const today = new Date().toISOString().slice(0, 10);
  const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const study = async (description: string) =>
    (await callApi(
      request,
      'POST',
      '/api/manager/study',
      coach,
      { studyGroupId: group.id, quizId: quiz.id, description, startDate: today, dueDate: later },
      201,
    )) as {
      id: number;
      token: string;
      description: string;
    };
  const open = await study(`Spring check-in ${run}`);
  const closed = await study(`Winter check-in ${run}`);
  await callApi(request, 'PUT', `/api/manager/study/${closed.id}/close`, coach, {});
  return {
    club: clubName,
    group: groupName,
    openStudy: { description: open.description, token: open.token },
    closedStudy: { description: closed.description, token: closed.token },
  };
}
