import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, members } from '../../db/schema/index.ts';
import { buildAccount, buildMember, buildScene, DEFAULT_PASSWORD, isoDate } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let token: string;
let s: Awaited<ReturnType<typeof buildScene>>;
beforeAll(async () => {
  t = await buildTestApp();
  s = await buildScene(t.db, { players: 1 });
  token = await t.login(s.admin.email, DEFAULT_PASSWORD);
});
afterAll(async () => t?.close());

describe('users', () => {
  it('lists every member with role, state, squad roles and clubs, and never a password hash', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/admin/member', token });
    expect(res.statusCode).toBe(200);
    const coach = res.json().find((m: { id: number }) => m.id === s.coach.id);
    expect(coach).toMatchObject({ email: s.coach.email, fullName: 'Carla Coach', role: 'User', enabled: true, squadRoles: ['Coach'], clubs: [s.club.name] });
    expect(res.json().find((m: { id: number }) => m.id === s.admin.id)).toMatchObject({ role: 'AppAdmin', squadRoles: [], clubs: [] });
    expect(res.body).not.toMatch(/password|argon/i);
  });

  it('disables a member: their token stops working at once and they cannot sign in; enabling lets them in again', async () => {
    const member = await buildMember(t.db);
    const memberToken = await t.login(member.email, DEFAULT_PASSWORD);
    const off = await t.inject({ method: 'PUT', url: `/api/admin/member/disable/${member.id}`, token });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: member.id, enabled: false });
    const call = await t.inject({ method: 'GET', url: '/api/squadRole/GetMySquadRoles', token: memberToken });
    expect(call.statusCode).toBe(401);
    const signIn = await t.inject({ method: 'POST', url: '/api/member/authenticate', payload: { email: member.email, password: DEFAULT_PASSWORD } });
    expect(signIn.statusCode).toBe(400);

    const on = await t.inject({ method: 'PUT', url: `/api/admin/member/enable/${member.id}`, token });
    expect(on.json()).toMatchObject({ enabled: true });
    // The old token stays dead (its version was bumped); a new sign-in works.
    expect((await t.inject({ method: 'GET', url: '/api/squadRole/GetMySquadRoles', token: memberToken })).statusCode).toBe(401);
    const fresh = await t.login(member.email, DEFAULT_PASSWORD);
    expect((await t.inject({ method: 'GET', url: '/api/squadRole/GetMySquadRoles', token: fresh })).statusCode).toBe(200);

    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.target, `member:${member.id}`));
    expect(events.map((e) => e.action)).toEqual(['member.disable', 'member.enable']);
  });

  it('refuses to disable the signed-in admin (409 CannotDisableSelf)', async () => {
    const res = await t.inject({ method: 'PUT', url: `/api/admin/member/disable/${s.admin.id}`, token });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].code).toBe('CannotDisableSelf');
    const [me] = await t.db.select().from(members).where(eq(members.id, s.admin.id));
    expect(me.enabled).toBe(true);
  });
});

describe('quizzes', () => {
  it('lists quizzes with category, state, KPIs flag and number of studies', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/admin/quiz', token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: s.quiz.id, name: s.quiz.name, categoryId: s.quiz.categoryId, category: 'youth', enabled: true, hasKeyTermSummary: true, studies: 1, questions: s.quiz.questions.length },
    ]);
  });

  it('disables a quiz so that a coach can no longer choose it for a new study, and enables it again', async () => {
    const coachToken = await t.login(s.coach.email, DEFAULT_PASSWORD);
    const body = { studyGroupId: s.group.id, quizId: s.quiz.id, description: 'New', startDate: isoDate(0), dueDate: isoDate(10) };
    const off = await t.inject({ method: 'PUT', url: `/api/admin/quiz/${s.quiz.id}/disable`, token });
    expect(off.json()).toMatchObject({ enabled: false });
    const refused = await t.inject({ method: 'POST', url: '/api/manager/study', payload: body, token: coachToken });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe('QuizNotAvailable');
    const on = await t.inject({ method: 'PUT', url: `/api/admin/quiz/${s.quiz.id}/enable`, token });
    expect(on.json()).toMatchObject({ enabled: true });
    expect((await t.inject({ method: 'POST', url: '/api/manager/study', payload: body, token: coachToken })).statusCode).toBe(201);
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.target, `quiz:${s.quiz.id}`));
    expect(events.map((e) => e.action)).toEqual(['quiz.disable', 'quiz.enable']);
  });
});

describe('accounts', () => {
  const fields = (o: object = {}) => ({
    name: 'Costa Brava Sports',
    ownerName: 'Anna Ferrer',
    ownerEmail: 'anna@example.test',
    customerCode: 'CUST-7001',
    activationDate: isoDate(-10),
    renewalDate: isoDate(355),
    active: true,
    ...o,
  });

  it('creates an account, lists it and edits it', async () => {
    const created = await t.inject({ method: 'POST', url: '/api/admin/account', payload: fields(), token });
    expect(created.statusCode).toBe(201);
    const account = created.json();
    expect(account).toMatchObject({ ...fields(), inGoodStanding: true, clubs: 0 });
    const list = await t.inject({ method: 'GET', url: '/api/admin/account', token });
    expect(list.json()).toContainEqual(account);
    const edited = await t.inject({ method: 'PUT', url: `/api/admin/account/${account.id}`, payload: fields({ renewalDate: isoDate(-1), activationDate: isoDate(-30) }), token });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ renewalDate: isoDate(-1), inGoodStanding: false });
  });

  it('refuses a customer code another account has, whatever the case (409 CustomerCodeExists), and keeps its own on edit', async () => {
    const existing = await buildAccount(t.db, { customerCode: 'TAKEN-1' });
    const dup = await t.inject({ method: 'POST', url: '/api/admin/account', payload: fields({ customerCode: 'taken-1' }), token });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0]).toMatchObject({ code: 'CustomerCodeExists', field: 'customerCode' });
    const self = await t.inject({ method: 'PUT', url: `/api/admin/account/${existing.id}`, payload: fields({ customerCode: 'TAKEN-1' }), token });
    expect(self.statusCode).toBe(200);
    const other = await buildAccount(t.db);
    const steal = await t.inject({ method: 'PUT', url: `/api/admin/account/${other.id}`, payload: fields({ customerCode: 'TAKEN-1' }), token });
    expect(steal.json().errors[0].code).toBe('CustomerCodeExists');
  });

  it('refuses a renewal date before the activation date, oversized fields, and an unknown account', async () => {
    const backwards = await t.inject({ method: 'POST', url: '/api/admin/account', payload: fields({ customerCode: 'B-1', activationDate: isoDate(0), renewalDate: isoDate(-1) }), token });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors[0]).toMatchObject({ code: 'ValidationError', field: 'renewalDate' });
    const huge = await t.inject({ method: 'POST', url: '/api/admin/account', payload: fields({ customerCode: 'C'.repeat(41) }), token });
    expect(huge.statusCode).toBe(400);
    const unknown = await t.inject({ method: 'PUT', url: '/api/admin/account/999007', payload: fields({ customerCode: 'U-1' }), token });
    expect(unknown.statusCode).toBe(404);
  });
});
