import { QUIET_STUDIES_LISTED, QUIET_STUDY_DAYS, RENEWAL_SOON_DAYS } from '@club-pulse/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addSquadMember,
  buildAccount,
  buildAdmin,
  buildClub,
  buildEvaluation,
  buildMember,
  buildQuiz,
  buildStudy,
  buildStudyGroup,
  DEFAULT_PASSWORD,
  isoDate,
} from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

// A database of its own: the figures are exact, no other test's rows among them.
let t: TestApp;
let adminToken: string;
let coachToken: string;
let scene: Awaited<ReturnType<typeof buildAttentionScene>>;

/**
 * Accounts past, near and far from renewal, and running studies that are quiet or not. The clubs' own accounts
 * renew in a year (the factory's), so they count nowhere.
 */
async function buildAttentionScene() {
  const accounts = {
    past: await buildAccount(t.db, { renewalDate: isoDate(-1), activationDate: isoDate(-400) }),
    soon: await buildAccount(t.db, { renewalDate: isoDate(10) }),
    today: await buildAccount(t.db, { renewalDate: isoDate(0) }),
    lastSoonDay: await buildAccount(t.db, { renewalDate: isoDate(RENEWAL_SOON_DAYS) }),
    dayAfter: await buildAccount(t.db, { renewalDate: isoDate(RENEWAL_SOON_DAYS + 1) }),
    far: await buildAccount(t.db, { renewalDate: isoDate(90) }),
    inactivePast: await buildAccount(t.db, { renewalDate: isoDate(-5), activationDate: isoDate(-400), active: false }),
    inactiveSoon: await buildAccount(t.db, { renewalDate: isoDate(5), active: false }),
  };
  const club = await buildClub(t.db, { name: 'CF Montjuïc' });
  const group = await buildStudyGroup(t.db, { clubId: club.id, name: 'Cadet Femení' });
  const quiz = await buildQuiz(t.db, { categoryId: group.categoryId });
  const player = await buildMember(t.db);
  await addSquadMember(t.db, { clubId: club.id, memberId: player.id, squadRole: 'Player', studyGroupId: group.id });
  const study = (o: Omit<Parameters<typeof buildStudy>[1], 'studyGroupId' | 'quizId'>) =>
    buildStudy(t.db, { studyGroupId: group.id, quizId: quiz.id, dueDate: isoDate(20), ...o });

  const quiet = await study({ description: 'Spring check', startDate: isoDate(-10), state: 'open' });
  const answered = await study({ description: 'Answered', startDate: isoDate(-10), state: 'inprogress' });
  await buildEvaluation(t.db, { studyId: answered.id, memberId: player.id, state: 'finished', startedAt: new Date(), finishedAt: new Date() });
  const recent = await study({ description: 'Recent', startDate: isoDate(-2), state: 'open' });
  // Started exactly QUIET_STUDY_DAYS ago, half answered: nobody has finished it, so it is quiet.
  const halfAnswered = await study({ description: 'Half answered', startDate: isoDate(-QUIET_STUDY_DAYS), state: 'inprogress' });
  await buildEvaluation(t.db, { studyId: halfAnswered.id, memberId: player.id, state: 'inprogress', startedAt: new Date() });
  const dayShort = await study({ description: 'A day short', startDate: isoDate(-(QUIET_STUDY_DAYS - 1)), state: 'open' });
  // Not running: closed, cancelled, or past its due date.
  const closed = await study({ description: 'Closed', startDate: isoDate(-10), state: 'closed' });
  const cancelled = await study({ description: 'Cancelled', startDate: isoDate(-10), state: 'cancelled' });
  const pastDue = await study({ description: 'Past due', startDate: isoDate(-30), dueDate: isoDate(-1), state: 'open' });
  return { accounts, club, group, quiz, quiet, answered, recent, halfAnswered, dayShort, closed, cancelled, pastDue };
}

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await buildAdmin(t.db);
  adminToken = await t.login(admin.email, DEFAULT_PASSWORD);
  scene = await buildAttentionScene();
  const coach = await buildMember(t.db);
  await addSquadMember(t.db, { clubId: scene.club.id, memberId: coach.id, squadRole: 'Coach', studyGroupId: scene.group.id });
  coachToken = await t.login(coach.email, DEFAULT_PASSWORD);
});
afterAll(async () => t?.close());

const summary = (token: string) => t.inject({ method: 'GET', url: '/api/admin/summary', token });

describe('what needs the admin’s attention (the admin summary)', () => {
  it('counts the active accounts past renewal and renewing soon, and names the quiet studies, the oldest first', async () => {
    const res = await summary(adminToken);
    expect(res.statusCode).toBe(200);
    const { club, group, quiet, halfAnswered } = scene;
    const named = { clubId: club.id, clubName: 'CF Montjuïc', studyGroupId: group.id, studyGroupName: 'Cadet Femení', dueDate: isoDate(20) };
    expect(res.json().attention).toEqual({
      // The active one a day past; not the inactive one, which gets nothing new whatever its date.
      accountsPastRenewal: 1,
      // In ten days, today and on the last day of the window; not the day after, nor the inactive one.
      accountsRenewingSoon: 3,
      quietStudies: [
        { id: quiet.id, name: 'Spring check', startDate: isoDate(-10), ...named },
        { id: halfAnswered.id, name: 'Half answered', startDate: isoDate(-QUIET_STUDY_DAYS), ...named },
      ],
      quietStudiesTotal: 2,
    });
    // The counts of the home are still there beside it.
    expect(res.json()).toMatchObject({ accounts: 9, clubs: 1, studies: 8, runningStudies: 5 });
  });

  it(`names ${QUIET_STUDIES_LISTED} quiet studies at most and counts them all`, async () => {
    const older = [];
    for (let i = 0; i < QUIET_STUDIES_LISTED; i++)
      older.push(await buildStudy(t.db, { studyGroupId: scene.group.id, quizId: scene.quiz.id, startDate: isoDate(-20 + i), dueDate: isoDate(20) }));
    const res = await summary(adminToken);
    expect(res.statusCode).toBe(200);
    const { quietStudies, quietStudiesTotal } = res.json().attention;
    expect(quietStudies.map((s: { id: number }) => s.id)).toEqual(older.map((s) => s.id));
    expect(quietStudiesTotal).toBe(QUIET_STUDIES_LISTED + 2);
  });

  it('answers a coach 403', async () => {
    const res = await summary(coachToken);
    expect(res.statusCode).toBe(403);
    expect(res.json().attention).toBeUndefined();
  });
});
