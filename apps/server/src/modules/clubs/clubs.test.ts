import { CLUB_CODE_MAX_LENGTH } from '@club-pulse/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addSquadMember,
  buildAccount,
  buildAdmin,
  buildClub,
  buildMember,
  buildStudyGroup,
  DEFAULT_PASSWORD,
  isoDate,
} from '../../../test/factories.ts';
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

const createClub = (payload: object) => t.inject({ method: 'POST', url: '/api/admin/club', payload, token });
const updateClub = (id: number, payload: object) => t.inject({ method: 'PUT', url: `/api/admin/club/${id}`, payload, token });

describe('clubs', () => {
  it('creates a club, lists it with its account and no manager, and reads it back', async () => {
    const res = await createClub({ name: 'Real Nàutic', code: 'NAUTIC', accountId, active: true });
    expect(res.statusCode).toBe(201);
    const club = res.json();
    expect(club).toMatchObject({
      name: 'Real Nàutic',
      code: 'NAUTIC',
      accountId,
      manager: null,
      active: true,
      acceptsNewWork: true,
      studyGroups: 0,
      members: 0,
      supportContacts: 0,
    });
    const list = await t.inject({ method: 'GET', url: '/api/admin/club', token });
    expect(list.json().map((c: { name: string }) => c.name)).toContain('Real Nàutic');
    const one = await t.inject({ method: 'GET', url: `/api/admin/club/${club.id}`, token });
    expect(one.json()).toEqual(club);
  });

  it("gives every new club a country: the one chosen, else the installation language's; an edit without one keeps it", async () => {
    // English names no country: Spain, the first shipped one (countryOfLanguage).
    expect((await createClub({ name: 'Club Anglès', code: 'ANGLES', accountId, active: true })).json().country).toBe('ES');
    const setLanguage = await t.inject({ method: 'PUT', url: '/api/admin/setup/defaultLanguage', token, payload: { language: 'it' } });
    expect(setLanguage.statusCode).toBe(200);
    const italian = await createClub({ name: 'US Ticino', code: 'TICINO', accountId, active: true });
    expect(italian.json().country).toBe('IT');
    const chosen = await createClub({ name: 'FC Zürichsee', code: 'ZURICH', accountId, active: true, country: 'CH' });
    expect(chosen.json().country).toBe('CH');
    const kept = await updateClub(italian.json().id, { name: 'US Ticino', code: 'TICINO', accountId, active: true });
    expect(kept.json().country).toBe('IT');
    const moved = await updateClub(italian.json().id, { name: 'US Ticino', code: 'TICINO', accountId, active: true, country: 'DE' });
    expect(moved.json().country).toBe('DE');
    expect((await createClub({ name: 'Nowhere FC', code: 'NOWHERE', accountId, active: true, country: 'US' })).statusCode).toBe(400);
    await t.inject({ method: 'PUT', url: '/api/admin/setup/defaultLanguage', token, payload: { language: 'en' } });
  });

  it("gives every new club a time zone: the one chosen, else its country's; an edit without one keeps it", async () => {
    expect((await createClub({ name: 'CD Madrid Río', code: 'MADRIO', accountId, active: true })).json().timeZone).toBe('Europe/Madrid');
    const german = await createClub({ name: 'SV Isar Süd', code: 'ISARSUD', accountId, active: true, country: 'DE' });
    expect(german.json().timeZone).toBe('Europe/Berlin');
    const canary = await createClub({ name: 'CD Teide', code: 'TEIDE', accountId, active: true, country: 'ES', timeZone: 'Atlantic/Canary' });
    expect(canary.json().timeZone).toBe('Atlantic/Canary');
    expect((await updateClub(canary.json().id, { name: 'CD Teide', code: 'TEIDE', accountId, active: true })).json().timeZone).toBe(
      'Atlantic/Canary',
    );
    const moved = await updateClub(canary.json().id, { name: 'CD Teide', code: 'TEIDE', accountId, active: true, timeZone: 'UTC' });
    expect(moved.json().timeZone).toBe('UTC');
    expect((await createClub({ name: 'NY FC', code: 'NYFC', accountId, active: true, timeZone: 'America/New_York' })).statusCode).toBe(400);
  });

  it('refuses a name or code already used by another club, whatever the case: ClubNameExists, ClubCodeExists', async () => {
    await createClub({ name: 'Unió Esportiva', code: 'UE', accountId, active: true });
    const sameName = await createClub({ name: 'unió esportiva', code: 'OTHER', accountId, active: true });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().errors[0]).toMatchObject({ code: 'ClubNameExists', message: 'A Club with specified name already exists', field: 'name' });
    const sameCode = await createClub({ name: 'Another', code: 'ue', accountId, active: true });
    expect(sameCode.statusCode).toBe(409);
    expect(sameCode.json().errors[0]).toMatchObject({ code: 'ClubCodeExists', message: 'A Club with specified code already exists', field: 'code' });
  });

  it(`refuses a code longer than ${CLUB_CODE_MAX_LENGTH} characters with ClubCodeTooLong, and accepts exactly ${CLUB_CODE_MAX_LENGTH}`, async () => {
    const long = await createClub({ name: 'Long Code FC', code: 'X'.repeat(CLUB_CODE_MAX_LENGTH + 1), accountId, active: true });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toMatchObject({ code: 'ClubCodeTooLong', message: 'Club Code is too Long', field: 'code' });
    const exact = await createClub({ name: 'Exact Code FC', code: 'Y'.repeat(CLUB_CODE_MAX_LENGTH), accountId, active: true });
    expect(exact.statusCode).toBe(201);
  });

  it('refuses an unknown account with a ValidationError on accountId', async () => {
    const res = await createClub({ name: 'Orphan FC', code: 'ORPHAN', accountId: 987654, active: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'ValidationError', field: 'accountId' });
  });

  it('edits a club: renames it, keeps its own name and code, and sets a coach of the club as manager', async () => {
    const club = await buildClub(t.db, { accountId });
    const coach = await buildMember(t.db, { name: 'Marta', surname: 'Gil' });
    await addSquadMember(t.db, { clubId: club.id, memberId: coach.id, squadRole: 'Coach' });
    const res = await updateClub(club.id, { name: `${club.name} B`, code: club.code, accountId, managerMemberId: coach.id, active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: `${club.name} B`,
      manager: 'Marta Gil',
      managerMemberId: coach.id,
      active: false,
      acceptsNewWork: false,
    });
  });

  it('refuses a manager who is not a coach of the club, and a rename onto another club (ClubNameExists)', async () => {
    const club = await buildClub(t.db, { accountId });
    const other = await buildClub(t.db, { accountId });
    const stranger = await buildMember(t.db);
    const notCoach = await updateClub(club.id, { name: club.name, code: club.code, accountId, managerMemberId: stranger.id, active: true });
    expect(notCoach.statusCode).toBe(400);
    expect(notCoach.json().errors[0]).toMatchObject({ code: 'ValidationError', field: 'managerMemberId' });
    const clash = await updateClub(club.id, { name: other.name, code: club.code, accountId, active: true });
    expect(clash.json().errors[0].code).toBe('ClubNameExists');
  });

  it('answers ClubNotExists (404) when editing or reading a club that does not exist', async () => {
    const put = await updateClub(999001, { name: 'Ghost', code: 'GHOST', accountId, active: true });
    expect(put.statusCode).toBe(404);
    expect(put.json().errors[0]).toMatchObject({ code: 'ClubNotExists', message: 'Club does not exist' });
    const get = await t.inject({ method: 'GET', url: '/api/admin/club/999001', token });
    expect(get.json().errors[0].code).toBe('ClubNotExists');
  });

  it('says a club accepts no new work when its account is past its renewal date', async () => {
    const expired = await buildAccount(t.db, { renewalDate: isoDate(-1), activationDate: isoDate(-400) });
    const club = await buildClub(t.db, { accountId: expired.id });
    const res = await t.inject({ method: 'GET', url: `/api/admin/club/${club.id}`, token });
    expect(res.json()).toMatchObject({ active: true, acceptsNewWork: false });
  });

  it("lists the club's coaches once each, without players or removed coaches", async () => {
    const club = await buildClub(t.db, { accountId });
    const g1 = await buildStudyGroup(t.db, { clubId: club.id });
    const g2 = await buildStudyGroup(t.db, { clubId: club.id });
    const coach = await buildMember(t.db, { name: 'Ona', surname: 'Prat' });
    const player = await buildMember(t.db);
    await addSquadMember(t.db, { clubId: club.id, memberId: coach.id, squadRole: 'Coach', studyGroupId: g1.id });
    await addSquadMember(t.db, { clubId: club.id, memberId: coach.id, squadRole: 'Coach', studyGroupId: g2.id });
    await addSquadMember(t.db, { clubId: club.id, memberId: player.id, squadRole: 'Player', studyGroupId: g1.id });
    const res = await t.inject({ method: 'GET', url: `/api/admin/coach/ByClub/${club.id}`, token });
    expect(res.json()).toEqual([{ memberId: coach.id, fullName: 'Ona Prat', email: coach.email }]);
  });
});
