import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSquadMember, buildAccount, buildAdmin, buildCategory, buildClub, buildMember, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let token: string;
let accountId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await buildAdmin(t.db);
  token = await t.login(admin.email, DEFAULT_PASSWORD);
  accountId = (await buildAccount(t.db)).id;
});
afterAll(async () => t?.close());

describe('study groups', () => {
  it('creates, lists, reads and edits a study group with a coach of the club', async () => {
    const club = await buildClub(t.db, { accountId });
    const category = await buildCategory(t.db, 'senior');
    const coach = await buildMember(t.db, { name: 'Pep', surname: 'Coach' });
    await addSquadMember(t.db, { clubId: club.id, memberId: coach.id, squadRole: 'Coach' });
    const created = await t.inject({
      method: 'POST',
      url: '/api/admin/studyGroup',
      payload: { clubId: club.id, name: 'Juvenil A', code: 'JUV-A', categoryId: category.id, coachMemberId: coach.id },
      token,
    });
    expect(created.statusCode).toBe(201);
    const group = created.json();
    expect(group).toMatchObject({
      clubId: club.id,
      club: club.name,
      name: 'Juvenil A',
      code: 'JUV-A',
      category: 'senior',
      coach: 'Pep Coach',
      state: 'active',
    });

    const list = await t.inject({ method: 'GET', url: `/api/admin/studyGroup/byclub/${club.id}`, token });
    expect(list.json()).toEqual([group]);

    const edited = await t.inject({
      method: 'PUT',
      url: '/api/admin/studyGroup',
      payload: { id: group.id, name: 'Juvenil B', code: 'JUV-B', categoryId: category.id, coachMemberId: null, state: 'deactivated' },
      token,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Juvenil B', code: 'JUV-B', coach: null, state: 'deactivated' });
    const one = await t.inject({ method: 'GET', url: `/api/admin/studyGroup/${group.id}`, token });
    expect(one.json().state).toBe('deactivated');
  });

  it('refuses an unknown club (ClubNotExists), an unknown category and a coach from elsewhere (ValidationError)', async () => {
    const club = await buildClub(t.db, { accountId });
    const category = await buildCategory(t.db, 'youth');
    const outsider = await buildMember(t.db);
    const base = { name: 'G', code: 'G', categoryId: category.id };
    const noClub = await t.inject({ method: 'POST', url: '/api/admin/studyGroup', payload: { ...base, clubId: 999002 }, token });
    expect(noClub.statusCode).toBe(404);
    expect(noClub.json().errors[0].code).toBe('ClubNotExists');
    const noCategory = await t.inject({
      method: 'POST',
      url: '/api/admin/studyGroup',
      payload: { ...base, clubId: club.id, categoryId: 999003 },
      token,
    });
    expect(noCategory.json().errors[0]).toMatchObject({ code: 'ValidationError', field: 'categoryId' });
    const wrongCoach = await t.inject({
      method: 'POST',
      url: '/api/admin/studyGroup',
      payload: { ...base, clubId: club.id, coachMemberId: outsider.id },
      token,
    });
    expect(wrongCoach.json().errors[0]).toMatchObject({ code: 'ValidationError', field: 'coachMemberId' });
    const unknownGroup = await t.inject({ method: 'PUT', url: '/api/admin/studyGroup', payload: { ...base, id: 999004, state: 'active' }, token });
    expect(unknownGroup.statusCode).toBe(404);
  });

  describe('a name and a code unique within the club, whatever the case', () => {
    const post = (payload: object) => t.inject({ method: 'POST', url: '/api/admin/studyGroup', payload, token });
    const put = (payload: object) => t.inject({ method: 'PUT', url: '/api/admin/studyGroup', payload, token });

    it('refuses a name or code already used in the club, whatever the case or spaces: StudyGroupNameExists, StudyGroupCodeExists', async () => {
      const club = await buildClub(t.db, { accountId });
      const categoryId = (await buildCategory(t.db, 'youth')).id;
      expect((await post({ clubId: club.id, name: 'U15 A', code: 'U15A', categoryId })).statusCode).toBe(201);

      const sameName = await post({ clubId: club.id, name: '  u15 a ', code: 'OTHER', categoryId });
      expect(sameName.statusCode).toBe(409);
      expect(sameName.json().errors[0]).toMatchObject({
        code: 'StudyGroupNameExists',
        message: 'A study group with this name already exists in the club',
        field: 'name',
      });
      const sameCode = await post({ clubId: club.id, name: 'Other', code: ' u15a', categoryId });
      expect(sameCode.statusCode).toBe(409);
      expect(sameCode.json().errors[0]).toMatchObject({
        code: 'StudyGroupCodeExists',
        message: 'A study group with this code already exists in the club',
        field: 'code',
      });
      const list = await t.inject({ method: 'GET', url: `/api/admin/studyGroup/byclub/${club.id}`, token });
      expect(list.json().map((g: { name: string }) => g.name)).toEqual(['U15 A']);
    });

    it('allows the same name and code in another club', async () => {
      const categoryId = (await buildCategory(t.db, 'youth')).id;
      const [one, two] = [await buildClub(t.db, { accountId }), await buildClub(t.db, { accountId })];
      expect((await post({ clubId: one.id, name: 'Cadet', code: 'CAD', categoryId })).statusCode).toBe(201);
      expect((await post({ clubId: two.id, name: 'Cadet', code: 'CAD', categoryId })).statusCode).toBe(201);
    });

    it("refuses a rename onto another group's name or code, and keeps a group's own name in another case", async () => {
      const club = await buildClub(t.db, { accountId });
      const categoryId = (await buildCategory(t.db, 'youth')).id;
      await post({ clubId: club.id, name: 'Infantil', code: 'INF', categoryId });
      const group = (await post({ clubId: club.id, name: 'Aleví', code: 'ALE', categoryId })).json();
      const base = { id: group.id, categoryId, state: 'active' };

      const ontoName = await put({ ...base, name: 'INFANTIL', code: 'ALE' });
      expect(ontoName.statusCode).toBe(409);
      expect(ontoName.json().errors[0]).toMatchObject({ code: 'StudyGroupNameExists', field: 'name' });
      const ontoCode = await put({ ...base, name: 'Aleví', code: 'inf' });
      expect(ontoCode.statusCode).toBe(409);
      expect(ontoCode.json().errors[0]).toMatchObject({ code: 'StudyGroupCodeExists', field: 'code' });

      const ownInOtherCase = await put({ ...base, name: 'ALEVÍ', code: 'ale' });
      expect(ownInOtherCase.statusCode).toBe(200);
      expect(ownInOtherCase.json()).toMatchObject({ name: 'ALEVÍ', code: 'ale' });
    });

    it('lets one of two identical groups created at the same moment in, and answers the other 409', async () => {
      const club = await buildClub(t.db, { accountId });
      const categoryId = (await buildCategory(t.db, 'youth')).id;
      const payload = { clubId: club.id, name: 'Juvenil', code: 'JUV', categoryId };
      const answers = await Promise.all([post(payload), post({ ...payload, name: 'JUVENIL', code: 'juv' })]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      const refused = answers.find((a) => a.statusCode === 409);
      expect(['StudyGroupNameExists', 'StudyGroupCodeExists']).toContain(refused?.json().errors[0].code);
      const list = await t.inject({ method: 'GET', url: `/api/admin/studyGroup/byclub/${club.id}`, token });
      expect(list.json()).toHaveLength(1);
    });

    it('lets one of two renames onto the same name at the same moment through, and answers the other 409', async () => {
      const club = await buildClub(t.db, { accountId });
      const categoryId = (await buildCategory(t.db, 'youth')).id;
      const a = (await post({ clubId: club.id, name: 'A', code: 'A', categoryId })).json();
      const b = (await post({ clubId: club.id, name: 'B', code: 'B', categoryId })).json();
      const answers = await Promise.all([
        put({ id: a.id, name: 'Senior', code: 'A', categoryId, state: 'active' }),
        put({ id: b.id, name: 'senior', code: 'B', categoryId, state: 'active' }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)?.json().errors[0]).toMatchObject({ code: 'StudyGroupNameExists', field: 'name' });
    });
  });
});
