import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, evaluations, studies } from '../../db/schema/index.ts';
import { buildMember, buildScene, buildStudy, DEFAULT_PASSWORD, isoDate, storeAnswers } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { finishEvaluation } from '../../../test/evaluation-factories.ts';
import { firstOf, nth } from '../../../test/nth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const tokenOf = (email: string) => t.login(email, DEFAULT_PASSWORD);
const cancel = (id: number, token: string | null) => t.inject({ method: 'PUT', url: `/api/admin/study/${id}/cancel`, token });
const codeOf = (res: { json: () => { errors: { code: string }[] } }) => nth(res.json().errors, 0).code;
const studyState = async (id: number) => firstOf(await t.db.select().from(studies).where(eq(studies.id, id)), 1)[0].state;
const evaluationState = async (id: number) => firstOf(await t.db.select().from(evaluations).where(eq(evaluations.id, id)), 1)[0].state;

/** A scene with three players: one finished, one half-way, one not started; the coach finished too. */
async function cancelledScene() {
  const s = await buildScene(t.db, { players: 3 });
  const [done, halfway, fresh] = firstOf(s.players, 3);
  await finishEvaluation(t.db, done.evaluation.id, s.quiz, [1, 2, 3, 4, 5, 1]);
  await finishEvaluation(t.db, s.coachEvaluation.id, s.quiz, [3, 3, 3, 3, 3, 3]);
  await storeAnswers(t.db, halfway.evaluation.id, [{ questionId: nth(s.quiz.questions, 0).id, value: 2 }]);
  await t.db.update(evaluations).set({ state: 'inprogress' }).where(eq(evaluations.id, halfway.evaluation.id));
  await t.db.update(studies).set({ state: 'inprogress' }).where(eq(studies.id, s.study.id));
  const admin = await tokenOf(s.admin.email);
  const res = await cancel(s.study.id, admin);
  return { ...s, done, halfway, fresh, adminToken: admin, res };
}

