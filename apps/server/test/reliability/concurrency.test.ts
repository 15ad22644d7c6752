/**
 * Concurrency without loss: CONCURRENCY_PLAYERS players (default 200) answer a full quiz at the same
 * time through the real app, with duplicate and out-of-order submissions: decoy answers later overwritten by the
 * final ones, the same answer sent twice at once, questions in shuffled order, and a late answer after the end.
 * Runs on the embedded database, and on PostgreSQL when TEST_DATABASE_URL is set.
 * `npm run test:concurrency` runs 1,000 players.
 */
import { scoreEvaluation } from '@club-pulse/contracts/scoring';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluations } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';
import { buildLoadScene, checkConsistency, finalAnswers, otherValue, type Player, pool, rng, shuffle, storedAnswers } from './support.ts';
import { nth } from '../nth.ts';

const PLAYERS = Number(process.env.CONCURRENCY_PLAYERS ?? 200);
/** How many players answer at the same moment (all of them unless told). */
const AT_ONCE = Number(process.env.CONCURRENCY_AT_ONCE ?? PLAYERS);

let t: TestApp;
let scene: Awaited<ReturnType<typeof buildLoadScene>>;
const plans = new Map<number, Map<number, number | null>>();
const finishedResponses = new Map<number, number>();
const statuses = new Map<number, number>();
const unexpected: string[] = [];
let elapsedMs = 0;

beforeAll(async () => {
  t = await buildTestApp();
  scene = await buildLoadScene(t.db, t.app.deps.tokens, { players: PLAYERS, keyTerms: 4, perKeyTerm: 6 });
}, 300_000);
afterAll(async () => t?.close());

async function answer(p: Player, entryId: number, value: number | null, allowFinished = false) {
  const res = await t.inject({
    method: 'POST',
    url: `/api/evaluation/${p.evaluationId}/answer/${entryId}`,
    token: p.token,
    payload: { selectedAnswer: value },
  });
  statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  if (res.statusCode === 200) {
    if (res.json().finished) finishedResponses.set(p.evaluationId, (finishedResponses.get(p.evaluationId) ?? 0) + 1);
  } else if (!(allowFinished && res.statusCode === 409 && res.json().errors[0].code === 'EvaluationFinished')) {
    unexpected.push(`answer ${p.evaluationId}/${entryId} → ${res.statusCode} ${res.body.slice(0, 160)}`);
  }
  return res;
}

/** Follows the screens: continueQuiz, change one's mind now and then, answer, until the last question. */
async function answerLikeTheScreens(p: Player, plan: Map<number, number | null>, random: () => number) {
  for (let step = 0; step < plan.size + 2; step++) {
    const next = await t.inject({ method: 'GET', url: `/api/evaluation/${p.evaluationId}/continueQuiz`, token: p.token });
    if (next.statusCode !== 200) {
      unexpected.push(`continueQuiz ${p.evaluationId} → ${next.statusCode} ${next.body.slice(0, 160)}`);
      return;
    }
    const q = next.json();
    const final = plan.get(q.entryId) as number | null;
    // Changing one's mind: another value first (not on the last question: that answer ends the quiz).
    if (!q.isLastQuestion && random() < 0.3) await answer(p, q.entryId, otherValue(final, random));
    const res = await answer(p, q.entryId, final);
    if (res.statusCode !== 200) return;
    if (res.json().finished !== q.isLastQuestion)
      unexpected.push(`evaluation ${p.evaluationId}: finished ${res.json().finished} but isLastQuestion ${q.isLastQuestion}`);
    if (res.json().finished) return;
  }
  unexpected.push(`evaluation ${p.evaluationId}: never finished following continueQuiz`);
}

/**
 * Out of order: decoys for a third of the questions, then their final answers (each with a concurrent twin),
 * then every other question at once in shuffled order with some sent twice; finally a late different answer.
 */
async function answerOutOfOrder(p: Player, plan: Map<number, number | null>, random: () => number) {
  const ids = shuffle([...plan.keys()], random);
  const decoyed = ids.slice(0, Math.floor(ids.length / 3));
  const rest = ids.slice(decoyed.length);
  await Promise.all(decoyed.map((id) => answer(p, id, otherValue(plan.get(id) as number | null, random))));
  await Promise.all(
    decoyed.flatMap((id) =>
      random() < 0.5
        ? [answer(p, id, plan.get(id) as number | null), answer(p, id, plan.get(id) as number | null)]
        : [answer(p, id, plan.get(id) as number | null)],
    ),
  );
  const twins = new Set(rest.filter(() => random() < 0.2));
  await Promise.all(
    shuffle(
      rest.flatMap((id) => (twins.has(id) ? [id, id] : [id])),
      random,
    ).map((id, i, all) => answer(p, id, plan.get(id) as number | null, twins.has(id) && all.indexOf(id) !== i ? true : twins.has(id))),
  );
  const late = nth(ids, Math.floor(random() * ids.length));
  const res = await answer(p, late, otherValue(plan.get(late) as number | null, random), true);
  if (res.statusCode !== 409) unexpected.push(`late answer to finished evaluation ${p.evaluationId} → ${res.statusCode}`);
}

