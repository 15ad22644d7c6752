import { ANSWER_RETENTION_MONTHS_DEFAULT } from '@club-pulse/contracts/constants';
import { answersDeletionDate } from '@club-pulse/contracts/retention';
import { scoreEvaluation } from '@club-pulse/contracts/scoring';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_ANSWER_LABELS } from '@club-pulse/contracts/quiz-document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, evaluations, studies } from '../../db/schema/index.ts';
import {
  addSquadMember,
  buildEvaluation,
  buildMember,
  buildQuiz,
  buildScene,
  buildStudy,
  DEFAULT_PASSWORD,
  isoDate,
  storeAnswers,
} from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { EvaluationState, StudyState } from '@club-pulse/contracts/enums';
import { evaluationAcceptsAnswers } from '@club-pulse/contracts/study-rules';
import { firstOf, nth } from '../../../test/nth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const tokenOf = (email: string) => t.login(email, DEFAULT_PASSWORD);
const get = (url: string, token: string) => t.inject({ method: 'GET', url, token });
const answer = (evaluationId: number, entryId: number, selectedAnswer: unknown, token: string) =>
  t.inject({ method: 'POST', url: `/api/evaluation/${evaluationId}/answer/${entryId}`, payload: { selectedAnswer }, token });
const code = (res: { json: () => { errors: { code: string }[] } }) => nth(res.json().errors, 0).code;
const evaluationRow = async (id: number) => nth(await t.db.select().from(evaluations).where(eq(evaluations.id, id)), 0);
const answerRows = (evaluationId: number) => t.db.select().from(answers).where(eq(answers.evaluationId, evaluationId));

/** A scene (club, group, quiz of 3 key terms × 2 questions, open study, 2 players with evaluations). */
async function scene(o: Parameters<typeof buildScene>[1] = {}) {
  const s = await buildScene(t.db, o);
  const [p1, p2] = firstOf(s.players, 2);
  return { ...s, p1, p2, t1: await tokenOf(p1.email), t2: await tokenOf(p2.email) };
}

/** A second study for a player of the scene, with its own dates/state. */
async function studyFor(s: Awaited<ReturnType<typeof scene>>, memberId: number, o: Partial<typeof studies.$inferInsert> = {}) {
  const study = await buildStudy(t.db, { studyGroupId: s.group.id, quizId: s.quiz.id, ...o });
  return buildEvaluation(t.db, { studyId: study.id, memberId });
}

