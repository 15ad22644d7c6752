/**
 * GET /api/invitation?studyToken=…: the public check of a study link that the landing reads before any field.
 * It tells the status of every kind of link, reveals exactly the fields an invitee needs, answers 404 for an
 * unknown or malformed token, and is limited per address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, buildClub, buildMember, buildQuiz, buildStudy, buildStudyGroup, DEFAULT_PASSWORD, isoDate } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { LIMITS } from '../../lib/rate-limit.ts';

let t: TestApp;
let scene: { groupId: number; quizId: number; club: string; group: string };
beforeAll(async () => {
  t = await buildTestApp();
  const club = await buildClub(t.db, { name: 'Invitation Rovers' });
  const group = await buildStudyGroup(t.db, { clubId: club.id, name: 'Under 15 B' });
  const quiz = await buildQuiz(t.db, { categoryId: group.categoryId });
  scene = { groupId: group.id, quizId: quiz.id, club: club.name, group: group.name };
});
afterAll(async () => t?.close());

type StudyFields = Partial<Omit<Parameters<typeof buildStudy>[1], 'studyGroupId' | 'quizId'>>;
const study = (o: StudyFields = {}) => buildStudy(t.db, { studyGroupId: scene.groupId, quizId: scene.quizId, ...o });
const check = (studyToken: string, o: { token?: string | null; remoteAddress?: string } = {}) =>
  t.inject({ method: 'GET', url: `/api/invitation?studyToken=${encodeURIComponent(studyToken)}`, token: o.token, remoteAddress: o.remoteAddress });

describe('GET /api/invitation', () => {
  it('shows an open link: club, team, study, dates and status, and nothing else', async () => {
    const s = await study({ description: 'Spring check-in', startDate: isoDate(-2), dueDate: isoDate(20) });
    const res = await check(s.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toStrictEqual({
      club: 'Invitation Rovers',
      studyGroup: 'Under 15 B',
      study: 'Spring check-in',
      startDate: isoDate(-2),
      dueDate: isoDate(20),
      status: 'open',
    });
    // No ids, counts, emails or the token itself anywhere in the answer.
    expect(res.body).not.toContain(s.token);
    expect(res.body).not.toMatch(/@|"id"|Id"|count|coach|email/i);
  });

  it('reads a link whose study starts later as not yet open (it can be joined)', async () => {
    const s = await study({ startDate: isoDate(3), dueDate: isoDate(30) });
    expect((await check(s.token)).json()).toMatchObject({ status: 'notYetOpen', startDate: isoDate(3) });
  });

  it('reads a closed or cancelled study, and a study of an inactive club or account, as closed', async () => {
    for (const state of ['closed', 'cancelled'] as const) {
      const s = await study({ state });
      expect((await check(s.token)).json()).toMatchObject({ status: 'closed' });
    }
    const inactiveClub = await buildClub(t.db, { active: false });
    const g1 = await buildStudyGroup(t.db, { clubId: inactiveClub.id });
    const s1 = await buildStudy(t.db, { studyGroupId: g1.id, quizId: scene.quizId });
    expect((await check(s1.token)).json()).toMatchObject({ status: 'closed' });
    const lapsed = await buildAccount(t.db, { activationDate: isoDate(-400), renewalDate: isoDate(-10) });
    const lapsedClub = await buildClub(t.db, { accountId: lapsed.id });
    const g2 = await buildStudyGroup(t.db, { clubId: lapsedClub.id });
    const s2 = await buildStudy(t.db, { studyGroupId: g2.id, quizId: scene.quizId });
    expect((await check(s2.token)).json()).toMatchObject({ status: 'closed' });
  });

  it('reads a study past its due date, or finished, as finished', async () => {
    const past = await study({ startDate: isoDate(-30), dueDate: isoDate(-1) });
    expect((await check(past.token)).json()).toMatchObject({ status: 'finished' });
    const finished = await study({ state: 'finished' });
    expect((await check(finished.token)).json()).toMatchObject({ status: 'finished' });
  });

  it('agrees with onboarding: a link it calls closed or finished is refused, one it calls joinable is taken', async () => {
    const member = await buildMember(t.db);
    const token = await t.login(member.email, DEFAULT_PASSWORD);
    const onboard = (studyToken: string) => t.inject({ method: 'POST', url: '/api/player/onboard', token, payload: { studyToken } });
    const closed = await study({ state: 'closed' });
    const finished = await study({ startDate: isoDate(-30), dueDate: isoDate(-1) });
    const later = await study({ startDate: isoDate(5) });
    expect((await onboard(closed.token)).statusCode).toBe(409);
    expect((await onboard(finished.token)).statusCode).toBe(409);
    expect((await onboard(later.token)).statusCode).toBe(200);
  });

  it('answers 404 in the error shape for an unknown or malformed link, whoever asks', async () => {
    const member = await buildMember(t.db);
    const token = await t.login(member.email, DEFAULT_PASSWORD);
    for (const bad of ['AAAAAAAAAAAAAAAAAAAAAA', 'abc', 'not a token!', '../../etc/passwd', 'x'.repeat(201), "' or 1=1 --", '']) {
      for (const who of [null, token]) {
        const res = await check(bad, { token: who });
        expect(res.statusCode, bad).toBe(404);
        expect(res.json()).toEqual({ errors: [{ code: 'NotFound', message: expect.any(String) }] });
      }
    }
  });

  it('answers 400 in the error shape without the query, never a 500', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/invitation' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe('ValidationError');
    expect((await t.inject({ method: 'GET', url: `/api/invitation?studyToken=${'y'.repeat(3000)}` })).statusCode).toBe(400);
  });

  it('trims the spaces a pasted link may carry', async () => {
    const s = await study();
    expect((await check(` ${s.token} `)).statusCode).toBe(200);
  });
});

describe('GET /api/invitation, rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } });
  });
  afterAll(async () => limited?.close());

  it('limits the checks per address, known and unknown links alike, and leaves other addresses alone', async () => {
    const [max] = LIMITS.invitationPerAddress;
    const codes: number[] = [];
    for (let i = 0; i <= max; i++) {
      codes.push(
        (await limited.inject({ method: 'GET', url: `/api/invitation?studyToken=unknown-${i}-token`, remoteAddress: '10.9.0.1' })).statusCode,
      );
    }
    expect(codes.slice(0, max).every((c) => c === 404)).toBe(true);
    expect(codes[max]).toBe(429);
    const res = await limited.inject({ method: 'GET', url: '/api/invitation?studyToken=unknown-token-x', remoteAddress: '10.9.0.1' });
    expect(res.json()).toEqual({ errors: [{ code: 'TooManyRequests', message: expect.any(String) }] });
    expect((await limited.inject({ method: 'GET', url: '/api/invitation?studyToken=unknown-token-y', remoteAddress: '10.9.0.2' })).statusCode).toBe(
      404,
    );
  });
});