describe(`${PLAYERS} players answering a full quiz at the same time (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('answers every submission with 200, or 409 EvaluationFinished once finished, and never 5xx', async () => {
    const started = Date.now();
    await pool(scene.players, AT_ONCE, async (p, i) => {
      const random = rng(20261122 + i);
      const plan = finalAnswers(scene.quiz, random);
      plans.set(p.evaluationId, plan);
      await (i % 4 === 0 ? answerLikeTheScreens(p, plan, random) : answerOutOfOrder(p, plan, random));
    });
    elapsedMs = Date.now() - started;
    expect(unexpected.slice(0, 10)).toEqual([]);
    expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
  }, 600_000);

  it('stores every answer exactly once: answer rows = players × questions', async () => {
    const ids = scene.players.map((p) => p.evaluationId);
    const res = await t.db.execute(
      sql`select count(*)::int as n, count(distinct (evaluation_id, question_id))::int as d from answers where evaluation_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    const row = nth((res as unknown as { rows: Array<{ n: number; d: number }> }).rows, 0);
    expect(Number(row.n)).toBe(PLAYERS * scene.quiz.questions.length);
    expect(Number(row.d)).toBe(PLAYERS * scene.quiz.questions.length);
  });

  it("keeps each entry's final answer (the decoys and the late answers did not win)", async () => {
    const wrong: string[] = [];
    for (const p of scene.players) {
      const stored = await storedAnswers(t.db, p.evaluationId);
      for (const [questionId, value] of plans.get(p.evaluationId) ?? []) {
        if (stored.get(questionId) !== value)
          wrong.push(`evaluation ${p.evaluationId} question ${questionId}: ${stored.get(questionId)} instead of ${value}`);
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('finishes every evaluation exactly once (one finished:true response each, finished_at set, state finished)', async () => {
    const rows = await t.db
      .select({ id: evaluations.id, state: evaluations.state, finishedAt: evaluations.finishedAt })
      .from(evaluations)
      .where(
        inArray(
          evaluations.id,
          scene.players.map((p) => p.evaluationId),
        ),
      );
    expect(rows.filter((r) => r.state !== 'finished' || r.finishedAt === null)).toEqual([]);
    expect(
      scene.players.filter((p) => finishedResponses.get(p.evaluationId) !== 1).map((p) => [p.evaluationId, finishedResponses.get(p.evaluationId)]),
    ).toEqual([]);
  });

  it('stores for every evaluation the coefficient the scoring module gives for its stored answers', async () => {
    const report = await checkConsistency(
      t.db,
      scene.players.map((p) => p.evaluationId),
      scene.quiz.questions.length,
    );
    expect(report.halfWritten.slice(0, 10)).toEqual([]);
    expect(report.finished).toBe(PLAYERS);
  });

  it("gives each player a personal report equal to the scoring module's result", async () => {
    const codeOf = new Map(scene.quiz.questions.map((q) => [q.id, scene.quiz.keyTerms.find((k) => k.id === q.keyTermId)?.code as string]));
    const reversed = new Map(scene.quiz.questions.map((q) => [q.id, q.reversed]));
    const wrong: string[] = [];
    await pool(scene.players, 20, async (p) => {
      const res = await t.inject({ method: 'GET', url: `/api/evaluation/${p.evaluationId}/report`, token: p.token });
      if (res.statusCode !== 200) {
        wrong.push(`report ${p.evaluationId} → ${res.statusCode}`);
        return;
      }
      const stored = await storedAnswers(t.db, p.evaluationId);
      const ordered = scene.quiz.questions.map((q) => ({
        keyTerm: codeOf.get(q.id) as string,
        reversed: reversed.get(q.id) as boolean,
        value: stored.get(q.id) ?? null,
      }));
      const expected = scoreEvaluation(ordered);
      const body = res.json();
      if (body.coefficient !== expected.coefficient)
        wrong.push(`report ${p.evaluationId}: coefficient ${body.coefficient}, scoring ${expected.coefficient}`);
      const got = body.keyTerms.map((k: { code: string; score: number | null }) => [k.code, k.score]);
      const want = expected.keyTerms.map((k) => [k.keyTerm, k.score]);
      if (JSON.stringify(got) !== JSON.stringify(want))
        wrong.push(`report ${p.evaluationId}: key terms ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`);
    });
    expect(wrong.slice(0, 10)).toEqual([]);
    // For the record (visible with --reporter=verbose): how long the whole load took.
    console.info(
      `${PLAYERS} players, ${[...statuses.values()].reduce((a, b) => a + b, 0)} answers in ${elapsedMs} ms: ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
  }, 120_000);
});
