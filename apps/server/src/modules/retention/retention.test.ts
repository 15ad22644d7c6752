import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, finishEvaluation } from '../../../test/evaluation-factories.ts';
import { buildScene, buildStudy, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { nth } from '../../../test/nth.ts';
import { answers, auditEvents, evaluations, studies } from '../../db/schema/index.ts';

/**
 * The retention of answers with a clock the test moves (PGlite by default, PostgreSQL with TEST_DATABASE_URL): a
 * study whose due date is 24 months and a day ago loses its answers, one due 23 months ago keeps them; each
 * deletion is audited once however often the job passes; the reports of a study without answers still load and
 * keep what they had shown (docs/decisions/0008). Two instances at once: test/operations/retention-two-instances.test.ts.
 */
const NOW = new Date('2031-06-15T08:00:00Z');
const clock = { at: NOW, now: () => new Date(clock.at) };
/** 24 months and one day before NOW, and 23 months before. */
const DUE_LONG_AGO = '2029-06-14';
const DUE_RECENTLY = '2029-07-15';

let t: TestApp;
let s: Awaited<ReturnType<typeof buildScene>>;
let adminToken: string;
let coachToken: string;
let playerToken: string;
let recent: { id: number; evaluationIds: number[] };

const answersOf = async (studyId: number) => {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(answers)
    .innerJoin(evaluations, eq(evaluations.id, answers.evaluationId))
    .where(eq(evaluations.studyId, studyId));
  return Number(row?.n ?? 0);
};
const deletionsAudited = () =>
  t.db.select({ target: auditEvents.target, actorId: auditEvents.actorId }).from(auditEvents).where(eq(auditEvents.action, 'study.answersDeleted'));
const get = (url: string, token: string) => t.inject({ method: 'GET', url, token });

beforeAll(async () => {
  t = await buildTestApp({ clock });
  s = await buildScene(t.db, { players: 7 });
  for (const [i, p] of s.players.entries())
    await finishEvaluation(
      t.db,
      p.evaluation.id,
      s.quiz,
      s.quiz.questions.map(() => (i % 5) + 1),
    );
  const other = await buildStudy(t.db, { studyGroupId: s.group.id, quizId: s.quiz.id });
  const evaluationIds = [];
  for (let i = 0; i < 2; i++) {
    const p = await addParticipant(t.db, { clubId: s.club.id, groupId: s.group.id, studyId: other.id });
    await finishEvaluation(
      t.db,
      p.evaluation.id,
      s.quiz,
      s.quiz.questions.map(() => 2),
    );
    evaluationIds.push(p.evaluation.id);
  }
  recent = { id: other.id, evaluationIds };
  await t.db.update(studies).set({ startDate: '2029-05-01', dueDate: DUE_LONG_AGO }).where(eq(studies.id, s.study.id));
  await t.db.update(studies).set({ startDate: '2029-06-01', dueDate: DUE_RECENTLY }).where(eq(studies.id, other.id));
  adminToken = await t.login(s.admin.email, DEFAULT_PASSWORD);
  coachToken = await t.login(s.coach.email, DEFAULT_PASSWORD);
  playerToken = await t.login(nth(s.players, 0).email, DEFAULT_PASSWORD);
}, 60_000);
afterAll(async () => t?.close());

describe('the retention of answers', () => {
  let reportBefore: Record<string, unknown>;
  let individualBefore: Record<string, unknown>;

  it('says when the answers will be deleted: 24 months after the due date by default', async () => {
    const report = (await get(`/api/manager/study/${s.study.id}/report`, coachToken)).json();
    expect(report.answerRetention).toEqual({ deleteOn: '2031-06-14', deletedAt: null });
    expect(report.keyTermSummary?.[0]?.players).toBe(7);
    reportBefore = report;
    const individual = (await get(`/api/evaluation/${nth(s.players, 0).evaluation.id}/report`, playerToken)).json();
    expect(individual.keyTerms.length).toBeGreaterThan(0);
    individualBefore = individual;
    const mine = (await get('/api/evaluation/getMyFinishedEvaluations', playerToken)).json();
    expect(mine[0].answerRetention).toEqual({ deleteOn: '2031-06-14', deletedAt: null });
    expect((await get(`/api/admin/study/${recent.id}`, adminToken)).json().answerRetention).toEqual({ deleteOn: '2031-07-15', deletedAt: null });
  });

  it('deletes the answers of a study due 24 months and a day ago, and keeps those of one due 23 months ago', async () => {
    const recentAnswers = await answersOf(recent.id);
    expect(await answersOf(s.study.id)).toBeGreaterThan(0);
    const result = await t.app.reminders.sweepRetention();
    expect(result).toEqual({ studies: 1, answers: 7 * s.quiz.questions.length });
    expect(await answersOf(s.study.id)).toBe(0);
    expect(await answersOf(recent.id)).toBe(recentAnswers);
  });

  it('audits the deletion once, by nobody, however often the job passes', async () => {
    await t.app.reminders.sweepRetention();
    await Promise.all([t.app.reminders.sweepRetention(), t.app.reminders.sweepRetention()]);
    expect(await deletionsAudited()).toEqual([{ target: `study:${s.study.id}`, actorId: null }]);
  });

  it("keeps the group report's released figures and candidates, says when the answers were deleted, releases nothing more", async () => {
    const res = await get(`/api/manager/study/${s.study.id}/report`, coachToken);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.answerRetention).toEqual({ deleteOn: '2031-06-15', deletedAt: NOW.toISOString() });
    expect(report.keyTermSummary).toEqual(reportBefore.keyTermSummary);
    expect(report.candidates).toEqual(reportBefore.candidates);
    expect(report.breakdown).toEqual(reportBefore.breakdown);
    const admin = await get(`/api/admin/study/${s.study.id}/report`, adminToken);
    expect(admin.statusCode).toBe(200);
    expect((await get(`/api/admin/study/${s.study.id}`, adminToken)).json().answerRetention.deletedAt).toBe(NOW.toISOString());
  });

  it("keeps the member's coefficient and need level, without key terms, and says when the answers were deleted", async () => {
    const res = await get(`/api/evaluation/${nth(s.players, 0).evaluation.id}/report`, playerToken);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({
      coefficient: individualBefore.coefficient,
      needLevel: individualBefore.needLevel,
      keyTerms: [],
      lowConfidence: false,
      answerRetention: { deletedAt: NOW.toISOString() },
    });
    const mine = (await get('/api/evaluation/getMyFinishedEvaluations', playerToken)).json();
    expect(mine[0].answerRetention.deletedAt).toBe(NOW.toISOString());
    const pdf = await get(`/api/evaluation/${nth(s.players, 0).evaluation.id}/report/export`, playerToken);
    expect(pdf.statusCode).toBe(200);
    const groupPdf = await get(`/api/manager/study/${s.study.id}/report/export?format=pdf`, coachToken);
    expect(groupPdf.statusCode).toBe(200);
  });
});

