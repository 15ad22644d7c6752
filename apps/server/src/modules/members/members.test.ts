import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, members } from '../../db/schema/index.ts';
import { buildMember, buildScene, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { firstOf } from '../../../test/nth.ts';

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
    expect(coach).toMatchObject({
      email: s.coach.email,
      fullName: 'Carla Coach',
      role: 'User',
      enabled: true,
      squadRoles: ['Coach'],
      clubs: [s.club.name],
    });
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

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.target, `member:${member.id}`));
    expect(events.map((e) => e.action)).toEqual(['member.disable', 'member.enable']);
  });

  it('refuses to disable the signed-in admin (409 CannotDisableSelf)', async () => {
    const res = await t.inject({ method: 'PUT', url: `/api/admin/member/disable/${s.admin.id}`, token });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].code).toBe('CannotDisableSelf');
    const [me] = firstOf(await t.db.select().from(members).where(eq(members.id, s.admin.id)), 1);
    expect(me.enabled).toBe(true);
  });
});
