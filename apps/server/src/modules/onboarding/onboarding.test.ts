import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { evaluations, squadMembers } from '../../db/schema/index.ts';

let t: TestApp;
let scene: { clubId: number; groupId: number; quizId: number; studyId: number; token: string };
beforeAll(async () => {
  t = await buildTestApp();
  const club = await buildClub(t.db);
  const group = await buildStudyGroup(t.db, { clubId: club.id });
  const quiz = await buildQuiz(t.db, { categoryId: group.categoryId });
  const study = await buildStudy(t.db, { studyGroupId: group.id, quizId: quiz.id });
  scene = { clubId: club.id, groupId: group.id, quizId: quiz.id, studyId: study.id, token: study.token };
});
afterAll(async () => t?.close());

const onboard = (token: string | null, studyToken: unknown) =>
  t.inject({ method: 'POST', url: '/api/player/onboard', token, payload: { studyToken } as object });
async function signedIn(o: Parameters<typeof buildMember>[1] = {}) {
  const member = await buildMember(t.db, o);
  return { member, token: await t.login(member.email, DEFAULT_PASSWORD) };
}

describe('POST /api/player/onboard', () => {
  it('makes the caller a Player of the study group and creates their evaluation, once', async () => {
    const { member, token } = await signedIn();
    const first = await onboard(token, scene.token);
    expect(first.statusCode).toBe(200);
    const { evaluationId } = first.json();
    expect(evaluationId).toEqual(expect.any(Number));
    const again = await onboard(token, scene.token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ evaluationId });
    const squads = await t.db.select().from(squadMembers).where(eq(squadMembers.memberId, member.id));
    expect(squads).toHaveLength(1);
    expect(squads[0]).toMatchObject({ clubId: scene.clubId, studyGroupId: scene.groupId, squadRole: 'Player' });
    const evals = await t.db.select().from(evaluations).where(eq(evaluations.memberId, member.id));
    expect(evals).toEqual([expect.objectContaining({ id: evaluationId, studyId: scene.studyId, state: 'open', squadRole: 'Player' })]);
  });

  it('keeps an existing membership of the group and only adds the evaluation', async () => {
    const { member, token } = await signedIn();
    await addSquadMember(t.db, { clubId: scene.clubId, memberId: member.id, squadRole: 'Player', studyGroupId: scene.groupId });
    expect((await onboard(token, scene.token)).statusCode).toBe(200);
    const squads = await t.db.select().from(squadMembers).where(eq(squadMembers.memberId, member.id));
    expect(squads).toHaveLength(1);
  });

  it('runs concurrent onboardings of one member into a single evaluation', async () => {
    const { member, token } = await signedIn();
    const results = await Promise.all([onboard(token, scene.token), onboard(token, scene.token), onboard(token, scene.token)]);
    const ids = new Set(results.map((r) => r.json().evaluationId));
    expect(ids.size).toBe(1);
    const evals = await t.db
      .select()
      .from(evaluations)
      .where(and(eq(evaluations.memberId, member.id), eq(evaluations.studyId, scene.studyId)));
    expect(evals).toHaveLength(1);
  });

  it('tells a member removed from the team why the link no longer takes them (409 RemovedFromTeam), never "joined"', async () => {
    const { member, token } = await signedIn();
    expect((await onboard(token, scene.token)).statusCode).toBe(200);
    const [membership] = await t.db
      .select({ id: squadMembers.id })
      .from(squadMembers)
      .where(and(eq(squadMembers.memberId, member.id), eq(squadMembers.clubId, scene.clubId)));
    const admin = await buildAdmin(t.db);
    const adminToken = await t.login(admin.email, DEFAULT_PASSWORD);
    const removed = await t.inject({
      method: 'DELETE',
      url: `/api/admin/squadMember/byclub/${scene.clubId}/RemoveSquadMember`,
      token: adminToken,
      payload: { clubId: scene.clubId, squadMemberId: membership?.id },
    });
    expect(removed.statusCode).toBe(200);
    const again = await onboard(token, scene.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('RemovedFromTeam');
    // The removal stands: no membership came back, and the evaluation stays cancelled.
    const active = await t.db
      .select()
      .from(squadMembers)
      .where(and(eq(squadMembers.memberId, member.id), eq(squadMembers.clubId, scene.clubId)));
    expect(active.every((m) => m.removedAt !== null)).toBe(true);
    const [evaluation] = await t.db
      .select()
      .from(evaluations)
      .where(and(eq(evaluations.studyId, scene.studyId), eq(evaluations.memberId, member.id)));
    expect(evaluation?.state).toBe('cancelled');
  });

  it('answers StudyTokenInvalid for an unknown token and ValidationError for an empty one', async () => {
    const { token } = await signedIn();
    const unknown = await onboard(token, 'nope-nope');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].code).toBe('StudyTokenInvalid');
    const empty = await onboard(token, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toMatchObject({ code: 'ValidationError', field: 'studyToken' });
  });

  it('answers 409 StudyNotAccepting for a closed, cancelled or past-due study', async () => {
    const { member, token } = await signedIn();
    for (const o of [{ state: 'closed' as const }, { state: 'cancelled' as const }, { startDate: isoDate(-20), dueDate: isoDate(-2) }]) {
      const study = await buildStudy(t.db, { studyGroupId: scene.groupId, quizId: scene.quizId, ...o });
      const res = await onboard(token, study.token);
      expect(res.statusCode).toBe(409);
      expect(res.json().errors[0].code).toBe('StudyNotAccepting');
    }
    expect(await t.db.select().from(evaluations).where(eq(evaluations.memberId, member.id))).toEqual([]);
  });

  it('accepts a study that starts later (the player answers once it starts)', async () => {
    const { token } = await signedIn();
    const later = await buildStudy(t.db, { studyGroupId: scene.groupId, quizId: scene.quizId, startDate: isoDate(3), dueDate: isoDate(20) });
    expect((await onboard(token, later.token)).statusCode).toBe(200);
  });

  it('answers 401 without a session and 403 for an admin', async () => {
    expect((await onboard(null, scene.token)).statusCode).toBe(401);
    const admin = await buildAdmin(t.db);
    const adminToken = await t.login(admin.email, DEFAULT_PASSWORD);
    expect((await onboard(adminToken, scene.token)).statusCode).toBe(403);
  });

  it('answers 451 while the caller has not accepted the current usage terms', async () => {
    const { token } = await signedIn({ acceptedTermsVersion: null });
    const { publishTerms } = await import('../../../test/factories.ts');
    await publishTerms(t.db, 1);
    const res = await onboard(token, scene.token);
    expect(res.statusCode).toBe(451);
    expect(res.json().errors[0].code).toBe('TermsChanged');
  });
});
