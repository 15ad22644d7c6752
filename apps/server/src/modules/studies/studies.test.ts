import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, evaluations, squadMembers, studies, studyGroups } from '../../db/schema/index.ts';
import {
  addSquadMember,
  buildCategory,
  buildClub,
  buildEvaluation,
  buildMember,
  buildQuiz,
  buildScene,
  buildStudy,
  buildStudyGroup,
  DEFAULT_PASSWORD,
  isoDate,
} from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { finishEvaluation } from '../../../test/evaluation-factories.ts';
import { firstOf, nth } from '../../../test/nth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const tokenOf = (email: string) => t.login(email, DEFAULT_PASSWORD);
const newStudyBody = (o: { studyGroupId: number; quizId: number }) => ({
  ...o,
  description: 'Winter check-in',
  startDate: isoDate(0),
  dueDate: isoDate(20),
});

/** Every manager call about one study, with a valid body where one is needed. */
function studyCalls(studyId: number, groupId: number, quizId: number) {
  return [
    { method: 'GET', url: `/api/manager/study/${studyId}` },
    { method: 'POST', url: '/api/manager/study/Update', payload: { id: studyId, description: 'x', startDate: isoDate(0), dueDate: isoDate(9) } },
    { method: 'PUT', url: `/api/manager/study/${studyId}/close` },
    { method: 'PUT', url: `/api/manager/study/${studyId}/reopen` },
    { method: 'GET', url: `/api/manager/squadMember/bystudy/${studyId}` },
    { method: 'GET', url: `/api/manager/study/${studyId}/report` },
    { method: 'GET', url: `/api/manager/quiz/available?studyGroupId=${groupId}` },
    { method: 'POST', url: '/api/manager/study', payload: newStudyBody({ studyGroupId: groupId, quizId }) },
  ] as const;
}

describe('who reaches the manager calls', () => {
  it("answers 403 to another club's coach on every call about a study, and leaves the study unchanged", async () => {
    const scene = await buildScene(t.db);
    const token = await tokenOf(scene.otherCoach.email);
    for (const call of studyCalls(scene.study.id, scene.group.id, scene.quiz.id)) {
      const res = await t.inject({ ...call, token });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(res.json().errors[0].code).toBe('Forbidden');
    }
    const [study] = firstOf(await t.db.select().from(studies).where(eq(studies.id, scene.study.id)), 1);
    expect(study.state).toBe('open');
    const all = await t.inject({ method: 'GET', url: '/api/manager/study/all', token });
    expect(all.statusCode).toBe(200);
    expect(all.json().map((s: { id: number }) => s.id)).not.toContain(scene.study.id);
    const clubs = await t.inject({ method: 'GET', url: '/api/manager/club/myClubs', token });
    expect(clubs.json().map((c: { id: number }) => c.id)).toEqual([scene.otherClub.id]);
  });

  it('answers 403 to a player on every manager call, the lists included', async () => {
    const scene = await buildScene(t.db);
    const token = await tokenOf(nth(scene.players, 0).email);
    const calls = [
      ...studyCalls(scene.study.id, scene.group.id, scene.quiz.id),
      { method: 'GET', url: '/api/manager/study/all' },
      { method: 'GET', url: '/api/manager/club/myClubs' },
    ] as const;
    for (const call of calls) {
      const res = await t.inject({ ...call, token });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
  });

  it('answers 403 to an admin (the admin has its own calls) and 401 without a token', async () => {
    const scene = await buildScene(t.db);
    const adminToken = await tokenOf(scene.admin.email);
    expect((await t.inject({ method: 'GET', url: '/api/manager/study/all', token: adminToken })).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: `/api/manager/study/${scene.study.id}/report` })).statusCode).toBe(401);
  });

  it('answers 404 for a study that does not exist and 400 for an id that is not one', async () => {
    const scene = await buildScene(t.db);
    const token = await tokenOf(scene.coach.email);
    for (const url of ['/api/manager/study/999999', '/api/manager/study/999999/report', '/api/manager/squadMember/bystudy/999999']) {
      expect((await t.inject({ method: 'GET', url, token })).statusCode, url).toBe(404);
    }
    expect((await t.inject({ method: 'PUT', url: '/api/manager/study/999999/close', token })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/manager/study/abc', token })).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: '/api/manager/study/99999999999/report', token })).statusCode).toBe(400);
  });
});

