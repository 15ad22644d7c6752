import { SUMMARY_RELEASE_STEP } from '@club-pulse/contracts/constants';
import type { GroupReport } from '@club-pulse/contracts/reports';
import { keyTermScores } from '@club-pulse/contracts/scoring';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthDateForAge, registration } from '../../../test/registration-factories.ts';
import {
  addSquadMember,
  buildAdmin,
  buildClub,
  buildMember,
  buildQuiz,
  buildStudy,
  buildStudyGroup,
  DEFAULT_PASSWORD,
  isoDate,
} from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { addParticipant, finishEvaluation } from '../../../test/evaluation-factories.ts';
import { firstOf, nth } from '../../../test/nth.ts';

/**
 * The group report against a coach who reads it between changes (docs/decisions/0004): one more finish, five
 * sybil accounts of their own, a deletion, a removal. Each test plays the attack through the real routes and
 * checks that the attacker's arithmetic yields nobody's score. The figures are released in steps of
 * SUMMARY_RELEASE_STEP new people and never recomputed.
 */

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await buildAdmin(t.db);
  adminToken = await t.login(admin.email, DEFAULT_PASSWORD);
});
afterAll(async () => t?.close());

const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
const count = async (query: ReturnType<typeof sql>) => Number(nth(await rowsOf<{ n: number }>(query), 0).n);
const BIRTH = birthDateForAge(20);

type Summary = NonNullable<GroupReport['keyTermSummary']>;
/** What a coach compares between two reads: every figure of the summary and of the breakdown averages. */
const figures = (r: GroupReport) => ({
  keyTerms: r.keyTermSummary?.map(({ keyTerm, players, coaches, avg, min, max, ratioAnswered }) => ({
    keyTerm,
    players,
    coaches,
    avg,
    min,
    max,
    ratioAnswered,
  })),
  averages: r.breakdown.map(({ group, avgCoefficient, release }) => ({ group, avgCoefficient, included: release.included })),
});
/** The attacker's arithmetic per key term: n·avg(n) − m·avg(m), the score of the one person between two reads. */
const differenced = (before: Summary, after: Summary) =>
  after.map((k, i) => (k.avg ?? 0) * k.players - (nth(before, i).avg ?? 0) * nth(before, i).players);

