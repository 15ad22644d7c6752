import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSquadMember, buildClub, buildMember, buildStudyGroup, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const rolesOf = async (email: string) => {
  const token = await t.login(email, DEFAULT_PASSWORD);
  const res = await t.inject({ method: 'GET', url: '/api/squadRole/GetMySquadRoles', token });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET api/squadRole/GetMySquadRoles', () => {
  it('lists each squad role once over all clubs: Coach in one club and Player in another', async () => {
    const member = await buildMember(t.db);
    const a = await buildClub(t.db);
    const b = await buildClub(t.db);
    await addSquadMember(t.db, { clubId: a.id, memberId: member.id, squadRole: 'Coach' });
    await addSquadMember(t.db, { clubId: b.id, memberId: member.id, squadRole: 'Player' });
    // A player of two of the club's groups too: still one Player.
    const group = await buildStudyGroup(t.db, { clubId: b.id });
    await addSquadMember(t.db, { clubId: b.id, memberId: member.id, squadRole: 'Player', studyGroupId: group.id });
    expect(await rolesOf(member.email)).toEqual([{ name: 'Coach' }, { name: 'Player' }]);
  });

  it('answers an empty list for a member of no squad, and ignores removed memberships', async () => {
    const member = await buildMember(t.db);
    const club = await buildClub(t.db);
    await addSquadMember(t.db, { clubId: club.id, memberId: member.id, squadRole: 'Player' });
    const { squadMembers } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    await t.db.update(squadMembers).set({ removedAt: new Date() }).where(eq(squadMembers.memberId, member.id));
    expect(await rolesOf(member.email)).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/squadRole/GetMySquadRoles' });
    expect(res.statusCode).toBe(401);
  });
});
