/**
 * Shared pieces of the reliability suites: a study with many players inserted in bulk, tokens issued
 * directly (no password hashing per player), answer plans with duplicates and out-of-order submissions, and the
 * consistency checks every suite runs afterwards.
 */
import { scoreEvaluation } from '@club-pulse/contracts/scoring';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { evaluations, members, squadMembers } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import type { TokenService } from '../../src/lib/tokens.ts';
import { buildAdmin, buildClub, buildMember, buildQuiz, buildStudy, buildStudyGroup, addSquadMember, DEFAULT_PASSWORD } from '../factories.ts';
import { nth } from '../nth.ts';

export interface Player {
  id: number;
  email: string;
  evaluationId: number;
  token: string;
}

export type Quiz = Awaited<ReturnType<typeof buildQuiz>>;

let bulkSeq = 0;

/**
 * One club, study group, quiz (`keyTerms` × `perKeyTerm` questions, every third reversed) and open study, with
 * `players` players (bulk inserted, password DEFAULT_PASSWORD) each holding an evaluation and a token.
 */
export async function buildLoadScene(db: Db, tokens: TokenService, o: { players: number; keyTerms?: number; perKeyTerm?: number }) {
  const admin = await buildAdmin(db);
  const club = await buildClub(db);
  const coach = await buildMember(db, { name: 'Load', surname: 'Coach' });
  const group = await buildStudyGroup(db, { clubId: club.id, coachMemberId: coach.id });
  await addSquadMember(db, { clubId: club.id, memberId: coach.id, squadRole: 'Coach', studyGroupId: group.id });
  const quiz = await buildQuiz(db, { categoryId: group.categoryId, keyTermCount: o.keyTerms ?? 4, perKeyTerm: o.perKeyTerm ?? 6, reversedEvery: 3 });
  const study = await buildStudy(db, { studyGroupId: group.id, quizId: quiz.id, createdBy: coach.id });
  const passwordHash = await hashPassword(DEFAULT_PASSWORD);
  const run = `${Date.now().toString(36)}${++bulkSeq}`;
  const players: Player[] = [];
  for (let start = 0; start < o.players; start += 100) {
    const count = Math.min(100, o.players - start);
    const rows = await db
      .insert(members)
      .values(
        Array.from({ length: count }, (_, i) => ({
          email: `load-${run}-${start + i}@example.test`,
          name: 'Load',
          surname: `Player ${start + i}`,
          birthDate: `20${String(8 + ((start + i) % 6)).padStart(2, '0')}-05-10`,
          // Some are under 16: registered with a guardian's consent, as registration requires (or they may not answer).
          guardianConfirmed: true,
          role: 'User' as const,
          passwordHash,
          acceptedTermsVersion: 1,
        })),
      )
      .returning({ id: members.id, email: members.email });
    await db
      .insert(squadMembers)
      .values(rows.map((r) => ({ clubId: club.id, memberId: r.id, squadRole: 'Player' as const, studyGroupId: group.id })));
    const evs = await db
      .insert(evaluations)
      .values(rows.map((r) => ({ studyId: study.id, memberId: r.id, squadRole: 'Player' as const })))
      .returning({ id: evaluations.id, memberId: evaluations.memberId });
    const evOf = new Map(evs.map((e) => [e.memberId, e.id]));
    for (const r of rows) {
      const token = await tokens.issue({ id: r.id, name: 'Load', email: r.email, role: 'User', tokenVersion: 0 });
      players.push({ id: r.id, email: r.email, evaluationId: evOf.get(r.id) as number, token });
    }
  }
  return { admin, club, coach, group, quiz, study, players };
}

/** A small deterministic pseudo-random generator (mulberry32): the same seed gives the same plan. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(xs: T[], random: () => number): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const [a, b] = [nth(out, i), nth(out, j)];
    out[i] = b;
    out[j] = a;
  }
  return out;
}

/** The final answer of each question (1..5, or null about one time in eight) for one player. */
export function finalAnswers(quiz: Quiz, random: () => number): Map<number, number | null> {
  return new Map(quiz.questions.map((q) => [q.id, random() < 0.125 ? null : 1 + Math.floor(random() * 5)]));
}