describe('GET /api/evaluation/getMyPendingEvaluations and getMyFinishedEvaluations', () => {
  it("lists the caller's own evaluations with study, club, team, role, state, dates and whether a report exists", async () => {
    const s = await scene();
    const done = await studyFor(s, s.p1.id, { description: 'Past study', startDate: isoDate(-60), dueDate: isoDate(-30), state: 'finished' });
    await t.db.update(evaluations).set({ state: 'finished', finishedAt: new Date(), coefficient: 25 }).where(eq(evaluations.id, done.id));

    const pending = await get('/api/evaluation/getMyPendingEvaluations', s.t1);
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual([
      {
        id: s.p1.evaluation.id,
        study: s.study.description,
        club: s.club.name,
        team: s.group.name,
        role: 'Player',
        state: 'open',
        startDate: s.study.startDate,
        dueDate: s.study.dueDate,
        finishedAt: null,
        hasReport: false,
        canAnswer: true,
        answered: 0,
        total: 6,
        answerRetention: { deleteOn: answersDeletionDate(s.study.dueDate, ANSWER_RETENTION_MONTHS_DEFAULT), deletedAt: null },
      },
    ]);

    const finished = await get('/api/evaluation/getMyFinishedEvaluations', s.t1);
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toMatchObject([{ id: done.id, study: 'Past study', state: 'finished', hasReport: true, canAnswer: false }]);
  });

  it("lists a study that starts later as pending but not answerable yet, and a closed study's unfinished evaluation as closed", async () => {
    const s = await scene();
    const later = await studyFor(s, s.p1.id, { startDate: isoDate(3), dueDate: isoDate(20) });
    const closed = await studyFor(s, s.p1.id, { state: 'closed' });
    const pending = (await get('/api/evaluation/getMyPendingEvaluations', s.t1)).json();
    expect(pending.map((e: { id: number; canAnswer: boolean }) => [e.id, e.canAnswer])).toEqual([
      [later.id, false],
      [s.p1.evaluation.id, true],
    ]);
    const finished = (await get('/api/evaluation/getMyFinishedEvaluations', s.t1)).json();
    expect(finished).toMatchObject([{ id: closed.id, state: 'closed', hasReport: false }]);
  });

  it("shows nobody else's evaluations, needs sign-in and is not for admins", async () => {
    const s = await scene();
    const outsider = await buildMember(t.db);
    expect((await get('/api/evaluation/getMyPendingEvaluations', await tokenOf(outsider.email))).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/evaluation/getMyPendingEvaluations' })).statusCode).toBe(401);
    expect((await get('/api/evaluation/getMyFinishedEvaluations', await tokenOf(s.admin.email))).statusCode).toBe(403);
  });
});

describe('GET /api/evaluation/{id}/continueQuiz', () => {
  it("gives the first unanswered question with progress and the quiz's answer labels, in the player's language, English as fallback", async () => {
    const s = await scene();
    const [q1, q2] = firstOf(s.quiz.questions, 2);
    await storeAnswers(t.db, s.p1.evaluation.id, [{ questionId: q1.id, value: 4 }]);

    const res = await get(`/api/evaluation/${s.p1.evaluation.id}/continueQuiz?lang=es`, s.t1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      evaluationId: s.p1.evaluation.id,
      entryId: q2.id,
      position: 2,
      total: 6,
      answeredCount: 1,
      text: 'Pregunta 2',
      help: 'Ayuda 2',
      keyTerm: 'Término 0',
      study: s.study.description,
      isLastQuestion: false,
      answered: false,
      selectedAnswer: null,
      answerLabels: Object.fromEntries(Object.entries(DEFAULT_ANSWER_LABELS).map(([key, text]) => [key, text.es])),
    });
    // German is not in the quiz: English.
    expect((await get(`/api/evaluation/${s.p1.evaluation.id}/continueQuiz?lang=de`, s.t1)).json().text).toBe('Question 2');
  });

  it("uses the member's own language when none is asked for", async () => {
    const s = await scene();
    const spanish = await buildMember(t.db, { language: 'es' });
    await addSquadMember(t.db, { clubId: s.club.id, memberId: spanish.id, squadRole: 'Player', studyGroupId: s.group.id });
    const evaluation = await buildEvaluation(t.db, { studyId: s.study.id, memberId: spanish.id });
    const res = await get(`/api/evaluation/${evaluation.id}/continueQuiz`, await tokenOf(spanish.email));
    expect(res.json().text).toBe('Pregunta 1');
  });

  it('goes back to an answered question with its answer selected (?position=n)', async () => {
    const s = await scene();
    const [q1] = firstOf(s.quiz.questions, 1);
    await answer(s.p1.evaluation.id, q1.id, null, s.t1);
    const back = (await get(`/api/evaluation/${s.p1.evaluation.id}/continueQuiz?position=1`, s.t1)).json();
    expect(back).toMatchObject({ entryId: q1.id, position: 1, answered: true, selectedAnswer: null, answeredCount: 1 });
    await answer(s.p1.evaluation.id, q1.id, 2, s.t1);
    expect((await get(`/api/evaluation/${s.p1.evaluation.id}/continueQuiz?position=1`, s.t1)).json().selectedAnswer).toBe(2);
    expect((await get(`/api/evaluation/${s.p1.evaluation.id}/continueQuiz?position=7`, s.t1)).statusCode).toBe(404);
  });

  it('marks the only remaining question as the last one', async () => {
    const s = await scene({ quiz: { keyTermCount: 1, perKeyTerm: 2 } });
    const [q1, q2] = firstOf(s.quiz.questions, 2);
    await storeAnswers(t.db, s.p1.evaluation.id, [{ questionId: q2.id, value: 3 }]);
    expect((await get(`/api/evaluation/${s.p1.evaluation.id}/continueQuiz`, s.t1)).json()).toMatchObject({ entryId: q1.id, isLastQuestion: true });
  });

  it("is 404 for another player's evaluation, coaches of the club included, and 409 for a finished or closed one", async () => {
    const s = await scene();
    expect((await get(`/api/evaluation/${s.p2.evaluation.id}/continueQuiz`, s.t1)).statusCode).toBe(404);
    expect((await get(`/api/evaluation/${s.p1.evaluation.id}/continueQuiz`, await tokenOf(s.coach.email))).statusCode).toBe(404);
    expect((await get('/api/evaluation/99999999/continueQuiz', s.t1)).statusCode).toBe(404);
    expect((await get('/api/evaluation/abc/continueQuiz', s.t1)).statusCode).toBe(400);

    await t.db.update(evaluations).set({ state: 'finished' }).where(eq(evaluations.id, s.p1.evaluation.id));
    const finished = await get(`/api/evaluation/${s.p1.evaluation.id}/continueQuiz`, s.t1);
    expect([finished.statusCode, code(finished)]).toEqual([409, 'EvaluationFinished']);

    await t.db.update(studies).set({ state: 'closed' }).where(eq(studies.id, s.study.id));
    const closed = await get(`/api/evaluation/${s.p2.evaluation.id}/continueQuiz`, s.t2);
    expect([closed.statusCode, code(closed)]).toEqual([409, 'EvaluationNotAccepting']);
  });

  it('lets a coach answer their own evaluation through the same calls', async () => {
    const s = await scene();
    const token = await tokenOf(s.coach.email);
    const q = await get(`/api/evaluation/${s.coachEvaluation.id}/continueQuiz`, token);
    expect(q.statusCode).toBe(200);
    expect((await answer(s.coachEvaluation.id, q.json().entryId, 5, token)).json()).toEqual({ finished: false });
  });
});

