import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { buildScene, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { finishEvaluation } from '../../../test/evaluation-factories.ts';
import { nth } from '../../../test/nth.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof buildScene>>;
let coach: string;
beforeAll(async () => {
  t = await buildTestApp();
  s = await buildScene(t.db, { players: 3 });
  await finishEvaluation(
    t.db,
    nth(s.players, 0).evaluation.id,
    s.quiz,
    s.quiz.questions.map(() => 1),
  ); // critical
  await finishEvaluation(
    t.db,
    nth(s.players, 1).evaluation.id,
    s.quiz,
    s.quiz.questions.map(() => 3),
  ); // high (50)
  await finishEvaluation(
    t.db,
    nth(s.players, 2).evaluation.id,
    s.quiz,
    s.quiz.questions.map(() => 5),
  ); // minimal
  coach = await t.login(s.coach.email, DEFAULT_PASSWORD);
});
afterAll(async () => t?.close());

const url = () => `/api/manager/study/${s.study.id}/followUps`;

describe('the follow-up of players with a high or critical result', () => {
  it('lists the high and critical players only, to do at first, without any answer or key-term score', async () => {
    const res = await t.inject({ method: 'GET', url: url(), token: coach });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { evaluationId: nth(s.players, 0).evaluation.id, fullName: expect.any(String), needLevel: 'critical', state: 'todo', history: [] },
      { evaluationId: nth(s.players, 1).evaluation.id, fullName: expect.any(String), needLevel: 'high', state: 'todo', history: [] },
    ]);
    expect(Object.keys(res.json()[0]).sort()).toEqual(['evaluationId', 'fullName', 'history', 'needLevel', 'state']);
  });

  it('keeps every change with who and when, and audits it', async () => {
    const id = nth(s.players, 0).evaluation.id;
    await t.inject({ method: 'PUT', url: `${url()}/${id}`, token: coach, payload: { state: 'talked' } });
    const res = await t.inject({ method: 'PUT', url: `${url()}/${id}`, token: coach, payload: { state: 'referred' } });
    expect(res.statusCode).toBe(200);
    const row = (res.json() as Array<{ evaluationId: number; state: string; history: Array<{ state: string; by: string; at: string }> }>).find(
      (f) => f.evaluationId === id,
    );
    expect(row?.state).toBe('referred');
    expect(row?.history.map((h) => [h.state, h.by])).toEqual([
      ['talked', 'Carla Coach'],
      ['referred', 'Carla Coach'],
    ]);
    expect(Number.isNaN(Date.parse(row?.history[0]?.at ?? ''))).toBe(false);
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.target, `evaluation:${id}`));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ['followUp.talked', s.coach.id],
      ['followUp.referred', s.coach.id],
    ]);
  });

  it("refuses a player whose result is not high or critical, another study's evaluation, and another club's coach", async () => {
    const calm = nth(s.players, 2).evaluation.id;
    expect((await t.inject({ method: 'PUT', url: `${url()}/${calm}`, token: coach, payload: { state: 'talked' } })).statusCode).toBe(404);
    const outsider = await t.login(s.otherCoach.email, DEFAULT_PASSWORD);
    expect((await t.inject({ method: 'GET', url: url(), token: outsider })).statusCode).toBe(403);
    const id = nth(s.players, 0).evaluation.id;
    expect((await t.inject({ method: 'PUT', url: `${url()}/${id}`, token: outsider, payload: { state: 'closed' } })).statusCode).toBe(403);
    const player = await t.login(nth(s.players, 0).email, DEFAULT_PASSWORD);
    expect((await t.inject({ method: 'GET', url: url(), token: player })).statusCode).toBe(403);
  });
});
