import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { buildScene, buildStudy, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { addParticipant, finishEvaluation } from '../../../test/evaluation-factories.ts';
import { nth } from '../../../test/nth.ts';

let t: TestApp;
let token: string;
let s: Awaited<ReturnType<typeof buildScene>>;
beforeAll(async () => {
  t = await buildTestApp();
  s = await buildScene(t.db, { players: 7 });
  token = await t.login(s.admin.email, DEFAULT_PASSWORD);
  for (const [i, p] of s.players.entries())
    await finishEvaluation(
      t.db,
      p.evaluation.id,
      s.quiz,
      s.quiz.questions.map(() => (i % 5) + 1),
    );
});
afterAll(async () => t?.close());

describe("a study's group report", () => {
  it('is the same report the coach of the club reads, in the language asked for', async () => {
    const coachToken = await t.login(s.coach.email, DEFAULT_PASSWORD);
    const mine = await t.inject({ method: 'GET', url: `/api/admin/study/${s.study.id}/report?lang=es`, token });
    const theirs = await t.inject({ method: 'GET', url: `/api/manager/study/${s.study.id}/report?lang=es`, token: coachToken });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(theirs.json());
    expect(mine.json().players).toEqual({ invited: 7, answered: 7 });
    // More than five players finished: the key-term summary shows, with the Spanish key-term names.
    expect(mine.json().keyTermSummary?.[0].name).toBe('Término 0');
  });

  it('hides the key-term summary while five players or fewer have finished', async () => {
    const study = await buildStudy(t.db, { studyGroupId: s.group.id, quizId: s.quiz.id });
    for (let i = 0; i < 5; i++) {
      const p = await addParticipant(t.db, { clubId: s.club.id, groupId: s.group.id, studyId: study.id });
      await finishEvaluation(
        t.db,
        p.evaluation.id,
        s.quiz,
        s.quiz.questions.map(() => 3),
      );
    }
    const res = await t.inject({ method: 'GET', url: `/api/admin/study/${study.id}/report`, token });
    expect(res.json().keyTermSummary).toBeNull();
    expect(res.json().players.answered).toBe(5);
  });

  it('answers 400 to an unknown language', async () => {
    const res = await t.inject({ method: 'GET', url: `/api/admin/study/${s.study.id}/report?lang=xx`, token });
    expect(res.statusCode).toBe(400);
  });
});

describe("an evaluation's individual report", () => {
  it('gives the report and its help, and records every read in the audit events', async () => {
    const id = nth(s.players, 2).evaluation.id;
    const count = async () =>
      (
        await t.db
          .select()
          .from(auditEvents)
          .where(eq(auditEvents.target, `evaluation:${id}`))
      ).length;
    expect(await count()).toBe(0);
    const res = await t.inject({ method: 'GET', url: `/api/admin/evaluation/${id}/report?lang=es`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ evaluationId: id, study: s.study.description, club: s.club.name });
    // The admin's report says whose it is; the player's own route does not add the name.
    const owner = nth(s.players, 2);
    expect(res.json().player).toBe(`${owner.name} ${owner.surname}`);
    const own = await t.inject({ method: 'GET', url: `/api/evaluation/${id}/report`, token: await t.login(owner.email, DEFAULT_PASSWORD) });
    expect(own.statusCode).toBe(200);
    expect(own.json()).not.toHaveProperty('player');
    expect(Object.keys(own.json()).sort()).toEqual(
      Object.keys(res.json())
        .filter((k) => k !== 'player')
        .sort(),
    );
    expect(res.json().keyTerms[0].name).toBe('Término 0');
    await t.inject({ method: 'GET', url: `/api/admin/evaluation/${id}/report`, token });
    expect(await count()).toBe(2);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.target, `evaluation:${id}`));
    expect(event).toMatchObject({ actorId: s.admin.id, action: 'evaluation.report.read' });
    const help = await t.inject({ method: 'GET', url: `/api/admin/evaluation/${id}/help`, token });
    expect(help.statusCode).toBe(200);
    expect(help.json().keyTerms).toHaveLength(s.quiz.keyTerms.length);
  });

  it('answers 404 for an evaluation that is not finished, and records no read', async () => {
    const res = await t.inject({ method: 'GET', url: `/api/admin/evaluation/${s.coachEvaluation.id}/report`, token });
    expect(res.statusCode).toBe(404);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.target, `evaluation:${s.coachEvaluation.id}`));
    expect(events).toHaveLength(0);
  });
});
