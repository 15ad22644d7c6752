import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addSquadMember,
  buildClub,
  buildEvaluation,
  buildMember,
  buildQuiz,
  buildStudy,
  buildStudyGroup,
  DEFAULT_PASSWORD,
  isoDate,
} from '../../../test/factories.ts';
import { TEAM_TRENDS_MAX_STUDIES } from '@club-pulse/contracts/trends';
import { addParticipant, finishEvaluation } from '../../../test/evaluation-factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

/** Answers [1,2,4,5]: one person's key-term scores 87.5 and 12.5 (never to be shown), coefficient 50 (high). */
const TELLTALE = [1, 2, 4, 5];
/** Answers [5,5,5,5]: "strongly agree" everywhere (a low need on this quiz). */
const CALM = [5, 5, 5, 5];

/**
 * A team with three studies over a year on one quiz of 2 key terms × 2 questions: autumn with 6 finished players,
 * winter with 5, spring (the newest) with 7 of 8 invited.
 */
async function team() {
  const club = await buildClub(t.db);
  const coach = await buildMember(t.db, { name: 'Carla', surname: 'Coach' });
  const group = await buildStudyGroup(t.db, { clubId: club.id });
  await addSquadMember(t.db, { clubId: club.id, memberId: coach.id, squadRole: 'Coach', studyGroupId: group.id });
  const quiz = await buildQuiz(t.db, { categoryId: group.categoryId, keyTermCount: 2, perKeyTerm: 2, hasKeyTermSummary: true });
  const make = async (startDate: string, dueDate: string, finished: number, invited: number, answers = TELLTALE) => {
    const study = await buildStudy(t.db, { studyGroupId: group.id, quizId: quiz.id, startDate, dueDate });
    const players = [];
    for (let i = 0; i < invited; i++) {
      const p = await addParticipant(t.db, { clubId: club.id, groupId: group.id, studyId: study.id, birthDate: '2010-01-01' });
      if (i < finished) await finishEvaluation(t.db, p.evaluation.id, quiz, answers);
      players.push(p);
    }
    return { study, players };
  };
  // Created out of order: the trend orders by start date.
  const spring = await make('2027-03-01', '2027-04-01', 7, 8, CALM);
  const autumn = await make('2026-09-01', '2026-10-01', 6, 6);
  const winter = await make('2026-12-01', '2027-01-15', 5, 5);
  const token = await t.login(coach.email, DEFAULT_PASSWORD);
  return { club, coach, group, quiz, token, autumn, winter, spring };
}