describe('the retention setting', () => {
  const put = (months: unknown, token = adminToken) =>
    t.inject({ method: 'PUT', url: '/api/admin/settings/answerRetention', token, payload: { months } });

  it('is 24 months until an admin sets another', async () => {
    const res = await get('/api/admin/settings/answerRetention', adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ months: 24 });
  });

  it('refuses a period out of its bounds or not in whole months, in the error shape', async () => {
    for (const months of [5, 121, 12.5, '24']) {
      const res = await put(months);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code: 'ValidationError', field: 'months' });
    }
  });

  it('is for admins only', async () => {
    expect((await put(12, coachToken)).statusCode).toBe(403);
    expect((await get('/api/admin/settings/answerRetention', coachToken)).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/admin/settings/answerRetention' })).statusCode).toBe(401);
  });

  it('a shorter period, audited, moves the dates and lets the next pass delete the newer study', async () => {
    const res = await put(12);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ months: 12 });
    const [changed] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'settings.answer-retention'));
    expect(changed).toMatchObject({ actorId: s.admin.id, target: '24->12 months' });
    expect((await get(`/api/admin/study/${recent.id}`, adminToken)).json().answerRetention.deleteOn).toBe('2030-07-15');
    expect(await t.app.reminders.sweepRetention()).toEqual({ studies: 1, answers: 2 * s.quiz.questions.length });
    const left = await t.db
      .select({ id: answers.evaluationId })
      .from(answers)
      .where(and(inArray(answers.evaluationId, recent.evaluationIds)));
    expect(left).toEqual([]);
  });
});
