import { scoreEvaluation } from '@club-pulse/contracts/scoring';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildScene, DEFAULT_PASSWORD, publishTerms } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { finishEvaluation } from '../../../test/evaluation-factories.ts';
import { auditEvents, clubs, evaluations, members, squadMembers } from '../../db/schema/index.ts';
import { getGroupReport } from '../reports/index.ts';
import { firstOf, nth } from '../../../test/nth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const count = async (query: ReturnType<typeof sql>) => Number(nth(((await t.db.execute(query)) as unknown as { rows: { n: number }[] }).rows, 0).n);

describe('GET /api/member/me/data', () => {
  it("downloads the caller's own profile, memberships, evaluations with answers and report figures, as an attachment", async () => {
    const s = await buildScene(t.db, { players: 2, quiz: { keyTermCount: 2, perKeyTerm: 2 } });
    const [me, other] = firstOf(s.players, 2);
    await finishEvaluation(t.db, me.evaluation.id, s.quiz, [1, 2, null, 5]);
    await finishEvaluation(t.db, other.evaluation.id, s.quiz, [4, 4, 4, 4]);
    const token = await t.login(me.email, DEFAULT_PASSWORD);
    const res = await t.inject({ method: 'GET', url: '/api/member/me/data', token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="club-pulse-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json();
    expect(data.profile).toMatchObject({ id: me.id, email: me.email, name: me.name, role: 'User' });
    expect(data.squadMemberships).toEqual([expect.objectContaining({ club: s.club.name, team: s.group.name, squadRole: 'Player', removedAt: null })]);
    expect(data.evaluations).toHaveLength(1);
    const [evaluation] = data.evaluations;
    expect(evaluation).toMatchObject({ id: me.evaluation.id, study: s.study.description, club: s.club.name, state: 'finished' });
    expect(evaluation.answers.map((a: { value: number | null }) => a.value)).toEqual([1, 2, null, 5]);
    const expected = scoreEvaluation(
      s.quiz.questions.map((q, i) => ({ keyTerm: String(q.keyTermId), reversed: q.reversed, value: nth([1, 2, null, 5], i) })),
    );
    expect(evaluation.report.coefficient).toBe(expected.coefficient);
    expect(evaluation.report.keyTerms.map((k: { score: number }) => k.score)).toEqual(expected.keyTerms.map((k) => k.score));
  });

  it('never carries a password hash, nor anybody else’s evaluation', async () => {
    const s = await buildScene(t.db, { players: 2 });
    const token = await t.login(nth(s.players, 0).email, DEFAULT_PASSWORD);
    const res = await t.inject({ method: 'GET', url: '/api/member/me/data', token });
    expect(res.body).not.toMatch(/passwordHash|password_hash|\$argon2/);
    expect(res.json().evaluations.map((e: { id: number }) => e.id)).toEqual([nth(s.players, 0).evaluation.id]);
  });

  it('has no route for somebody else’s data: a coach gets 404 for a player id', async () => {
    const s = await buildScene(t.db, { players: 1 });
    const token = await t.login(s.coach.email, DEFAULT_PASSWORD);
    for (const url of [`/api/member/${nth(s.players, 0).id}/data`, `/api/member/me/data?id=${nth(s.players, 0).id}`]) {
      const res = await t.inject({ method: 'GET', url, token });
      if (res.statusCode === 200) expect(res.json().profile.id).toBe(s.coach.id);
      else expect(res.statusCode).toBe(404);
    }
  });

  it('answers 401 without a token, and works while new usage terms wait to be accepted', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/member/me/data' })).statusCode).toBe(401);
    const s = await buildScene(t.db, { players: 1 });
    const token = await t.login(nth(s.players, 0).email, DEFAULT_PASSWORD);
    await publishTerms(t.db, 99);
    try {
      expect((await t.inject({ method: 'GET', url: '/api/evaluation/getMyPendingEvaluations', token })).statusCode).toBe(451);
      expect((await t.inject({ method: 'GET', url: '/api/member/me/data', token })).statusCode).toBe(200);
    } finally {
      await t.db.execute(sql`delete from compliance_texts where version = 99`);
    }
  });
});

describe('DELETE /api/member/me', () => {
  it('refuses a wrong password (400 LoginError) and deletes nothing', async () => {
    const s = await buildScene(t.db, { players: 1 });
    const token = await t.login(nth(s.players, 0).email, DEFAULT_PASSWORD);
    const res = await t.inject({ method: 'DELETE', url: '/api/member/me', token, payload: { password: 'not-my-password' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'LoginError', field: 'password' });
    expect(
      await t.db
        .select()
        .from(members)
        .where(eq(members.id, nth(s.players, 0).id)),
    ).toHaveLength(1);
  });

  it('keeps the last enabled admin (409 LastAdmin, nothing deleted); with a second admin the first may go', async () => {
    const fresh = await buildTestApp();
    try {
      const only = await buildAdmin(fresh.db);
      const remove = async () =>
        fresh.inject({
          method: 'DELETE',
          url: '/api/member/me',
          token: await fresh.login(only.email, DEFAULT_PASSWORD),
          payload: { password: DEFAULT_PASSWORD },
        });
      const refused = await remove();
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors[0].code).toBe('LastAdmin');
      expect(await fresh.db.select().from(members).where(eq(members.id, only.id))).toHaveLength(1);
      await buildAdmin(fresh.db);
      expect((await remove()).statusCode).toBe(204);
      expect(await fresh.db.select().from(members).where(eq(members.id, only.id))).toHaveLength(0);
    } finally {
      await fresh.close();
    }
  });

  it('answers 401 without a token and 400 without a password', async () => {
    expect((await t.inject({ method: 'DELETE', url: '/api/member/me', payload: { password: DEFAULT_PASSWORD } })).statusCode).toBe(401);
    const s = await buildScene(t.db, { players: 1 });
    const token = await t.login(nth(s.players, 0).email, DEFAULT_PASSWORD);
    expect((await t.inject({ method: 'DELETE', url: '/api/member/me', token, payload: {} })).statusCode).toBe(400);
  });

  it('deletes the member with their answers, evaluations and memberships, so the group report recomputes without them', async () => {
    const s = await buildScene(t.db, { players: 3, quiz: { keyTermCount: 2, perKeyTerm: 2 } });
    const [leaver] = firstOf(s.players, 1);
    const stayers = s.players.slice(1);
    await finishEvaluation(t.db, leaver.evaluation.id, s.quiz, [1, 1, 1, 1]);
    for (const p of stayers) await finishEvaluation(t.db, p.evaluation.id, s.quiz, [5, 5, 4, 4]);
    const before = await getGroupReport(t.db, s.study.id, 'en', 'admin');
    expect(before.players).toEqual({ invited: 3, answered: 3 });
    expect(before.candidates.map((c) => c.fullName).join()).toContain(leaver.surname);

    const token = await t.login(leaver.email, DEFAULT_PASSWORD);
    const res = await t.inject({ method: 'DELETE', url: '/api/member/me', token, payload: { password: DEFAULT_PASSWORD } });
    expect(res.statusCode).toBe(204);

    expect(await t.db.select().from(members).where(eq(members.id, leaver.id))).toEqual([]);
    expect(await t.db.select().from(evaluations).where(eq(evaluations.memberId, leaver.id))).toEqual([]);
    expect(await t.db.select().from(squadMembers).where(eq(squadMembers.memberId, leaver.id))).toEqual([]);
    expect(await count(sql`select count(*)::int as n from answers where evaluation_id = ${leaver.evaluation.id}`)).toBe(0);

    const after = await getGroupReport(t.db, s.study.id, 'en', 'admin');
    expect(after.players).toEqual({ invited: 2, answered: 2 });
    expect(after.candidates.map((c) => c.fullName).join()).not.toContain(leaver.surname);
    expect(after.needLevelTotals.reduce((n, l) => n + l.count, 0)).toBe(2);
    // Only the stayers' (minimal-need) answers count now.
    expect(after.needLevelTotals.find((l) => l.needLevel === 'critical')?.count ?? 0).toBe(0);
  });

  it('ends the token, refuses a new sign-in and audits the deletion', async () => {
    const s = await buildScene(t.db, { players: 1 });
    const p = nth(s.players, 0);
    const token = await t.login(p.email, DEFAULT_PASSWORD);
    expect((await t.inject({ method: 'DELETE', url: '/api/member/me', token, payload: { password: DEFAULT_PASSWORD } })).statusCode).toBe(204);
    expect((await t.inject({ method: 'GET', url: '/api/member/me/data', token })).statusCode).toBe(401);
    expect(
      (await t.inject({ method: 'POST', url: '/api/member/authenticate', payload: { email: p.email, password: DEFAULT_PASSWORD } })).statusCode,
    ).toBe(400);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.target, `member:${p.id} deleted`));
    expect(events).toEqual([expect.objectContaining({ actorId: null, action: 'member.delete' })]);
  });

  it('leaves a club whose manager was the member without a manager, and a group without its coach', async () => {
    const s = await buildScene(t.db, { players: 1 });
    await t.db.update(clubs).set({ managerMemberId: s.coach.id }).where(eq(clubs.id, s.club.id));
    const token = await t.login(s.coach.email, DEFAULT_PASSWORD);
    expect((await t.inject({ method: 'DELETE', url: '/api/member/me', token, payload: { password: DEFAULT_PASSWORD } })).statusCode).toBe(204);
    const [club] = firstOf(await t.db.select().from(clubs).where(eq(clubs.id, s.club.id)), 1);
    expect(club.managerMemberId).toBeNull();
    const group = await t.db.execute(sql`select coach_member_id as c from study_groups where id = ${s.group.id}`);
    expect(nth((group as unknown as { rows: { c: number | null }[] }).rows, 0).c).toBeNull();
    // The study and the other players' evaluations stay.
    expect(
      await t.db
        .select()
        .from(evaluations)
        .where(eq(evaluations.id, nth(s.players, 0).evaluation.id)),
    ).toHaveLength(1);
  });
});