describe('POST /api/evaluation/{evaluationId}/answer/{entryId}', () => {
  it('stores the answer, starts the evaluation and the study, and the last answer for an entry wins', async () => {
    const s = await scene();
    const [q1] = firstOf(s.quiz.questions, 1);
    const res = await answer(s.p1.evaluation.id, q1.id, 3, s.t1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ finished: false });
    const row = await evaluationRow(s.p1.evaluation.id);
    expect(row.state).toBe('inprogress');
    expect(row.startedAt).toBeInstanceOf(Date);
    expect(nth(await t.db.select().from(studies).where(eq(studies.id, s.study.id)), 0).state).toBe('inprogress');

    await answer(s.p1.evaluation.id, q1.id, null, s.t1);
    await answer(s.p1.evaluation.id, q1.id, 5, s.t1);
    expect((await answerRows(s.p1.evaluation.id)).map((a) => [a.questionId, a.value])).toEqual([[q1.id, 5]]);
  });

  it('finishes the evaluation with its coefficient when every entry is answered (not relevant counts), then refuses changes', async () => {
    const s = await scene({ quiz: { keyTermCount: 2, perKeyTerm: 2, reversedEvery: 2 } });
    const values = [5, null, 2, 4];
    const results = [];
    for (const [i, q] of s.quiz.questions.entries()) results.push((await answer(s.p1.evaluation.id, q.id, values[i], s.t1)).json().finished);
    expect(results).toEqual([false, false, false, true]);

    const expected = scoreEvaluation(s.quiz.questions.map((q, i) => ({ keyTerm: String(q.keyTermId), value: nth(values, i), reversed: q.reversed })));
    const row = await evaluationRow(s.p1.evaluation.id);
    expect(row.state).toBe('finished');
    expect(row.finishedAt).toBeInstanceOf(Date);
    expect(row.coefficient).toBe(Math.round((expected.coefficient as number) * 10) / 10);

    const again = await answer(s.p1.evaluation.id, nth(s.quiz.questions, 0).id, 1, s.t1);
    expect([again.statusCode, code(again)]).toEqual([409, 'EvaluationFinished']);
    expect((await answerRows(s.p1.evaluation.id)).find((a) => a.questionId === nth(s.quiz.questions, 0).id)?.value).toBe(5);
  });

  it("refuses to answer another player's evaluation (404) and leaves it untouched", async () => {
    const s = await scene();
    const res = await answer(s.p2.evaluation.id, nth(s.quiz.questions, 0).id, 3, s.t1);
    expect(res.statusCode).toBe(404);
    expect(await answerRows(s.p2.evaluation.id)).toEqual([]);
    expect((await answer(s.p2.evaluation.id, nth(s.quiz.questions, 0).id, 3, await tokenOf(s.coach.email))).statusCode).toBe(404);
  });

  it.each([
    ['closed', { state: 'closed' as const }],
    ['cancelled', { state: 'cancelled' as const }],
    ['not yet started', { startDate: isoDate(2), dueDate: isoDate(20) }],
    ['past its due date', { startDate: isoDate(-20), dueDate: isoDate(-1) }],
  ])('refuses answers to a study that is %s (409 EvaluationNotAccepting)', async (_name, study) => {
    const s = await scene();
    const evaluation = await studyFor(s, s.p1.id, study);
    const res = await answer(evaluation.id, nth(s.quiz.questions, 0).id, 3, s.t1);
    expect([res.statusCode, code(res)]).toEqual([409, 'EvaluationNotAccepting']);
    expect(await answerRows(evaluation.id)).toEqual([]);
  });

  // Most answers are stored by the database function store_answer_unless_last, which has its own copy of the
  // acceptance rule (migrations/0001); the answer that completes a quiz goes through requireAccepting. Both
  // must agree on every combination, or one kind of answer would be refused while the other is stored.
  it('accepts or refuses an answer exactly as the study rules say, for every evaluation state, study state and date', async () => {
    const s = await scene();
    const evaluationStates = EvaluationState.options;
    const studyStates = StudyState.options;
    const periods = [
      { startDate: isoDate(2), dueDate: isoDate(20) },
      { startDate: isoDate(0), dueDate: isoDate(5) },
      { startDate: isoDate(-5), dueDate: isoDate(5) },
      { startDate: isoDate(-5), dueDate: isoDate(0) },
      { startDate: isoDate(-20), dueDate: isoDate(-1) },
    ];
    const mismatches: string[] = [];
    for (const state of evaluationStates) {
      for (const studyState of studyStates) {
        for (const period of periods) {
          const study = await buildStudy(t.db, { studyGroupId: s.group.id, quizId: s.quiz.id, state: studyState, ...period });
          const evaluation = await buildEvaluation(t.db, { studyId: study.id, memberId: s.p1.id, state });
          const expected =
            state === 'finished'
              ? 'EvaluationFinished'
              : evaluationAcceptsAnswers({ state }, { state: studyState, ...period }, isoDate(0))
                ? 200
                : 'EvaluationNotAccepting';
          const res = await answer(evaluation.id, nth(s.quiz.questions, 0).id, 3, s.t1);
          const got = res.statusCode === 200 ? 200 : code(res);
          const stored = (await answerRows(evaluation.id)).length;
          if (got !== expected || stored !== (expected === 200 ? 1 : 0)) {
            mismatches.push(`${state}/${studyState}/${period.startDate}..${period.dueDate}: ${got}, ${stored} stored; expected ${expected}`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses an entry of another quiz (400 EntryNotInQuiz)', async () => {
    const s = await scene();
    const other = await buildQuiz(t.db);
    const res = await answer(s.p1.evaluation.id, nth(other.questions, 0).id, 3, s.t1);
    expect([res.statusCode, code(res)]).toEqual([400, 'EntryNotInQuiz']);
    expect((await answer(s.p1.evaluation.id, 2147483647, 3, s.t1)).statusCode).toBe(400);
  });

  it.each([[0], [6], [2.5], ['3'], [true], [undefined]])('refuses the value %j (400 ValidationError)', async (value) => {
    const s = await scene();
    const res = await answer(s.p1.evaluation.id, nth(s.quiz.questions, 0).id, value, s.t1);
    expect([res.statusCode, code(res)]).toEqual([400, 'ValidationError']);
    expect(await answerRows(s.p1.evaluation.id)).toEqual([]);
  });

  it('keeps one row when answers to the same entry arrive at once', async () => {
    const s = await scene();
    const q = nth(s.quiz.questions, 0);
    const results = await Promise.all([1, 2, 3, 4, 5, null, 1, 2].map((v) => answer(s.p1.evaluation.id, q.id, v, s.t1)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(await answerRows(s.p1.evaluation.id)).toHaveLength(1);
  });

  it('finishes exactly once when the last two answers arrive at once', async () => {
    const s = await scene({ quiz: { keyTermCount: 1, perKeyTerm: 3 } });
    const [q1, q2, q3] = firstOf(s.quiz.questions, 3);
    await answer(s.p1.evaluation.id, q1.id, 4, s.t1);
    const results = await Promise.all([answer(s.p1.evaluation.id, q2.id, 2, s.t1), answer(s.p1.evaluation.id, q3.id, 3, s.t1)]);
    expect(results.map((r) => r.json().finished).sort()).toEqual([false, true]);
    expect((await evaluationRow(s.p1.evaluation.id)).state).toBe('finished');
  });
});

describe('GET /api/evaluation/{id}/ended, /report and /help', () => {
  async function finishedScene() {
    const s = await scene({ quiz: { keyTermCount: 3, perKeyTerm: 2, reversedEvery: 3 } });
    const values = [1, 2, null, 5, 4, null];
    for (const [i, q] of s.quiz.questions.entries()) await answer(s.p1.evaluation.id, q.id, values[i], s.t1);
    return s;
  }

  it('gives the owner the report, equal to the scoring module over the stored answers, in their language', async () => {
    const s = await finishedScene();
    const res = await get(`/api/evaluation/${s.p1.evaluation.id}/report?lang=es`, s.t1);
    expect(res.statusCode).toBe(200);
    const report = res.json();

    const stored = await t.db
      .select()
      .from(answers)
      .where(and(eq(answers.evaluationId, s.p1.evaluation.id)));
    const byQuestion = new Map(s.quiz.questions.map((q) => [q.id, q]));
    const codeOf = new Map(s.quiz.keyTerms.map((k) => [k.id, k.code]));
    const expected = scoreEvaluation(
      stored.map((a) => {
        const q = byQuestion.get(a.questionId);
        return { keyTerm: codeOf.get(q?.keyTermId as number) as string, value: a.value, reversed: q?.reversed ?? false };
      }),
    );
    expect(report).toMatchObject({
      evaluationId: s.p1.evaluation.id,
      study: s.study.description,
      club: s.club.name,
      team: s.group.name,
      quiz: s.quiz.name,
      coefficient: expected.coefficient,
      needLevel: expected.needLevel,
      lowConfidence: expected.lowConfidence,
    });
    expect(report.keyTerms).toEqual(
      expected.keyTerms.map((k, i) => ({
        code: k.keyTerm,
        name: `Término ${i}`,
        score: k.score,
        themeLevel: k.themeLevel,
        answered: k.answered,
        notApplicable: k.notApplicable,
      })),
    );
    expect(report.coefficient).toBeCloseTo((await evaluationRow(s.p1.evaluation.id)).coefficient as number);
  });

  it('keeps the report and its help to the owner: other players and coaches of the club get 404, admins 403 on this route', async () => {
    const s = await finishedScene();
    for (const path of ['report', 'help', 'ended']) {
      expect((await get(`/api/evaluation/${s.p1.evaluation.id}/${path}`, s.t2)).statusCode).toBe(404);
      expect((await get(`/api/evaluation/${s.p1.evaluation.id}/${path}`, await tokenOf(s.coach.email))).statusCode).toBe(404);
      expect((await get(`/api/evaluation/${s.p1.evaluation.id}/${path}`, await tokenOf(s.admin.email))).statusCode).toBe(403);
    }
  });

  it('has no report while the evaluation is unfinished (404)', async () => {
    const s = await scene();
    expect((await get(`/api/evaluation/${s.p1.evaluation.id}/report`, s.t1)).statusCode).toBe(404);
  });

  it('explains the key terms of the quiz (help) and summarises the ended evaluation', async () => {
    const s = await finishedScene();
    const help = await get(`/api/evaluation/${s.p1.evaluation.id}/help`, s.t1);
    expect(help.statusCode).toBe(200);
    expect(help.json().keyTerms.map((k: { code: string; name: string }) => [k.code, k.name])).toEqual([
      ['kt0', 'Key term 0'],
      ['kt1', 'Key term 1'],
      ['kt2', 'Key term 2'],
    ]);
    const ended = (await get(`/api/evaluation/${s.p1.evaluation.id}/ended`, s.t1)).json();
    expect(ended).toMatchObject({ evaluationId: s.p1.evaluation.id, study: s.study.description, state: 'finished', hasReport: true });
    expect(typeof ended.finishedAt).toBe('string');
  });
});
