import { ageGroupOf, keyTermScores } from '@club-pulse/contracts/scoring';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { addSquadMember, buildClub, buildMember, buildQuiz, buildStudy, buildStudyGroup, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { addParticipant, finishEvaluation } from '../../../test/evaluation-factories.ts';
import { releaseFreshContributions, readReleasedFigures } from './group-report-releases.repository.ts';
import { findReportStudy, listPeopleFigures } from './group-report.repository.ts';
import { getGroupReport } from './group-report.service.ts';
import { nth } from '../../../test/nth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const count = async (query: ReturnType<typeof sql>) => Number(nth(((await t.db.execute(query)) as unknown as { rows: { n: number }[] }).rows, 0).n);

/** A club, a coach, a study on a quiz of 2 key terms × 2 questions (unless told), starting 2027-03-01. */
async function scene(o: { hasKeyTermSummary?: boolean; reversedEvery?: number } = {}) {
  const club = await buildClub(t.db);
  const coach = await buildMember(t.db, { name: 'Carla', surname: 'Coach' });
  const group = await buildStudyGroup(t.db, { clubId: club.id });
  await addSquadMember(t.db, { clubId: club.id, memberId: coach.id, squadRole: 'Coach', studyGroupId: group.id });
  const quiz = await buildQuiz(t.db, { categoryId: group.categoryId, keyTermCount: 2, perKeyTerm: 2, ...o });
  const study = await buildStudy(t.db, { studyGroupId: group.id, quizId: quiz.id, startDate: '2027-03-01', dueDate: '2027-04-01' });
  const add = (p: Omit<Parameters<typeof addParticipant>[1], 'clubId' | 'groupId' | 'studyId'> = {}) =>
    addParticipant(t.db, { clubId: club.id, groupId: group.id, studyId: study.id, birthDate: '2012-06-01', ...p });
  const token = await t.login(coach.email, DEFAULT_PASSWORD);
  const report = async () => {
    const res = await t.inject({ method: 'GET', url: `/api/manager/study/${study.id}/report`, token });
    expect(res.statusCode).toBe(200);
    return { body: res.json(), raw: res.body };
  };
  return { club, coach, group, quiz, study, add, token, report };
}

/** Answers [1,2,4,5]: key-term scores 87.5 and 12.5 (per person, must never leave), coefficient 50. */
const TELLTALE = [1, 2, 4, 5];

describe('the key-term summary', () => {
  it('is null with 5 finished players and present with 6', async () => {
    const s = await scene();
    for (let i = 0; i < 5; i++) await finishEvaluation(t.db, (await s.add()).evaluation.id, s.quiz, TELLTALE);
    let { body } = await s.report();
    expect(body.players).toEqual({ invited: 5, answered: 5 });
    expect(body.keyTermSummary).toBeNull();

    await finishEvaluation(t.db, (await s.add()).evaluation.id, s.quiz, TELLTALE);
    ({ body } = await s.report());
    expect(body.players).toEqual({ invited: 6, answered: 6 });
    expect(body.keyTermSummary).toHaveLength(2);
  });

  it('gives per key term the players and coaches who answered it, and the average, minimum and maximum of the players', async () => {
    const s = await scene();
    const answers = [
      [1, 1, 5, 5], // kt0 100, kt1 0
      [5, 5, 5, 5], // 0, 0
      [3, 3, null, null], // 50, —
      [2, 2, 2, 2], // 75, 75
      [4, 5, 4, 5], // 12.5, 12.5
      [1, 2, 3, 4], // 87.5, 37.5
      [3, 4, 3, 4], // 37.5, 37.5
    ];
    for (const values of answers) await finishEvaluation(t.db, (await s.add()).evaluation.id, s.quiz, values);
    await s.add(); // invited, not answered
    const coach = await s.add({ role: 'Coach' });
    await finishEvaluation(t.db, coach.evaluation.id, s.quiz, [1, 1, 1, 1]); // must not move the players' figures

    const { body } = await s.report();
    // kt1 has 6 players with a score (one answered it all "not relevant"); coaches are counted from 6 on.
    expect(body.keyTermSummary.map(({ release, ...figures }: { release: unknown }) => figures)).toEqual([
      { keyTerm: 'kt0', name: 'Key term 0', players: 7, coaches: null, avg: 51.8, min: 0, max: 100, ratioAnswered: 1 },
      { keyTerm: 'kt1', name: 'Key term 1', players: 6, coaches: null, avg: 27.1, min: 0, max: 75, ratioAnswered: 0.857 },
    ]);
    expect(body.keyTermSummary.map((k: { release: unknown }) => k.release)).toEqual([
      { releasedAt: expect.any(String), included: 7, waiting: 0, neededForUpdate: 6 },
      { releasedAt: expect.any(String), included: 6, waiting: 0, neededForUpdate: 6 },
    ]);
    expect(body.players).toEqual({ invited: 8, answered: 7 });
    expect(body.coaches).toEqual({ invited: 1, answered: 1 });
  });

  it('scores reversed items as the scoring module does', async () => {
    const s = await scene({ reversedEvery: 2 });
    const sets = [
      [1, 5, 2, 4],
      [3, 1, 5, 2],
      [4, 4, 1, 1],
      [2, 3, 3, null],
      [5, 2, 4, 3],
      [1, 1, 2, 5],
    ];
    for (const values of sets) await finishEvaluation(t.db, (await s.add()).evaluation.id, s.quiz, values);
    const perPerson = sets.map((values) =>
      keyTermScores(s.quiz.questions.map((q, i) => ({ keyTerm: String(q.keyTermId), value: nth(values, i), reversed: q.reversed }))),
    );
    const { body } = await s.report();
    s.quiz.keyTerms.forEach((kt, k) => {
      const scores = perPerson.map((m) => m.get(String(kt.id))?.score).filter((x): x is number => x != null);
      const row = body.keyTermSummary[k];
      expect(row.avg).toBeCloseTo(scores.reduce((a, b) => a + b, 0) / scores.length, 1);
      expect(row.min).toBeCloseTo(Math.min(...scores), 1);
      expect(row.max).toBeCloseTo(Math.max(...scores), 1);
    });
  });

  it('is null always for a quiz without the KPIs flag', async () => {
    const s = await scene({ hasKeyTermSummary: false });
    for (let i = 0; i < 7; i++) await finishEvaluation(t.db, (await s.add()).evaluation.id, s.quiz, TELLTALE);
    const { body } = await s.report();
    expect(body.study.hasKeyTermSummary).toBe(false);
    expect(body.keyTermSummary).toBeNull();
  });

  it('names the key terms in the language asked for, falling back to English', async () => {
    const s = await scene();
    for (let i = 0; i < 6; i++) await finishEvaluation(t.db, (await s.add()).evaluation.id, s.quiz, TELLTALE);
    const es = await t.inject({ method: 'GET', url: `/api/manager/study/${s.study.id}/report?lang=es`, token: s.token });
    expect(es.json().keyTermSummary[0].name).toBe('Término 0');
    const ca = await t.inject({ method: 'GET', url: `/api/manager/study/${s.study.id}/report?lang=ca`, token: s.token });
    expect(ca.json().keyTermSummary[0].name).toBe('Key term 0');
  });
});

describe('players, age groups and breakdown', () => {
  it('tells two listed players of the same name apart by their emails, and only them', async () => {
    const s = await scene();
    const first = await s.add({ name: 'Laura', surname: 'García' });
    const second = await s.add({ name: 'laura', surname: 'garcía' });
    const other = await s.add({ name: 'Laura', surname: 'Puig' });
    const unfinished = await s.add({ name: 'Laura', surname: 'Puig' });
    for (const p of [first, second, other]) await finishEvaluation(t.db, p.evaluation.id, s.quiz, [1, 1, 1, 1]);
    const { body } = await s.report();
    const listed = (body.candidates as Array<{ fullName: string; email: string | null }>).map((c) => [c.fullName, c.email]);
    expect(listed).toHaveLength(3);
    expect(listed).toEqual(
      expect.arrayContaining([
        ['Laura García', first.email],
        ['laura garcía', second.email],
        // Her namesake has no result: not listed, so nothing to tell apart.
        ['Laura Puig', null],
      ]),
    );
    expect(JSON.stringify(body)).not.toContain(unfinished.email);
  });

  it('lists the finished players by result, highest need first, with need level, coefficient and age group', async () => {
    const s = await scene();
    const low = await s.add({ name: 'Low', surname: 'Need', birthDate: '2013-03-02' });
    const high = await s.add({ name: 'High', surname: 'Need', birthDate: '2009-01-01' });
    const mid = await s.add({ name: 'Mid', surname: 'Need', birthDate: null });
    await s.add({ name: 'Not', surname: 'Yet' });
    await finishEvaluation(t.db, low.evaluation.id, s.quiz, [5, 5, 5, 4]); // 0 and 12.5 → 6.3
    await finishEvaluation(t.db, high.evaluation.id, s.quiz, [1, 1, 1, 2]); // 100 and 87.5 → 93.8
    await finishEvaluation(t.db, mid.evaluation.id, s.quiz, [3, 3, 3, 3]); // 50
    const { body } = await s.report();
    expect(body.candidates).toEqual([
      { fullName: 'High Need', email: null, needLevel: 'critical', coefficient: 93.8, ageGroup: 'U21' },
      { fullName: 'Mid Need', email: null, needLevel: 'high', coefficient: 50, ageGroup: null },
      { fullName: 'Low Need', email: null, needLevel: 'minimal', coefficient: 6.3, ageGroup: 'U14' },
    ]);
    expect(body.needLevelCounts).toEqual([
      { needLevel: 'minimal', ageGroup: 'U14', count: 1 },
      { needLevel: 'critical', ageGroup: 'U21', count: 1 },
    ]);
    expect(body.needLevelTotals).toEqual([
      { needLevel: 'minimal', count: 1 },
      { needLevel: 'moderate', count: 0 },
      { needLevel: 'high', count: 1 },
      { needLevel: 'critical', count: 1 },
    ]);
  });

  it('shows a player who answered every question "not relevant" as one without a result: no row, not counted as answered', async () => {
    const s = await scene();
    const answered = await s.add({ name: 'Has', surname: 'Result' });
    const blank = await s.add({ name: 'All', surname: 'NotRelevant' });
    await s.add({ name: 'Not', surname: 'Yet' });
    await finishEvaluation(t.db, answered.evaluation.id, s.quiz, [3, 3, 3, 3]);
    const none = await finishEvaluation(t.db, blank.evaluation.id, s.quiz, [null, null, null, null]);
    expect(none).toMatchObject({ coefficient: null, needLevel: null });
    const { body, raw } = await s.report();
    expect(body.candidates.map((c: { fullName: string }) => c.fullName)).toEqual(['Has Result']);
    expect(raw).not.toContain('NotRelevant');
    expect(body.players).toEqual({ invited: 3, answered: 1 });
    expect(body.needLevelTotals.reduce((n: number, l: { count: number }) => n + l.count, 0)).toBe(1);
    // The coach's studies list counts the same answers as the report.
    const list = await t.inject({ method: 'GET', url: '/api/manager/study/all', token: s.token });
    expect(list.json().find((x: { id: number }) => x.id === s.study.id)).toMatchObject({ playerAnswers: 1, playersInvited: 3 });
  });

  it("computes age groups at the study's start date exactly as ageGroupOf does, birthdays and 29 February included", async () => {
    const s = await scene();
    const births = ['2013-03-01', '2013-03-02', '2012-02-29', '2011-03-01', '2011-03-02', '2009-03-01', '2006-03-02', '2006-03-01', '2016-02-29'];
    for (const [i, birthDate] of births.entries()) {
      const p = await s.add({ name: `P${i}`, surname: birthDate, birthDate });
      await finishEvaluation(t.db, p.evaluation.id, s.quiz, TELLTALE);
    }
    const { body } = await s.report();
    for (const c of body.candidates) expect(c.ageGroup, c.fullName).toBe(ageGroupOf(c.fullName.split(' ')[1], '2027-03-01'));
    expect(new Set(body.candidates.map((c: { ageGroup: string }) => c.ageGroup))).toEqual(new Set(['U14', 'U16', 'U18', 'U21', 'Senior']));
  });

  it('shows each breakdown cell its count, and its average only from 6 respondents on', async () => {
    const s = await scene();
    for (let i = 0; i < 6; i++)
      await finishEvaluation(t.db, (await s.add({ birthDate: '2012-06-01' })).evaluation.id, s.quiz, i < 3 ? [3, 3, 3, 3] : [1, 1, 1, 1]);
    for (let i = 0; i < 2; i++) await finishEvaluation(t.db, (await s.add({ birthDate: '2005-01-01' })).evaluation.id, s.quiz, [5, 5, 5, 5]);
    await s.add({ birthDate: '2005-01-01' });
    for (let i = 0; i < 5; i++) await finishEvaluation(t.db, (await s.add({ role: 'Coach' })).evaluation.id, s.quiz, [2, 2, 2, 2]);
    const { body } = await s.report();
    expect(body.breakdown.map(({ release, ...cell }: { release: unknown }) => cell)).toEqual([
      { group: 'U16', answered: 6, avgCoefficient: 75 },
      { group: 'Senior', answered: 2, avgCoefficient: null },
      { group: 'coaches', answered: 5, avgCoefficient: null },
    ]);
    expect(body.breakdown.map((c: { release: unknown }) => c.release)).toEqual([
      { releasedAt: expect.any(String), included: 6, waiting: 0, neededForUpdate: 6 },
      { releasedAt: null, included: 0, waiting: 2, neededForUpdate: 4 },
      { releasedAt: null, included: 0, waiting: 5, neededForUpdate: 1 },
    ]);
    expect(body.coaches).toEqual({ invited: 5, answered: 5 });
    expect(body.players).toEqual({ invited: 9, answered: 8 });
  });

  it('uses the same number of queries for 6 players as for 14 (no query per player)', async () => {
    const count = async (players: number) => {
      const s = await scene();
      for (let i = 0; i < players; i++)
        await finishEvaluation(t.db, (await s.add({ birthDate: `20${String(5 + (i % 8)).padStart(2, '0')}-05-05` })).evaluation.id, s.quiz, TELLTALE);
      let n = 0;
      const counting = new Proxy(t.db, {
        get(target, prop, receiver) {
          const value = Reflect.get(target, prop, receiver);
          if (prop !== 'execute' && prop !== 'select' && prop !== 'transaction') return value;
          return (...args: unknown[]) => {
            n++;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      }) as Db;
      const report = await getGroupReport(counting, s.study.id, 'en', 'admin');
      expect(report.candidates).toHaveLength(players);
      return n;
    };
    const few = await count(6);
    const many = await count(14);
    expect(many).toBe(few);
    expect(many).toBeLessThanOrEqual(6);
  });
});

describe('access, checked together with the report', () => {
  it('answers 403 to a coach of another club, a former coach and a player of the club, 404 for an unknown study', async () => {
    const s = await scene();
    for (let i = 0; i < 6; i++) await finishEvaluation(t.db, (await s.add()).evaluation.id, s.quiz, TELLTALE);
    const other = await scene();
    const former = await buildMember(t.db);
    await addSquadMember(t.db, { clubId: s.club.id, memberId: former.id, squadRole: 'Coach', studyGroupId: s.group.id });
    await t.db.execute(sql`update squad_members set removed_at = now() where member_id = ${former.id}`);
    const player = await s.add();
    for (const email of [other.coach.email, former.email, player.email]) {
      const res = await t.inject({ method: 'GET', url: `/api/manager/study/${s.study.id}/report`, token: await t.login(email, DEFAULT_PASSWORD) });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('candidates');
    }
    const unknown = await t.inject({ method: 'GET', url: `/api/manager/study/${s.study.id + 100000}/report`, token: s.token });
    expect(unknown.statusCode).toBe(404);
    expect((await s.report()).body.candidates).toHaveLength(6);
  });

  it("computes nothing of the report's figures for a member who may not read it", async () => {
    const s = await scene();
    for (let i = 0; i < 6; i++) await finishEvaluation(t.db, (await s.add()).evaluation.id, s.quiz, TELLTALE);
    const stranger = { memberId: (await buildMember(t.db)).id };
    const coach = { memberId: s.coach.id };
    expect((await findReportStudy(t.db, s.study.id, stranger))?.mayRead).toBe(false);
    expect((await findReportStudy(t.db, s.study.id, coach))?.mayRead).toBe(true);
    const hidden = await listPeopleFigures(t.db, s.study.id, stranger);
    expect(hidden).toEqual({ candidates: [], cells: [], levelCounts: [] });
    expect((await listPeopleFigures(t.db, s.study.id, coach)).candidates).toHaveLength(6);
    // The released figures: nothing read, and nothing released, for the stranger, even asked to release.
    expect(await readReleasedFigures(t.db, s.study.id, 'en', 6, stranger)).toEqual({ keyTerms: [], cells: [] });
    expect(await releaseFreshContributions(t.db, s.study.id, 'en', 6, stranger)).toEqual({ keyTerms: [], cells: [] });
    expect(await count(sql`select count(*)::int as n from report_releases where study_id = ${s.study.id}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from report_release_evaluations where study_id = ${s.study.id}`)).toBe(0);
    const pending = await readReleasedFigures(t.db, s.study.id, 'en', 6, coach);
    expect(pending.cells.find((c) => c.cell.startsWith('players:kt:'))).toMatchObject({ contributors: 0, waiting: 6, releasable: true });
    const released = await releaseFreshContributions(t.db, s.study.id, 'en', 6, coach);
    expect(released.cells.filter((c) => c.cell.startsWith('players:kt:')).map((c) => c.contributors)).toEqual([6, 6]);
  });
});

describe("the coach's report beside the session check (plugins/auth.ts, sessionCheck 'alongside')", () => {
  const releasedRows = (studyId: number) => count(sql`select count(*)::int as n from report_release_evaluations where study_id = ${studyId}`);
  const get = (url: string, token: string) => t.inject({ method: 'GET', url, token });

  it('refuses a revoked session with 401 only: no report, no 404 for an unknown study, no 403 for another club, no release', async () => {
    const s = await scene();
    const other = await scene();
    for (let i = 0; i < 6; i++) await finishEvaluation(t.db, (await s.add()).evaluation.id, s.quiz, TELLTALE);
    await t.db.execute(sql`update members set enabled = false where id = ${s.coach.id}`);
    for (const url of [
      `/api/manager/study/${s.study.id}/report?lang=en`,
      `/api/manager/study/${s.study.id}/report`,
      `/api/manager/study/${s.study.id + 100000}/report?lang=en`,
      `/api/manager/study/${other.study.id}/report?lang=en`,
      `/api/manager/study/${s.study.id}/report?lang=xx`,
    ]) {
      const res = await get(url, s.token);
      expect([res.statusCode, res.json().errors?.[0]?.code], url).toEqual([401, 'Unauthorized']);
      expect(res.body, url).not.toContain('candidates');
    }
    // Six finished players wait to be released: the refused reads released none of them, not even after their
    // answer (a handler is not stopped by its refusal: what it had started would go on).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await releasedRows(s.study.id)).toBe(0);
    await t.db.execute(sql`update members set enabled = true where id = ${s.coach.id}`);
    expect((await s.report()).body.candidates).toHaveLength(6);
    expect(await releasedRows(s.study.id)).toBeGreaterThan(0);
  });

  it('refuses a coach made platform admin with 403 (the role the row says, not the token)', async () => {
    const s = await scene();
    await finishEvaluation(t.db, (await s.add()).evaluation.id, s.quiz, TELLTALE);
    await t.db.execute(sql`update members set role = 'AppAdmin' where id = ${s.coach.id}`);
    const promoted = await get(`/api/manager/study/${s.study.id}/report?lang=en`, s.token);
    expect([promoted.statusCode, promoted.json().errors[0].code]).toEqual([403, 'Forbidden']);
    await t.db.execute(sql`update members set role = 'User' where id = ${s.coach.id}`);
    expect((await get(`/api/manager/study/${s.study.id}/report?lang=en`, s.token)).statusCode).toBe(200);
  });

  it("answers in the coach's own language when the call names none, and in the one it names otherwise", async () => {
    const s = await scene();
    for (let i = 0; i < 6; i++) await finishEvaluation(t.db, (await s.add()).evaluation.id, s.quiz, TELLTALE);
    await t.db.execute(sql`update members set language = 'es' where id = ${s.coach.id}`);
    const keyTermNames = async (url: string) => {
      const res = await get(url, s.token);
      expect(res.statusCode).toBe(200);
      return res.json().keyTermSummary.map((k: { name: string }) => k.name);
    };
    expect(await keyTermNames(`/api/manager/study/${s.study.id}/report`)).toEqual(['Término 0', 'Término 1']);
    expect(await keyTermNames(`/api/manager/study/${s.study.id}/report?lang=en`)).toEqual(['Key term 0', 'Key term 1']);
  });
});

describe('what a coach never sees', () => {
  it('no manager response contains an answer value, an item or a per-person key-term score', async () => {
    const s = await scene();
    for (let i = 0; i < 5; i++) await finishEvaluation(t.db, (await s.add()).evaluation.id, s.quiz, TELLTALE);
    const coach = await s.add({ role: 'Coach' });
    await finishEvaluation(t.db, coach.evaluation.id, s.quiz, TELLTALE);
    const urls = [
      '/api/manager/study/all',
      `/api/manager/study/${s.study.id}`,
      `/api/manager/study/${s.study.id}/report`,
      `/api/manager/squadMember/bystudy/${s.study.id}`,
      '/api/manager/club/myClubs',
      `/api/manager/quiz/available?studyGroupId=${s.group.id}`,
    ];
    for (const url of urls) {
      const res = await t.inject({ method: 'GET', url, token: s.token });
      expect(res.statusCode, url).toBe(200);
      const json = res.body;
      // The telltale per-person key-term scores 87.5 and 12.5 (their coefficient is 50).
      expect(json, url).not.toMatch(/(^|[^\d.])(87\.5|12\.5)([^\d]|$)/);
      // No item (question text or help) and no answer fields.
      expect(json, url).not.toMatch(/Question \d|Help \d|"value"|"selectedAnswer"|"answers"|"keyTerms"|"score"/);
    }
    const { body } = await s.report();
    expect(body.candidates.map((c: { coefficient: number }) => c.coefficient)).toEqual([50, 50, 50, 50, 50]);
  });
});