/** Another value than `v` (a decoy sent before the final answer). */
export function otherValue(v: number | null, random: () => number): number | null {
  const choices = [1, 2, 3, 4, 5, null].filter((x) => x !== v);
  return nth(choices, Math.floor(random() * choices.length));
}

/** Runs `tasks` with at most `limit` running at the same time. */
export async function pool<T>(items: T[], limit: number, task: (item: T, index: number) => Promise<void>) {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      await task(nth(items, i), i);
    }
  });
  await Promise.all(workers);
}

export interface ConsistencyReport {
  evaluations: number;
  finished: number;
  answers: number;
  /** Finished evaluations with a missing answer, or a coefficient that is not the scoring module's. */
  halfWritten: string[];
}

/**
 * Checks every evaluation of `evaluationIds`: finished ⇔ every question answered, finished_at set and the stored
 * coefficient ×10 equal to scoreEvaluation over the stored answers; an unfinished one has neither.
 */
export async function checkConsistency(db: Db, evaluationIds: number[], questionsPerQuiz: number): Promise<ConsistencyReport> {
  const evs = await db
    .select({ id: evaluations.id, state: evaluations.state, finishedAt: evaluations.finishedAt, coefficient: evaluations.coefficient })
    .from(evaluations)
    .where(inArray(evaluations.id, evaluationIds));
  const res = await db.execute(sql`
    select a.evaluation_id as "evaluationId", a.value, q.reversed, k.code as "keyTerm"
    from answers a join questions q on q.id = a.question_id join key_terms k on k.id = q.key_term_id
    where a.evaluation_id in (${sql.join(
      evaluationIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by a.evaluation_id, k.position, q.position`);
  const rows = (res as unknown as { rows: Array<{ evaluationId: number; value: number | null; reversed: boolean; keyTerm: string }> }).rows;
  const byEval = new Map<number, typeof rows>();
  for (const r of rows) {
    const id = Number(r.evaluationId);
    byEval.set(id, [...(byEval.get(id) ?? []), { ...r, value: r.value === null ? null : Number(r.value) }]);
  }
  const halfWritten: string[] = [];
  for (const e of evs) {
    const answers = byEval.get(e.id) ?? [];
    const finished = e.state === 'finished';
    if (finished !== (answers.length === questionsPerQuiz))
      halfWritten.push(`evaluation ${e.id}: state ${e.state} with ${answers.length}/${questionsPerQuiz} answers`);
    if (finished !== (e.finishedAt !== null)) halfWritten.push(`evaluation ${e.id}: state ${e.state} but finished_at ${e.finishedAt}`);
    if (finished) {
      const { coefficient } = scoreEvaluation(answers);
      const expected = coefficient === null ? null : Math.round(coefficient * 10) / 10;
      if (e.coefficient !== expected) halfWritten.push(`evaluation ${e.id}: coefficient ${e.coefficient}, scoring gives ${expected}`);
    } else if (e.coefficient !== null) {
      halfWritten.push(`evaluation ${e.id}: unfinished with coefficient ${e.coefficient}`);
    }
  }
  return { evaluations: evs.length, finished: evs.filter((e) => e.state === 'finished').length, answers: rows.length, halfWritten };
}

/** The stored answers of one evaluation by question id. */
export async function storedAnswers(db: Db, evaluationId: number): Promise<Map<number, number | null>> {
  const res = await db.execute(sql`select question_id as "questionId", value from answers where evaluation_id = ${evaluationId}`);
  const rows = (res as unknown as { rows: Array<{ questionId: number; value: number | null }> }).rows;
  return new Map(rows.map((r) => [Number(r.questionId), r.value === null ? null : Number(r.value)]));
}