describe('PUT /api/admin/study/{id}/cancel', () => {
  it('cancels the study and its unfinished evaluations, keeps the finished ones, and audits the act', async () => {
    const s = await cancelledScene();
    expect(s.res.statusCode).toBe(200);
    expect(s.res.json()).toMatchObject({ id: s.study.id, state: 'cancelled', playerAnswers: 1, coachAnswers: 1 });
    expect(await studyState(s.study.id)).toBe('cancelled');
    expect(await evaluationState(s.done.evaluation.id)).toBe('finished');
    expect(await evaluationState(s.coachEvaluation.id)).toBe('finished');
    expect(await evaluationState(s.halfway.evaluation.id)).toBe('cancelled');
    expect(await evaluationState(s.fresh.evaluation.id)).toBe('cancelled');
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'study.cancel'), eq(auditEvents.target, `study:${s.study.id}`)));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: s.admin.id });
    // The admin's own lists say so.
    const one = await t.inject({ method: 'GET', url: `/api/admin/study/${s.study.id}`, token: s.adminToken });
    expect(one.json().state).toBe('cancelled');
    const members = await t.inject({ method: 'GET', url: `/api/admin/squadMember/bystudy/${s.study.id}`, token: s.adminToken });
    const byId = new Map(members.json().map((m: { evaluationId: number; state: string }) => [m.evaluationId, m.state]));
    expect(byId.get(s.done.evaluation.id)).toBe('finished');
    expect(byId.get(s.fresh.evaluation.id)).toBe('cancelled');
  });

  it('keeps the finished reports readable by the player, the coach (group report) and the admin', async () => {
    const s = await cancelledScene();
    const player = await tokenOf(s.done.email);
    const own = await t.inject({ method: 'GET', url: `/api/evaluation/${s.done.evaluation.id}/report`, token: player });
    expect(own.statusCode).toBe(200);
    expect(own.json().evaluationId).toBe(s.done.evaluation.id);
    const finished = await t.inject({ method: 'GET', url: '/api/evaluation/getMyFinishedEvaluations', token: player });
    expect(finished.json().map((e: { id: number }) => e.id)).toContain(s.done.evaluation.id);
    const admin = await t.inject({ method: 'GET', url: `/api/admin/evaluation/${s.done.evaluation.id}/report`, token: s.adminToken });
    expect(admin.statusCode).toBe(200);
    const coach = await tokenOf(s.coach.email);
    const coachStudy = await t.inject({ method: 'GET', url: `/api/manager/study/${s.study.id}`, token: coach });
    expect(coachStudy.json().state).toBe('cancelled');
    const group = await t.inject({ method: 'GET', url: `/api/manager/study/${s.study.id}/report`, token: coach });
    expect(group.statusCode).toBe(200);
    const adminGroup = await t.inject({ method: 'GET', url: `/api/admin/study/${s.study.id}/report`, token: s.adminToken });
    expect(adminGroup.statusCode).toBe(200);
  });

  it('refuses every act that would change or answer a cancelled study, with a 409 code', async () => {
    const s = await cancelledScene();
    const coach = await tokenOf(s.coach.email);
    const entry = nth(s.quiz.questions, 1).id;
    const calls = [
      { token: coach, method: 'PUT', url: `/api/manager/study/${s.study.id}/close`, code: 'StudyTransitionNotAllowed' },
      { token: coach, method: 'PUT', url: `/api/manager/study/${s.study.id}/reopen`, code: 'StudyTransitionNotAllowed' },
      {
        token: coach,
        method: 'POST',
        url: '/api/manager/study/Update',
        payload: { id: s.study.id, description: 'Back again', startDate: isoDate(0), dueDate: isoDate(9) },
        code: 'StudyNotEditable',
      },
      {
        token: coach,
        method: 'POST',
        url: `/api/manager/study/${s.study.id}/invite`,
        payload: { emails: ['x@example.test'] },
        code: 'StudyNotAccepting',
      },
      { token: s.adminToken, method: 'PUT', url: `/api/admin/study/${s.study.id}/cancel`, code: 'StudyTransitionNotAllowed' },
    ] as const;
    for (const { code, ...call } of calls) {
      const res = await t.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(409);
      expect(codeOf(res), `${call.method} ${call.url}`).toBe(code);
    }
    for (const p of [s.halfway, s.fresh]) {
      const token = await tokenOf(p.email);
      const answer = await t.inject({
        method: 'POST',
        url: `/api/evaluation/${p.evaluation.id}/answer/${entry}`,
        payload: { selectedAnswer: 3 },
        token,
      });
      expect(answer.statusCode).toBe(409);
      const next = await t.inject({ method: 'GET', url: `/api/evaluation/${p.evaluation.id}/continueQuiz`, token });
      expect(next.statusCode).toBe(409);
      const pending = await t.inject({ method: 'GET', url: '/api/evaluation/getMyPendingEvaluations', token });
      expect(pending.json().map((e: { id: number }) => e.id)).not.toContain(p.evaluation.id);
    }
    const newcomer = await buildMember(t.db);
    const onboard = await t.inject({
      method: 'POST',
      url: '/api/player/onboard',
      token: await tokenOf(newcomer.email),
      payload: { studyToken: s.study.token },
    });
    expect(onboard.statusCode).toBe(409);
    expect(codeOf(onboard)).toBe('StudyNotAccepting');
    expect(await studyState(s.study.id)).toBe('cancelled');
    expect(await evaluationState(s.halfway.evaluation.id)).toBe('cancelled');
  });

  it('refuses a finished study (past its due date) and keeps it as it was', async () => {
    const s = await buildScene(t.db, { players: 1 });
    const past = await buildStudy(t.db, { studyGroupId: s.group.id, quizId: s.quiz.id, startDate: isoDate(-20), dueDate: isoDate(-2) });
    const res = await cancel(past.id, await tokenOf(s.admin.email));
    expect(res.statusCode).toBe(409);
    expect(codeOf(res)).toBe('StudyTransitionNotAllowed');
    expect(await studyState(past.id)).toBe('open');
  });

  it('cancels a closed study', async () => {
    const s = await buildScene(t.db, { players: 1 });
    await t.db.update(studies).set({ state: 'closed' }).where(eq(studies.id, s.study.id));
    const res = await cancel(s.study.id, await tokenOf(s.admin.email));
    expect(res.statusCode).toBe(200);
    expect(await evaluationState(nth(s.players, 0).evaluation.id)).toBe('cancelled');
  });

  it('answers 401 without a session, 403 to a coach or player, 404 for an unknown study, 400 for a bad id', async () => {
    const s = await buildScene(t.db, { players: 1 });
    expect((await cancel(s.study.id, null)).statusCode).toBe(401);
    for (const email of [s.coach.email, nth(s.players, 0).email]) {
      const res = await cancel(s.study.id, await tokenOf(email));
      expect(res.statusCode).toBe(403);
      expect(codeOf(res)).toBe('Forbidden');
    }
    expect(await studyState(s.study.id)).toBe('open');
    const admin = await tokenOf(s.admin.email);
    const unknown = await cancel(2_000_000_000, admin);
    expect(unknown.statusCode).toBe(404);
    expect(codeOf(unknown)).toBe('NotFound');
    const bad = await t.inject({ method: 'PUT', url: '/api/admin/study/abc/cancel', token: admin });
    expect(bad.statusCode).toBe(400);
    expect(codeOf(bad)).toBe('ValidationError');
  });
});
