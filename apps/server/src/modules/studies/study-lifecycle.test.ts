/** Editing a study, and closing and reopening it (docs/design.md#states), through the coach's calls. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studies } from '../../db/schema/index.ts';
import { buildScene, buildStudy, DEFAULT_PASSWORD, isoDate, storeAnswers } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { firstOf, nth } from '../../../test/nth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const tokenOf = (email: string) => t.login(email, DEFAULT_PASSWORD);

describe('POST api/manager/study/Update', () => {
  it('changes the description and dates of an open study', async () => {
    const scene = await buildScene(t.db);
    const token = await tokenOf(scene.coach.email);
    const res = await t.inject({
      method: 'POST',
      url: '/api/manager/study/update',
      token,
      payload: { id: scene.study.id, description: '  Renamed  ', startDate: isoDate(-2), dueDate: isoDate(40) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ description: 'Renamed', startDate: isoDate(-2), dueDate: isoDate(40) });
  });

  it('refuses to edit a closed study (409 StudyNotEditable) and a due date before the start (400)', async () => {
    const scene = await buildScene(t.db);
    const token = await tokenOf(scene.coach.email);
    let res = await t.inject({
      method: 'POST',
      url: '/api/manager/study/Update',
      token,
      payload: { id: scene.study.id, description: 'x', startDate: isoDate(5), dueDate: isoDate(4) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('dueDate');
    await t.db.update(studies).set({ state: 'closed' }).where(eq(studies.id, scene.study.id));
    res = await t.inject({
      method: 'POST',
      url: '/api/manager/study/Update',
      token,
      payload: { id: scene.study.id, description: 'x', startDate: isoDate(0), dueDate: isoDate(4) },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].code).toBe('StudyNotEditable');
  });
});

describe('closing and reopening (docs/design.md#states)', () => {
  const put = async (token: string, id: number, action: 'close' | 'reopen') =>
    t.inject({ method: 'PUT', url: `/api/manager/study/${id}/${action}`, token });

  it('closes an open study and reopens it as open when nobody has answered', async () => {
    const scene = await buildScene(t.db);
    const token = await tokenOf(scene.coach.email);
    let res = await put(token, scene.study.id, 'close');
    expect(res.statusCode).toBe(200);
    expect(res.json().state).toBe('closed');
    res = await put(token, scene.study.id, 'reopen');
    expect(res.statusCode).toBe(200);
    expect(res.json().state).toBe('open');
  });

  it('closes an in-progress study and reopens it as in progress when someone has answered', async () => {
    const scene = await buildScene(t.db);
    await t.db.update(studies).set({ state: 'inprogress' }).where(eq(studies.id, scene.study.id));
    await storeAnswers(t.db, nth(scene.players, 0).evaluation.id, [{ questionId: nth(scene.quiz.questions, 0).id, value: 2 }]);
    const token = await tokenOf(scene.coach.email);
    expect((await put(token, scene.study.id, 'close')).json().state).toBe('closed');
    expect((await put(token, scene.study.id, 'reopen')).json().state).toBe('inprogress');
  });

  it('answers 409 StudyTransitionNotAllowed to closing a closed, finished or cancelled study', async () => {
    const scene = await buildScene(t.db);
    const token = await tokenOf(scene.coach.email);
    const study = (o: Partial<typeof studies.$inferInsert>) => buildStudy(t.db, { studyGroupId: scene.group.id, quizId: scene.quiz.id, ...o });
    const cases = [
      await study({ state: 'closed' }),
      await study({ state: 'finished' }),
      await study({ state: 'cancelled' }),
      await study({ state: 'inprogress', startDate: isoDate(-30), dueDate: isoDate(-1) }), // past its due date: finished
    ];
    for (const s of cases) {
      const res = await put(token, s.id, 'close');
      expect(res.statusCode, s.state).toBe(409);
      expect(res.json().errors[0].code).toBe('StudyTransitionNotAllowed');
    }
  });

  it('answers 409 to reopening an open, finished or cancelled study, or a closed one whose due date has passed', async () => {
    const scene = await buildScene(t.db);
    const token = await tokenOf(scene.coach.email);
    const study = (o: Partial<typeof studies.$inferInsert>) => buildStudy(t.db, { studyGroupId: scene.group.id, quizId: scene.quiz.id, ...o });
    const cases = [
      await study({ state: 'open' }),
      await study({ state: 'inprogress' }),
      await study({ state: 'finished' }),
      await study({ state: 'cancelled' }),
      await study({ state: 'closed', startDate: isoDate(-30), dueDate: isoDate(-1) }),
    ];
    for (const s of cases) {
      const res = await put(token, s.id, 'reopen');
      expect(res.statusCode, s.state).toBe(409);
      expect(res.json().errors[0].code).toBe('StudyTransitionNotAllowed');
    }
    const [closedLate] = firstOf(
      await t.db
        .select()
        .from(studies)
        .where(eq(studies.id, nth(cases, 4).id)),
      1,
    );
    expect(closedLate.state).toBe('closed');
  });

  it('reopens a closed study whose due date is today', async () => {
    const scene = await buildScene(t.db);
    const s = await buildStudy(t.db, { studyGroupId: scene.group.id, quizId: scene.quiz.id, state: 'closed', dueDate: isoDate(0) });
    const token = await tokenOf(scene.coach.email);
    expect((await put(token, s.id, 'reopen')).json().state).toBe('open');
  });
});