describe('GET api/manager/study/all and myClubs', () => {
  it("lists the coach's studies with quiz, club, group, whether the coach answered and the player answers", async () => {
    const scene = await buildScene(t.db, { players: 3 });
    await finishEvaluation(t.db, nth(scene.players, 0).evaluation.id, scene.quiz, [1, 2, 3, 4, 5, 1]);
    await finishEvaluation(t.db, nth(scene.players, 1).evaluation.id, scene.quiz, [5, 5, 5, 5, 5, 5]);
    await finishEvaluation(t.db, scene.coachEvaluation.id, scene.quiz, [3, 3, 3, 3, 3, 3]);
    const token = await tokenOf(scene.coach.email);
    const res = await t.inject({ method: 'GET', url: '/api/manager/study/all', token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: scene.study.id,
        description: scene.study.description,
        state: 'open',
        quizId: scene.quiz.id,
        quiz: scene.quiz.name,
        hasKeyTermSummary: true,
        isAnswered: true,
        playerAnswers: 2,
        playersInvited: 3,
        club: scene.club.name,
        clubId: scene.club.id,
        studyGroupId: scene.group.id,
        studyGroup: scene.group.name,
        startDate: scene.study.startDate,
        dueDate: scene.study.dueDate,
        token: scene.study.token,
      },
    ]);
  });

  it('reads an open study past its due date as finished', async () => {
    const scene = await buildScene(t.db);
    await t.db
      .update(studies)
      .set({ startDate: isoDate(-20), dueDate: isoDate(-1) })
      .where(eq(studies.id, scene.study.id));
    const token = await tokenOf(scene.coach.email);
    const res = await t.inject({ method: 'GET', url: `/api/manager/study/${scene.study.id}`, token });
    expect(res.json().state).toBe('finished');
  });

  it("lists the coach's clubs with their study groups and whether new studies are possible", async () => {
    const scene = await buildScene(t.db);
    const off = await buildStudyGroup(t.db, { clubId: scene.club.id, state: 'deactivated', name: 'Zeta' });
    const token = await tokenOf(scene.coach.email);
    const res = await t.inject({ method: 'GET', url: '/api/manager/club/myClubs', token });
    expect(res.statusCode).toBe(200);
    const [club] = res.json();
    expect(club).toMatchObject({ id: scene.club.id, name: scene.club.name, active: true, acceptsNewStudies: true });
    expect(club.studyGroups).toEqual([
      expect.objectContaining({ id: scene.group.id, state: 'active', category: 'youth', categoryId: scene.group.categoryId }),
      expect.objectContaining({ id: off.id, state: 'deactivated' }),
    ]);
  });

  it("offers the enabled quizzes of the group's category only", async () => {
    const scene = await buildScene(t.db);
    const disabled = await buildQuiz(t.db, { categoryId: scene.group.categoryId, enabled: false });
    const senior = await buildQuiz(t.db, { categoryId: (await buildCategory(t.db, 'senior')).id });
    const token = await tokenOf(scene.coach.email);
    const res = await t.inject({ method: 'GET', url: `/api/manager/quiz/available?studyGroupId=${scene.group.id}`, token });
    const ids = res.json().map((q: { id: number }) => q.id);
    expect(ids).toContain(scene.quiz.id);
    expect(ids).not.toContain(disabled.id);
    expect(ids).not.toContain(senior.id);
  });
});

