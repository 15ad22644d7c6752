import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs, squadMembers } from '../../db/schema/index.ts';
import { buildAdmin, buildCategory, buildClub, buildStudyGroup, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

/**
 * A club is set up in any order: a coach added to the whole club (no study group chosen), a study group created
 * without a coach, and that coach chosen as the group's coach afterwards.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  const a = await buildAdmin(t.db);
  admin = await t.login(a.email, DEFAULT_PASSWORD);
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.inject({ method, url, token: admin, ...(payload ? { payload } : {}) });
const coach = (email: string, place: { clubId?: number | null; studyGroupId?: number | null }) =>
  call('POST', '/api/admin/member', { name: 'Rita', surname: 'Coach', email, language: 'en', role: 'Coach', ...place });

describe('a coach without a study group, a study group without a coach', () => {
  it('adds a coach to a whole club, who manages it, and is then chosen as the coach of a group created without one', async () => {
    const club = await buildClub(t.db);
    const category = await buildCategory(t.db, 'youth');
    const group = await call('POST', '/api/admin/studyGroup', { clubId: club.id, name: 'Infantil B', code: 'INFB', categoryId: category.id });
    expect(group.statusCode).toBe(201);
    expect(group.json()).toMatchObject({ coachMemberId: null });
    expect((await call('GET', `/api/admin/coach/ByClub/${club.id}`)).json()).toEqual([]);

    const added = await coach('rita.club@example.test', { clubId: club.id });
    expect(added.statusCode).toBe(201);
    const id: number = added.json().member.id;
    expect(added.json().member).toMatchObject({ squadRoles: ['Coach'], clubs: [club.name] });
    expect(t.mailer.last()?.to).toBe('rita.club@example.test');
    const memberships = await t.db
      .select()
      .from(squadMembers)
      .where(and(eq(squadMembers.memberId, id), isNull(squadMembers.removedAt)));
    expect(memberships.map((m) => [m.clubId, m.studyGroupId, m.squadRole])).toEqual([[club.id, null, 'Coach']]);
    const [stored] = await t.db.select().from(clubs).where(eq(clubs.id, club.id));
    expect(stored?.managerMemberId).toBe(id);

    const coaches = (await call('GET', `/api/admin/coach/ByClub/${club.id}`)).json();
    expect(coaches.map((c: { memberId: number }) => c.memberId)).toEqual([id]);
    const { id: groupId, name, code, categoryId, state } = group.json();
    const chosen = await call('PUT', '/api/admin/studyGroup', { id: groupId, name, code, categoryId, state, coachMemberId: id });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ coachMemberId: id });
  });

  it('needs a club for a coach (400), refuses an unknown club and a group of another club (404)', async () => {
    const club = await buildClub(t.db);
    const other = await buildStudyGroup(t.db, { clubId: (await buildClub(t.db)).id });
    const none = await coach('rita.none@example.test', {});
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0]).toMatchObject({ code: 'ValidationError', field: 'clubId' });
    const unknown = await coach('rita.unknown@example.test', { clubId: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toMatchObject({ code: 'NotFound', field: 'clubId' });
    const elsewhere = await coach('rita.elsewhere@example.test', { clubId: club.id, studyGroupId: other.id });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().errors[0]).toMatchObject({ code: 'NotFound', field: 'studyGroupId' });
    const player = await call('POST', '/api/admin/member', {
      name: 'Pau',
      surname: 'Player',
      email: 'pau.club@example.test',
      language: 'en',
      role: 'Player',
      clubId: club.id,
      birthDate: '2000-05-17',
    });
    expect(player.statusCode).toBe(400);
    expect(player.json().errors[0]).toMatchObject({ field: 'studyGroupId' });
  });
});