describe("a team's trends", () => {
  it("lists the team's studies oldest first with what each study's own report shows", async () => {
    const s = await team();
    const res = await t.inject({ method: 'GET', url: `/api/manager/studyGroup/${s.group.id}/trends?lang=en`, token: s.token });
    expect(res.statusCode).toBe(200);
    const trends = res.json();
    expect(trends.studyGroup).toEqual({ id: s.group.id, name: expect.any(String), club: expect.any(String) });
    expect(trends.studies.map((x: { id: number }) => x.id)).toEqual([s.autumn.study.id, s.winter.study.id, s.spring.study.id]);
    for (const study of trends.studies) {
      const report = (await t.inject({ method: 'GET', url: `/api/manager/study/${study.id}/report?lang=en`, token: s.token })).json();
      expect(study.players).toEqual(report.players);
      expect(study.needLevelTotals).toEqual(report.needLevelTotals);
      expect(study.keyTerms).toEqual(
        report.keyTermSummary?.map((k: { keyTerm: string; name: string; avg: number }) => ({ keyTerm: k.keyTerm, name: k.name, avg: k.avg })) ?? null,
      );
    }
    const [autumn, winter, spring] = trends.studies;
    expect(autumn.players).toEqual({ invited: 6, answered: 6 });
    expect(spring.players).toEqual({ invited: 8, answered: 7 });
    // Winter has 5 finished players: no key-term figure, exactly as its report.
    expect(winter.keyTerms).toBeNull();
    expect(autumn.keyTerms.map((k: { avg: number }) => k.avg)).toEqual([87.5, 12.5]);
    expect(trends.keyTerms.map((k: { keyTerm: string }) => k.keyTerm)).toHaveLength(2);
  });

  it('stays bounded whatever the number of studies: the newest TEAM_TRENDS_MAX_STUDIES, oldest first', async () => {
    const s = await team();
    const extra = [];
    for (let i = 0; i < TEAM_TRENDS_MAX_STUDIES; i++) {
      const study = await buildStudy(t.db, { studyGroupId: s.group.id, quizId: s.quiz.id, startDate: isoDate(-300 + i), dueDate: isoDate(30) });
      extra.push(study.id);
    }
    const res = await t.inject({ method: 'GET', url: `/api/manager/studyGroup/${s.group.id}/trends?lang=en`, token: s.token });
    expect(res.statusCode).toBe(200);
    const ids = res.json().studies.map((x: { id: number }) => x.id);
    expect(ids).toHaveLength(TEAM_TRENDS_MAX_STUDIES);
    expect(ids.at(-1)).toBe(s.spring.study.id);
  });

  it('never carries a person’s key-term score of a study whose report hides the key terms', async () => {
    const s = await team();
    const res = await t.inject({ method: 'GET', url: `/api/manager/studyGroup/${s.group.id}/trends`, token: s.token });
    const winter = res.json().studies[1];
    expect(JSON.stringify(winter)).not.toContain('87.5');
    expect(JSON.stringify(winter)).not.toContain('12.5');
  });

  it('answers 401 without a session, 403 to a player and to another club’s coach, 404 for an unknown team, 400 for a bad id', async () => {
    const s = await team();
    const url = `/api/manager/studyGroup/${s.group.id}/trends`;
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
    const player = s.autumn.players[0];
    expect((await t.inject({ method: 'GET', url, token: await t.login(player?.email ?? '', DEFAULT_PASSWORD) })).statusCode).toBe(403);
    const other = await team();
    expect((await t.inject({ method: 'GET', url, token: other.token })).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/manager/studyGroup/99999999/trends', token: s.token })).statusCode).toBe(404);
    for (const bad of ['0', 'abc', '-1', '2147483648']) {
      const res = await t.inject({ method: 'GET', url: `/api/manager/studyGroup/${bad}/trends`, token: s.token });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
  });
});

describe("one's own history", () => {
  it('lists only the caller’s finished evaluations, oldest first, with their result', async () => {
    const club = await buildClub(t.db);
    const group = await buildStudyGroup(t.db, { clubId: club.id });
    const quiz = await buildQuiz(t.db, { categoryId: group.categoryId, keyTermCount: 2, perKeyTerm: 2 });
    const first = await buildStudy(t.db, { studyGroupId: group.id, quizId: quiz.id, startDate: '2026-09-01', dueDate: '2026-10-01' });
    const second = await buildStudy(t.db, { studyGroupId: group.id, quizId: quiz.id, startDate: '2027-01-01', dueDate: '2027-02-01' });
    const open = await buildStudy(t.db, { studyGroupId: group.id, quizId: quiz.id, startDate: '2027-03-01', dueDate: '2027-04-01' });
    const me = await addParticipant(t.db, { clubId: club.id, groupId: group.id, studyId: first.id });
    const other = await addParticipant(t.db, { clubId: club.id, groupId: group.id, studyId: first.id });
    await finishEvaluation(t.db, me.evaluation.id, quiz, TELLTALE);
    await finishEvaluation(t.db, other.evaluation.id, quiz, CALM);
    const later = await buildEvaluation(t.db, { studyId: second.id, memberId: me.id, squadRole: 'Player' });
    await finishEvaluation(t.db, later.id, quiz, CALM);
    await buildEvaluation(t.db, { studyId: open.id, memberId: me.id, squadRole: 'Player' });

    const token = await t.login(me.email, DEFAULT_PASSWORD);
    const res = await t.inject({ method: 'GET', url: '/api/evaluation/myHistory', token });
    expect(res.statusCode).toBe(200);
    const history = res.json();
    expect(history.map((h: { evaluationId: number }) => h.evaluationId)).toEqual([me.evaluation.id, later.id]);
    expect(history[0]).toMatchObject({ study: first.description, coefficient: 50, needLevel: 'high' });
    expect(history[1].coefficient).not.toBeNull();
    // No id of the other player's evaluation anywhere (a text search for its digits also found them inside the
    // random names and timestamps of the fixtures, now and then).
    const ids = history.flatMap((h: Record<string, unknown>) =>
      Object.entries(h)
        .filter(([key]) => /id$/i.test(key))
        .map(([, v]) => v),
    );
    expect(ids).not.toContain(other.evaluation.id);
    expect((await t.inject({ method: 'GET', url: '/api/evaluation/myHistory' })).statusCode).toBe(401);
  });
});