describe('POST api/manager/study', () => {
  it('creates an open study with a URL-safe 128-bit token and an evaluation for each current player and coach of the group', async () => {
    const scene = await buildScene(t.db, { players: 2 });
    const assistant = await buildMember(t.db);
    await addSquadMember(t.db, { clubId: scene.club.id, memberId: assistant.id, squadRole: 'Coach', studyGroupId: scene.group.id });
    const gone = await buildMember(t.db);
    const [removed] = firstOf(
      await t.db
        .insert(squadMembers)
        .values({ clubId: scene.club.id, memberId: gone.id, squadRole: 'Player', studyGroupId: scene.group.id, removedAt: new Date() })
        .returning(),
      1,
    );
    const elsewhere = await buildMember(t.db);
    const otherGroup = await buildStudyGroup(t.db, { clubId: scene.club.id });
    await addSquadMember(t.db, { clubId: scene.club.id, memberId: elsewhere.id, squadRole: 'Player', studyGroupId: otherGroup.id });

    const token = await tokenOf(scene.coach.email);
    const res = await t.inject({
      method: 'POST',
      url: '/api/manager/study',
      token,
      payload: newStudyBody({ studyGroupId: scene.group.id, quizId: scene.quiz.id }),
    });
    expect(res.statusCode).toBe(201);
    const study = res.json();
    expect(study).toMatchObject({ description: 'Winter check-in', state: 'open', playersInvited: 2, playerAnswers: 0, isAnswered: false });
    expect(study.token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const rows = await t.db.select().from(evaluations).where(eq(evaluations.studyId, study.id));
    const byMember = Object.fromEntries(rows.map((r) => [r.memberId, r.squadRole]));
    expect(byMember).toEqual({
      [nth(scene.players, 0).id]: 'Player',
      [nth(scene.players, 1).id]: 'Player',
      [scene.coach.id]: 'Coach',
      [assistant.id]: 'Coach',
    });
    expect(rows.every((r) => r.state === 'open')).toBe(true);
    expect(byMember[removed.memberId]).toBeUndefined();
  });

  it('refuses a due date that is not after the start date, on the field dueDate', async () => {
    const scene = await buildScene(t.db);
    const token = await tokenOf(scene.coach.email);
    const res = await t.inject({
      method: 'POST',
      url: '/api/manager/study',
      token,
      payload: { ...newStudyBody({ studyGroupId: scene.group.id, quizId: scene.quiz.id }), dueDate: isoDate(0) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ code: 'ValidationError', field: 'dueDate' })]);
  });

  it('refuses missing fields and a malformed date with ValidationError items', async () => {
    const scene = await buildScene(t.db);
    const token = await tokenOf(scene.coach.email);
    const res = await t.inject({
      method: 'POST',
      url: '/api/manager/study',
      token,
      payload: { studyGroupId: scene.group.id, startDate: '2026-13-40' },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field?: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['quizId', 'description', 'startDate', 'dueDate']));
  });

  it('refuses a disabled quiz or one of another category with QuizNotAvailable', async () => {
    const scene = await buildScene(t.db);
    const token = await tokenOf(scene.coach.email);
    const disabled = await buildQuiz(t.db, { categoryId: scene.group.categoryId, enabled: false });
    const senior = await buildQuiz(t.db, { categoryId: (await buildCategory(t.db, 'senior')).id });
    for (const quiz of [disabled, senior]) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/manager/study',
        token,
        payload: newStudyBody({ studyGroupId: scene.group.id, quizId: quiz.id }),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors[0]).toMatchObject({ code: 'QuizNotAvailable', field: 'quizId' });
    }
  });

  it('refuses a deactivated group, an inactive club and an account past its renewal date', async () => {
    const scene = await buildScene(t.db);
    const token = await tokenOf(scene.coach.email);
    const body = newStudyBody({ studyGroupId: scene.group.id, quizId: scene.quiz.id });

    await t.db.update(studyGroups).set({ state: 'deactivated' }).where(eq(studyGroups.id, scene.group.id));
    let res = await t.inject({ method: 'POST', url: '/api/manager/study', token, payload: body });
    expect(res.json().errors[0].code).toBe('StudyGroupInactive');
    await t.db.update(studyGroups).set({ state: 'active' }).where(eq(studyGroups.id, scene.group.id));

    await t.db
      .update(accounts)
      .set({ renewalDate: isoDate(-1) })
      .where(eq(accounts.id, scene.club.accountId));
    res = await t.inject({ method: 'POST', url: '/api/manager/study', token, payload: body });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].code).toBe('ClubInactive');
    const clubs = await t.inject({ method: 'GET', url: '/api/manager/club/myClubs', token });
    expect(clubs.json()[0].acceptsNewStudies).toBe(false);
  });

  it('refuses a group of another club (403) and one that does not exist (404)', async () => {
    const scene = await buildScene(t.db);
    const foreign = await buildStudyGroup(t.db, { clubId: (await buildClub(t.db)).id, categoryId: scene.group.categoryId });
    const token = await tokenOf(scene.coach.email);
    let res = await t.inject({
      method: 'POST',
      url: '/api/manager/study',
      token,
      payload: newStudyBody({ studyGroupId: foreign.id, quizId: scene.quiz.id }),
    });
    expect(res.statusCode).toBe(403);
    res = await t.inject({
      method: 'POST',
      url: '/api/manager/study',
      token,
      payload: newStudyBody({ studyGroupId: 999999, quizId: scene.quiz.id }),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET api/manager/squadMember/bystudy/{id}', () => {
  it('lists full name, role, category and whether each invited member answered; never an answer', async () => {
    const scene = await buildScene(t.db, { players: 2 });
    await finishEvaluation(t.db, nth(scene.players, 0).evaluation.id, scene.quiz, [1, 2, 3, 4, 5, 1]);
    const gone = await buildMember(t.db, { name: 'Gone' });
    await buildEvaluation(t.db, { studyId: scene.study.id, memberId: gone.id, state: 'cancelled' });
    const token = await tokenOf(scene.coach.email);
    const res = await t.inject({ method: 'GET', url: `/api/manager/squadMember/bystudy/${scene.study.id}`, token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual([
      { id: scene.coachEvaluation.id, fullName: 'Carla Coach', role: 'Coach', category: 'youth', answered: false },
      {
        id: nth(scene.players, 0).evaluation.id,
        fullName: `${nth(scene.players, 0).name} ${nth(scene.players, 0).surname}`,
        role: 'Player',
        category: 'youth',
        answered: true,
      },
      {
        id: nth(scene.players, 1).evaluation.id,
        fullName: `${nth(scene.players, 1).name} ${nth(scene.players, 1).surname}`,
        role: 'Player',
        category: 'youth',
        answered: false,
      },
    ]);
    expect(res.body).not.toMatch(/value|answers|coefficient|score|Question/i);
  });
});

describe('studies of a study group and of a club', () => {
  it('lists the studies with quiz, effective state and respondent counts', async () => {
    const s = await buildScene(t.db, { players: 7 });
    for (const [i, p] of s.players.entries())
      await finishEvaluation(
        t.db,
        p.evaluation.id,
        s.quiz,
        s.quiz.questions.map(() => (i % 5) + 1),
      );
    const token = await tokenOf(s.admin.email);
    const past = await buildStudy(t.db, {
      studyGroupId: s.group.id,
      quizId: s.quiz.id,
      startDate: isoDate(-40),
      dueDate: isoDate(-10),
      state: 'inprogress',
    });
    const res = await t.inject({ method: 'GET', url: `/api/admin/study/bystudygroup/${s.group.id}`, token });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((x: { id: number }) => x.id)).toEqual([s.study.id, past.id]);
    expect(list[0]).toMatchObject({
      quiz: s.quiz.name,
      state: 'open',
      club: s.club.name,
      studyGroup: s.group.name,
      playerAnswers: 7,
      playersInvited: 7,
      coachAnswers: 0,
      coachesInvited: 1,
    });
    // Past its due date, a study reads as finished whatever is stored.
    expect(list[1].state).toBe('finished');
    const byClub = await t.inject({ method: 'GET', url: `/api/admin/study/byclub/${s.club.id}`, token });
    expect(byClub.json()).toEqual(list);
    const one = await t.inject({ method: 'GET', url: `/api/admin/study/${s.study.id}`, token });
    expect(one.json()).toEqual(list[0]);
    const other = await t.inject({ method: 'GET', url: `/api/admin/study/byclub/${s.otherClub.id}`, token });
    expect(other.json()).toEqual([]);
  });
});

describe('members of a study', () => {
  it("lists a study's invited members with role and effective state, never their answers", async () => {
    const s = await buildScene(t.db, { players: 2 });
    const token = await tokenOf(s.admin.email);
    await finishEvaluation(
      t.db,
      nth(s.players, 0).evaluation.id,
      s.quiz,
      s.quiz.questions.map(() => 2),
    );
    const res = await t.inject({ method: 'GET', url: `/api/admin/squadMember/bystudy/${s.study.id}`, token });
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows).toHaveLength(3);
    const finished = rows.find((r: { memberId: number }) => r.memberId === nth(s.players, 0).id);
    expect(finished).toMatchObject({ evaluationId: nth(s.players, 0).evaluation.id, role: 'Player', state: 'finished', category: 'youth' });
    expect(typeof finished.finishedAt).toBe('string');
    expect(rows.find((r: { role: string }) => r.role === 'Coach')).toMatchObject({ fullName: 'Carla Coach', state: 'open', finishedAt: null });
    expect(JSON.stringify(rows)).not.toMatch(/coefficient|answers|score/);
  });
});