/** A club with its coach, a running study on a quiz of 2 key terms × 2 questions, and the coach's report. */
async function scene() {
  const club = await buildClub(t.db);
  const coach = await buildMember(t.db, { name: 'Carla', surname: 'Coach' });
  const group = await buildStudyGroup(t.db, { clubId: club.id });
  await addSquadMember(t.db, { clubId: club.id, memberId: coach.id, squadRole: 'Coach', studyGroupId: group.id });
  const quiz = await buildQuiz(t.db, { categoryId: group.categoryId, keyTermCount: 2, perKeyTerm: 2 });
  const study = await buildStudy(t.db, { studyGroupId: group.id, quizId: quiz.id, startDate: isoDate(-7), dueDate: isoDate(30) });
  const token = await t.login(coach.email, DEFAULT_PASSWORD);
  const add = (o: { role?: 'Coach' | 'Player'; name?: string; surname?: string } = {}) =>
    addParticipant(t.db, { clubId: club.id, groupId: group.id, studyId: study.id, birthDate: BIRTH, ...o });
  /** A member who finishes with these answers (one per question, null: not relevant). */
  const finish = async (values: Array<number | null>, o: Parameters<typeof add>[0] = {}) => {
    const member = await add(o);
    await finishEvaluation(t.db, member.evaluation.id, quiz, values);
    return member;
  };
  const report = async (as = token, url = `/api/manager/study/${study.id}/report`): Promise<GroupReport> => {
    const res = await t.inject({ method: 'GET', url, token: as });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** Answers every question through the evaluation routes, as the member's browser does. */
  const answerAll = async (memberToken: string, values: Array<number | null>) => {
    const pending = await t.inject({ method: 'GET', url: '/api/evaluation/getMyPendingEvaluations', token: memberToken });
    const evaluationId = pending.json()[0].id as number;
    for (;;) {
      const next = await t.inject({ method: 'GET', url: `/api/evaluation/${evaluationId}/continueQuiz`, token: memberToken });
      if (next.statusCode === 409) return evaluationId;
      const { entryId } = next.json();
      const value = values[quiz.questions.findIndex((q) => q.id === entryId)];
      const res = await t.inject({
        method: 'POST',
        url: `/api/evaluation/${evaluationId}/answer/${entryId}`,
        payload: { selectedAnswer: value },
        token: memberToken,
      });
      expect(res.statusCode, res.body).toBe(200);
      if (res.json().finished) return evaluationId;
    }
  };
  /** The players' key-term scores the scoring module gives for these answers (what must never leak). */
  const scoresOf = (values: Array<number | null>) => {
    const scores = keyTermScores(quiz.questions.map((q, i) => ({ keyTerm: String(q.keyTermId), value: nth(values, i), reversed: q.reversed })));
    return quiz.keyTerms.map((kt) => scores.get(String(kt.id))?.score ?? null);
  };
  return { club, coach, group, quiz, study, token, add, finish, report, answerAll, scoresOf };
}

/** Six players whose key-term scores are 0–87.5 on both key terms. */
const SIX = [
  [5, 5, 5, 5],
  [4, 4, 4, 4],
  [3, 3, 3, 3],
  [2, 2, 2, 2],
  [4, 3, 3, 4],
  [1, 2, 2, 1],
];
/** The victim: key-term scores 100 and 12.5, unlike anybody in SIX (a new maximum on kt0). */
const VICTIM = [1, 1, 4, 5];

describe('differencing: a coach reading before and after one more person finishes', () => {
  it('shows the same key-term figures after one more player finished, so the difference of two reads is nobody’s score', async () => {
    const s = await scene();
    for (const values of SIX) await s.finish(values);
    const before = await s.report();
    expect(before.keyTermSummary?.map((k) => k.players)).toEqual([6, 6]);

    await s.finish(VICTIM, { name: 'Vera', surname: 'Victim' });
    const after = await s.report();
    // The victim is named in the list at this very moment …
    expect(after.candidates.map((c) => c.fullName)).toContain('Vera Victim');
    // … and yet no figure moved, so the attacker's difference is 0, not the victim's scores (100 and 12.5).
    expect(figures(after)).toEqual(figures(before));
    const attack = differenced(before.keyTermSummary as Summary, after.keyTermSummary as Summary);
    expect(attack).toEqual([0, 0]);
    expect(attack).not.toEqual(s.scoresOf(VICTIM));
    expect(nth(after.keyTermSummary ?? [], 0).release).toMatchObject({ included: 6, waiting: 1, neededForUpdate: 5 });
  });

  it('shows the same coaches’ average coefficient after one more coach finished', async () => {
    const s = await scene();
    for (const values of SIX) await s.finish(values, { role: 'Coach' });
    const coachesCell = (r: GroupReport) => r.breakdown.find((c) => c.group === 'coaches');
    const before = coachesCell(await s.report());
    expect(before).toMatchObject({ answered: 6, avgCoefficient: expect.any(Number), release: { included: 6 } });

    await s.finish(VICTIM, { role: 'Coach' });
    const after = coachesCell(await s.report());
    expect(after?.answered).toBe(7);
    expect(after?.avgCoefficient).toBe(before?.avgCoefficient);
    expect(after?.release).toMatchObject({ included: 6, waiting: 1 });
  });
});

describe('sybils: accounts the coach registers through the study link', () => {
  it('shows no key-term figure when 5 sybils answered everything "not relevant" and one real player finished', async () => {
    const s = await scene();
    // The coach registers five players with the study's link and marks every question "not relevant".
    for (let i = 0; i < 5; i++) {
      const res = await t.inject({ method: 'POST', url: '/api/account/register/player', payload: registration(s.study.token, { birthDate: BIRTH }) });
      expect(res.statusCode, res.body).toBe(200);
      await s.answerAll(res.json().token, [null, null, null, null]);
    }
    // One real player registers the same way and answers.
    const real = await t.inject({
      method: 'POST',
      url: '/api/account/register/player',
      payload: registration(s.study.token, { birthDate: BIRTH, name: 'Rita', surname: 'Real' }),
    });
    await s.answerAll(real.json().token, VICTIM);

    const report = await s.report();
    // Six evaluations finished, but an evaluation answered all "not relevant" has no result: the sybils count as
    // players who did not answer, so the summary's gate stays shut and nothing of the real player's key terms shows.
    expect(report.players.answered).toBe(1);
    expect(report.keyTermSummary).toBeNull();
    expect(JSON.stringify(report.keyTermSummary)).not.toMatch(/(^|[^\d.])(100|12\.5)([^\d]|$)/);
  });
});

describe('deletions and removals', () => {
  it('keeps every released figure when a player who is in them deletes their account, min and max included', async () => {
    const s = await scene();
    for (const values of SIX) await s.finish(values);
    const leaver = await s.finish(VICTIM, { name: 'Lea', surname: 'Leaver' }); // the only 100 of kt0: its maximum
    const before = await s.report();
    expect(before.keyTermSummary?.map((k) => [k.players, k.max])).toEqual([
      [7, 100],
      [7, 87.5],
    ]);
    // One more finishes after that read: waiting, not in the figures.
    const late = await s.finish([3, 4, 4, 3], { name: 'Luis', surname: 'Late' });

    for (const member of [leaver, late]) {
      const token = await t.login(member.email, DEFAULT_PASSWORD);
      const res = await t.inject({ method: 'DELETE', url: '/api/member/me', token, payload: { password: DEFAULT_PASSWORD } });
      expect(res.statusCode).toBe(204);
    }
    const after = await s.report();
    expect(after.candidates.map((c) => c.fullName)).not.toContain('Lea Leaver');
    expect(after.players.answered).toBe(6);
    // Nothing recomputed: the deletion is no difference the coach can read, and the maximum stays 100.
    expect(figures(after)).toEqual(figures(before));
    expect(nth(after.keyTermSummary ?? [], 0).release).toMatchObject({ included: 7, waiting: 0 });
    // The anonymous aggregate keeps the deleted member's share; the link to their evaluation is gone.
    expect(await count(sql`select count(*)::int as n from report_release_evaluations where evaluation_id = ${leaver.evaluation.id}`)).toBe(0);
  });

  it('keeps every released figure when an admin removes a finished player and one still answering from the club', async () => {
    const s = await scene();
    const finished = [];
    for (const values of [...SIX, VICTIM]) finished.push(await s.finish(values));
    const answering = await s.add();
    const before = await s.report();

    for (const member of [nth(finished, 6), answering]) {
      const { id } = nth(await rowsOf<{ id: number }>(sql`select id from squad_members where member_id = ${member.id}`), 0);
      const res = await t.inject({
        method: 'DELETE',
        url: `/api/admin/squadMember/byclub/${s.club.id}/RemoveSquadMember`,
        payload: { clubId: s.club.id, squadMemberId: id },
        token: adminToken,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const after = await s.report();
    expect(after.players.invited).toBe(before.players.invited - 1); // the unfinished evaluation was cancelled
    expect(figures(after)).toEqual(figures(before));
  });
});

describe('releases in steps of 6', () => {
  it('releases a key term first at exactly 6 players with a score for it, not at 5, while the other key term shows', async () => {
    const s = await scene();
    for (const values of SIX.slice(0, 5)) await s.finish(values);
    await s.finish([2, 1, null, null]); // answers kt1 "not relevant": kt0 has 6 scores, kt1 only 5
    let report = await s.report();
    const [kt0, kt1] = firstOf(report.keyTermSummary as Summary, 2);
    expect(kt0).toMatchObject({ players: 6, avg: expect.any(Number), release: { included: 6, releasedAt: expect.any(String) } });
    expect(kt1).toMatchObject({
      players: 0,
      avg: null,
      min: null,
      max: null,
      release: { included: 0, releasedAt: null, waiting: 6, neededForUpdate: 1 },
    });

    // The sixth score of kt1 releases it, with those 6 only; kt0 has one new score and does not move.
    await s.finish([5, 4, 1, 2]);
    report = await s.report();
    const [kt0After, kt1After] = report.keyTermSummary as Summary;
    expect(kt0After).toEqual({ ...kt0, release: { ...kt0.release, waiting: 1, neededForUpdate: 5 } });
    const kt1Scores = [...SIX.slice(0, 5), [5, 4, 1, 2]].map((v) => s.scoresOf(v)[1] as number);
    expect(kt1After).toMatchObject({
      players: 6,
      avg: Math.round((kt1Scores.reduce((a, b) => a + b, 0) / 6) * 10) / 10,
      min: Math.min(...kt1Scores),
      max: Math.max(...kt1Scores),
      ratioAnswered: 0.857, // 6 of the 7 finished players it took in answered kt1
    });
  });

  it('takes in new answers only 6 at a time: 5 new change nothing, the 6th updates to the combined figures', async () => {
    const s = await scene();
    const first = SIX;
    const second = [
      [1, 1, 1, 1],
      [1, 2, 5, 5],
      [2, 3, 4, 4],
      [3, 5, 5, 4],
      [5, 4, 1, 1],
      [2, 2, 3, 3],
    ];
    for (const values of first) await s.finish(values);
    const released = await s.report();

    for (const values of second.slice(0, 5)) await s.finish(values);
    const fiveNew = await s.report();
    expect(figures(fiveNew)).toEqual(figures(released));
    expect(fiveNew.keyTermSummary?.map((k) => k.release)).toEqual([
      { releasedAt: nth(released.keyTermSummary ?? [], 0).release.releasedAt, included: 6, waiting: 5, neededForUpdate: 1 },
      { releasedAt: nth(released.keyTermSummary ?? [], 1).release.releasedAt, included: 6, waiting: 5, neededForUpdate: 1 },
    ]);

    await s.finish(nth(second, 5));
    const updated = await s.report();
    const all = [...first, ...second].map((v) => s.scoresOf(v) as number[]);
    (updated.keyTermSummary as Summary).forEach((k, i) => {
      const scores = all.map((p) => nth(p, i));
      expect(k.players).toBe(12);
      expect(k.avg).toBe(Math.round((scores.reduce((a, b) => a + b, 0) / 12) * 10) / 10);
      expect(k.min).toBe(Math.min(...scores));
      expect(k.max).toBe(Math.max(...scores));
      expect(k.release).toMatchObject({ included: 12, waiting: 0, neededForUpdate: SUMMARY_RELEASE_STEP });
      expect(k.release.releasedAt).not.toBe(nth(released.keyTermSummary ?? [], i).release.releasedAt);
    });
    expect(
      await rowsOf(sql`select releases, contributors, seen from report_releases where study_id = ${s.study.id} and cell like 'players:kt:%'`),
    ).toEqual([
      { releases: 2, contributors: 12, seen: 12 },
      { releases: 2, contributors: 12, seen: 12 },
    ]);
  });

  it('releases once when several reads arrive at the same time', async () => {
    const s = await scene();
    for (const values of SIX) await s.finish(values);
    const reports = await Promise.all(Array.from({ length: 6 }, () => s.report()));
    for (const r of reports) expect(r.keyTermSummary?.map((k) => k.players)).toEqual([6, 6]);
    const rows = await rowsOf(
      sql`select r.cell, r.releases, r.contributors, (select count(*)::int from report_release_evaluations e where e.study_id = r.study_id and e.cell = r.cell) as taken
          from report_releases r where r.study_id = ${s.study.id} order by r.cell`,
    );
    expect(rows).toEqual([
      { cell: `players:age:${nth((await s.report()).breakdown, 0).group}`, releases: 1, contributors: 6, taken: 6 },
      { cell: `players:kt:${nth(s.quiz.keyTerms, 0).id}`, releases: 1, contributors: 6, taken: 6 },
      { cell: `players:kt:${nth(s.quiz.keyTerms, 1).id}`, releases: 1, contributors: 6, taken: 6 },
    ]);
  });

  it('counts the coaches who answered a key term only from 6 coaches on, in the same steps', async () => {
    const s = await scene();
    for (const values of SIX) await s.finish(values);
    await s.finish([1, 1, null, null], { role: 'Coach' });
    let summary = (await s.report()).keyTermSummary as Summary;
    expect(summary.map((k) => k.coaches)).toEqual([null, null]);
    for (let i = 0; i < 5; i++) await s.finish([2, 2, 2, 2], { role: 'Coach' });
    summary = (await s.report()).keyTermSummary as Summary;
    // kt0: 6 coaches answered it; kt1: 5 (one answered it all "not relevant"): not shown.
    expect(summary.map((k) => k.coaches)).toEqual([6, null]);
    expect(summary.map((k) => k.players)).toEqual([6, 6]);
  });
});

describe('who may cause a release', () => {
  it('neither shows nor releases anything for a coach of another club; the admin sees the same released figures', async () => {
    const s = await scene();
    for (const values of SIX) await s.finish(values);
    const other = await scene();
    const res = await t.inject({ method: 'GET', url: `/api/manager/study/${s.study.id}/report`, token: other.token });
    expect(res.statusCode).toBe(403);
    expect(await count(sql`select count(*)::int as n from report_releases where study_id = ${s.study.id}`)).toBe(0);

    const coachView = await s.report();
    await s.finish(VICTIM);
    const adminView = await s.report(adminToken, `/api/admin/study/${s.study.id}/report`);
    expect(figures(adminView)).toEqual(figures(coachView));
    expect(adminView.players.answered).toBe(7);
  });
});
