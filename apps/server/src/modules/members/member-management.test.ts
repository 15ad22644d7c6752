import { INVITATION_LIFETIME_DAYS } from '@club-pulse/contracts/constants';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, evaluations, members, passwordResets, squadMembers } from '../../db/schema/index.ts';
import { buildAdmin, buildClub, buildMember, buildScene, buildStudyGroup, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { nth } from '../../../test/nth.ts';
import { setPlatformAdmin } from './member-management.service.ts';
import { setMemberEnabled } from './members.service.ts';

let t: TestApp;
let admin: string;
let coach: string;
let player: string;
let s: Awaited<ReturnType<typeof buildScene>>;
beforeAll(async () => {
  t = await buildTestApp();
  s = await buildScene(t.db, { players: 2 });
  admin = await t.login(s.admin.email, DEFAULT_PASSWORD);
  coach = await t.login(s.coach.email, DEFAULT_PASSWORD);
  player = await t.login(nth(s.players, 0).email, DEFAULT_PASSWORD);
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token: string | null = admin) =>
  t.inject({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });
const actionsOn = async (id: number) =>
  (
    await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.target, `member:${id}`))
  ).map((e) => [e.action, e.actorId]);
const codeOf = (res: { json: () => { errors: Array<{ code: string }> } }) => nth(res.json().errors, 0).code;

/** A player created by the admin in the scene's group: their id and the token of the invitation mailed to them. */
async function invitePlayer(name: string, email: string) {
  const created = await call('POST', '/api/admin/member', {
    name,
    surname: 'Invited',
    email,
    language: 'en',
    role: 'Player',
    studyGroupId: s.group.id,
    birthDate: '2000-05-17',
  });
  expect(created.statusCode).toBe(201);
  const link = new URL(t.mailer.last()?.link ?? '');
  return { id: created.json().member.id as number, token: link.searchParams.get('token') ?? '' };
}

/** Sets the password through the link of the last mail; answers the new member's token. */
async function acceptLastMail(password = 'Welcome2026x') {
  const link = new URL(t.mailer.last()?.link ?? '');
  const email = link.searchParams.get('email') ?? '';
  const token = link.searchParams.get('token') ?? '';
  const reset = await t.inject({ method: 'POST', url: '/api/member/resetPassword', payload: { email, token, password, repeatPassword: password } });
  expect(reset.statusCode).toBe(204);
  return t.login(email, password);
}

describe('creating a member', () => {
  it('creates a player of a study group with an invitation mail in their language; the link lets them in as a player', async () => {
    const before = t.mailer.sent.length;
    const res = await call('POST', '/api/admin/member', {
      name: 'Jordi',
      surname: 'Puig',
      email: 'jordi.puig@example.test',
      language: 'ca',
      role: 'Player',
      studyGroupId: s.group.id,
      birthDate: '2000-05-17',
    });
    expect(res.statusCode).toBe(201);
    const { member, invited } = res.json();
    expect(invited).toBe(true);
    expect(member).toMatchObject({
      fullName: 'Jordi Puig',
      role: 'User',
      squadRoles: ['Player'],
      clubs: [s.club.name],
      hasPassword: false,
      language: 'ca',
    });
    expect(t.mailer.sent.length).toBe(before + 1);
    expect(t.mailer.last()).toMatchObject({ to: 'jordi.puig@example.test', subject: 'El teu compte de Club Pulse és a punt' });
    expect(t.mailer.last()?.text).toContain(`jugador/a de ${s.club.name}`);
    // The link's lifetime from the contracts, not written in the catalogue (RULE_VALUES.invitationDays).
    expect(t.mailer.last()?.text).toContain(`durant ${INVITATION_LIFETIME_DAYS} dies`);
    const token = await acceptLastMail();
    const roles = await call('GET', '/api/squadRole/GetMySquadRoles', undefined, token);
    expect(roles.json()).toEqual([{ name: 'Player' }]);
    expect(await actionsOn(member.id)).toEqual([
      ['member.create', s.admin.id],
      ['member.invite', s.admin.id],
    ]);
  });

  it('creates a coach (who becomes coach of a group without one) and a platform admin (no club)', async () => {
    const club = await buildClub(t.db);
    const group = await buildStudyGroup(t.db, { clubId: club.id });
    const c = await call('POST', '/api/admin/member', {
      name: 'Ana',
      surname: 'Coach',
      email: 'ana.coach@example.test',
      language: 'es',
      role: 'Coach',
      studyGroupId: group.id,
    });
    expect(c.statusCode).toBe(201);
    expect(c.json().member).toMatchObject({ squadRoles: ['Coach'], role: 'User' });
    const a = await call('POST', '/api/admin/member', {
      name: 'Max',
      surname: 'Admin',
      email: 'max.admin@example.test',
      language: 'de',
      role: 'AppAdmin',
    });
    expect(a.statusCode).toBe(201);
    expect(a.json().member).toMatchObject({ role: 'AppAdmin', squadRoles: [], clubs: [] });
    expect(t.mailer.last()?.text).toContain('Plattform-Administrator');
  });

  it('refuses a taken email (any letter case, 409), a missing group or birth date for a player, a wrong birth date and a group for an admin (400), an unknown group (404)', async () => {
    const base = { name: 'X', surname: 'Y', language: 'en' };
    const taken = await call('POST', '/api/admin/member', {
      ...base,
      email: s.coach.email.toUpperCase(),
      role: 'Player',
      studyGroupId: s.group.id,
      birthDate: '2000-05-17',
    });
    expect(taken.statusCode).toBe(409);
    expect(codeOf(taken)).toBe('EmailAlreadyRegistered');
    const bad = [
      { ...base, email: 'p1@example.test', role: 'Player', birthDate: '2000-05-17' },
      { ...base, email: 'p6@example.test', role: 'Player', studyGroupId: s.group.id },
      { ...base, email: 'p7@example.test', role: 'Player', studyGroupId: s.group.id, birthDate: '2000-02-30' },
      { ...base, email: 'p8@example.test', role: 'Coach', studyGroupId: s.group.id, birthDate: '1900-01-01' },
      { ...base, email: 'p2@example.test', role: 'AppAdmin', studyGroupId: s.group.id },
      { ...base, email: 'not-an-email', role: 'AppAdmin' },
      { ...base, email: 'p3@example.test', role: 'God' },
      { ...base, name: '', email: 'p4@example.test', role: 'AppAdmin' },
    ];
    for (const body of bad) expect((await call('POST', '/api/admin/member', body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await call('POST', '/api/admin/member', { ...base, email: 'p5@example.test', role: 'Coach', studyGroupId: 999999 })).statusCode).toBe(
      404,
    );
  });
});

describe('editing, inviting again and resetting', () => {
  it("edits name and email (409 for another member's email), audited", async () => {
    const m = await buildMember(t.db);
    const res = await call('PUT', `/api/admin/member/${m.id}`, { name: 'Renamed', surname: 'Person', email: 'renamed@example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fullName: 'Renamed Person', email: 'renamed@example.test' });
    const clash = await call('PUT', `/api/admin/member/${m.id}`, { name: 'R', surname: 'P', email: s.coach.email });
    expect(clash.statusCode).toBe(409);
    expect((await call('PUT', `/api/admin/member/${m.id}`, { name: 'R', surname: 'P', email: 'x' })).statusCode).toBe(400);
    expect((await call('PUT', '/api/admin/member/999999', { name: 'R', surname: 'P', email: 'nobody2@example.test' })).statusCode).toBe(404);
    expect(await actionsOn(m.id)).toEqual([['member.update', s.admin.id]]);
  });

  it('tells both addresses when the email of an account in use changes, the old one without the new address; nobody for a name or a letter case', async () => {
    const m = await buildMember(t.db, { language: 'de', email: 'jan.alt@example.test', name: 'Jan' });
    const before = t.mailer.sent.length;
    expect((await call('PUT', `/api/admin/member/${m.id}`, { name: 'Jan', surname: 'Neu', email: 'jan.alt@example.test' })).statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/member/${m.id}`, { name: 'Jan', surname: 'Neu', email: 'Jan.Alt@example.test' })).statusCode).toBe(200);
    expect(t.mailer.sent.length).toBe(before);
    expect((await call('PUT', `/api/admin/member/${m.id}`, { name: 'Jan', surname: 'Neu', email: 'jan.neu@example.test' })).statusCode).toBe(200);
    const [toOld, toNew] = t.mailer.sent.slice(before);
    expect(t.mailer.sent.length).toBe(before + 2);
    expect(toOld).toMatchObject({ to: 'Jan.Alt@example.test', subject: 'Die E-Mail-Adresse deines Club-Pulse-Kontos wurde geändert' });
    expect(toOld?.text).toContain('Mit dieser Adresse kannst du dich nicht mehr anmelden.');
    // The old address may be someone else's (a mistake corrected): it never reads the member's new one.
    expect(`${toOld?.text} ${toOld?.html}`).not.toContain('jan.neu');
    expect(toNew).toMatchObject({ to: 'jan.neu@example.test' });
    expect(toNew?.text).toContain('Melde dich ab jetzt mit ihr an');
    expect(toNew?.link).toMatch(/\/login$/);
    // The member signs in with the new address and the same password.
    expect(await t.login('jan.neu@example.test', DEFAULT_PASSWORD)).toBeTruthy();
  });

  it('retires the links mailed to the old address when the email changes (the new one knows the new address), not when only the name does', async () => {
    const { id, token } = await invitePlayer('Typo', 'typo@gmial.example');
    const mailsBefore = t.mailer.sent.length;
    const setPassword = (email: string) =>
      t.inject({
        method: 'POST',
        url: '/api/member/resetPassword',
        payload: { email, token, password: 'Takeover2026x', repeatPassword: 'Takeover2026x' },
      });

    // A name fixed: the invitation is still open.
    expect((await call('PUT', `/api/admin/member/${id}`, { name: 'Typo', surname: 'Fixed', email: 'typo@gmial.example' })).statusCode).toBe(200);
    const open = await t.db
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.memberId, id), isNull(passwordResets.usedAt)));
    expect(open).toHaveLength(1);

    // The address fixed: whoever got the mail at the wrong address cannot set the password, even knowing the right one.
    expect((await call('PUT', `/api/admin/member/${id}`, { name: 'Typo', surname: 'Fixed', email: 'typo@gmail.example' })).statusCode).toBe(200);
    // An invitation not yet followed: no notice to either address (the admin sends the invitation again).
    expect(t.mailer.sent.length).toBe(mailsBefore);
    for (const email of ['typo@gmail.example', 'typo@gmial.example']) {
      const res = await setPassword(email);
      expect(res.statusCode, email).toBe(400);
      expect(codeOf(res)).toBe('InvalidResetLink');
    }
    // The invitation sent again goes to the right address. A change of letter case is the same address: it still works.
    expect((await call('POST', `/api/admin/member/${id}/invite`)).statusCode).toBe(204);
    expect(t.mailer.last()?.to).toBe('typo@gmail.example');
    expect((await call('PUT', `/api/admin/member/${id}`, { name: 'Typo', surname: 'Fixed', email: 'Typo@Gmail.example' })).statusCode).toBe(200);
    await acceptLastMail();
  });

  it("a disabled member's open invitation sets no password, nor after they are enabled again; a new one does", async () => {
    const { id, token } = await invitePlayer('Off', 'off.again@example.test');
    const payload = {
      email: 'off.again@example.test',
      token,
      password: 'Takeover2026x',
      repeatPassword: 'Takeover2026x',
    };
    expect((await call('PUT', `/api/admin/member/disable/${id}`)).statusCode).toBe(200);
    const whileDisabled = await t.inject({ method: 'POST', url: '/api/member/resetPassword', payload });
    expect(whileDisabled.statusCode).toBe(400);
    expect(codeOf(whileDisabled)).toBe('InvalidResetLink');
    expect((await call('PUT', `/api/admin/member/enable/${id}`)).statusCode).toBe(200);
    const afterEnabled = await t.inject({ method: 'POST', url: '/api/member/resetPassword', payload });
    expect(afterEnabled.statusCode).toBe(400);
    expect(codeOf(afterEnabled)).toBe('InvalidResetLink');
    expect((await call('POST', `/api/admin/member/${id}/invite`)).statusCode).toBe(204);
    await acceptLastMail();
  });

  it('sends the invitation again while the member has no password, and refuses it after (409 MemberAlreadyActive)', async () => {
    const created = (
      await call('POST', '/api/admin/member', { name: 'Re', surname: 'Invite', email: 're.invite@example.test', language: 'en', role: 'AppAdmin' })
    ).json();
    const before = t.mailer.sent.length;
    expect((await call('POST', `/api/admin/member/${created.member.id}/invite`)).statusCode).toBe(204);
    expect(t.mailer.sent.length).toBe(before + 1);
    await acceptLastMail();
    const again = await call('POST', `/api/admin/member/${created.member.id}/invite`);
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('MemberAlreadyActive');
  });

  it('sends a password-reset mail whose link works, audited', async () => {
    const m = await buildMember(t.db, { language: 'it' });
    expect((await call('POST', `/api/admin/member/${m.id}/passwordReset`)).statusCode).toBe(204);
    expect(t.mailer.last()?.to).toBe(m.email);
    await acceptLastMail('Another2026x');
    expect(await actionsOn(m.id)).toEqual([['member.passwordReset', s.admin.id]]);
    expect((await call('POST', '/api/admin/member/999999/passwordReset')).statusCode).toBe(404);
  });
});

describe('platform admin role', () => {
  it('promotes a member without clubs and demotes them again; their old token ends; both audited', async () => {
    const m = await buildMember(t.db);
    const old = await t.login(m.email, DEFAULT_PASSWORD);
    const up = await call('PUT', `/api/admin/member/${m.id}/promote`);
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ role: 'AppAdmin', twoFactorEnabled: false });
    expect((await call('GET', '/api/squadRole/GetMySquadRoles', undefined, old)).statusCode).toBe(401);
    // A promoted member sets up two-factor sign-in before the admin area opens (modules/two-factor).
    const asAdmin = await t.enrollTwoFactor(await t.login(m.email, DEFAULT_PASSWORD));
    expect((await call('GET', '/api/admin/member/page', undefined, asAdmin)).statusCode).toBe(200);
    // The detail now says so (the drawer then offers its reset).
    expect((await call('GET', `/api/admin/member/${m.id}`)).json()).toMatchObject({ twoFactorEnabled: true });
    const down = await call('PUT', `/api/admin/member/${m.id}/demote`);
    expect(down.json()).toMatchObject({ role: 'User' });
    expect(await actionsOn(m.id)).toEqual([
      ['member.promote', s.admin.id],
      // Signed in as an admin now: audited (with the password alone, before the second factor is set up).
      ['admin.signIn', m.id],
      ['member.twoFactorEnable', m.id],
      ['member.demote', s.admin.id],
    ]);
  });

  it('never changes one’s own role, never promotes a club member, never demotes the last enabled admin', async () => {
    const self = await call('PUT', `/api/admin/member/${s.admin.id}/demote`);
    expect(self.statusCode).toBe(409);
    expect(codeOf(self)).toBe('CannotChangeOwnRole');
    const clubMember = await call('PUT', `/api/admin/member/${s.coach.id}/promote`);
    expect(clubMember.statusCode).toBe(409);
    expect(codeOf(clubMember)).toBe('AdminCannotHaveSquadRoles');

    // Two admins demoting each other: whichever comes second would leave nobody, and is refused. (The test
    // database takes the two in turn; the row locks of otherEnabledAdmins are what keep a true race to one.)
    const fresh = await buildTestApp();
    const only = await buildAdmin(fresh.db);
    const other = await buildAdmin(fresh.db);
    const outcomes = await Promise.allSettled([
      setPlatformAdmin(fresh.db, only.id, other.id, false),
      setPlatformAdmin(fresh.db, other.id, only.id, false),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({ reason: { code: 'LastAdmin' } });
    const admins = await fresh.db.select().from(members).where(eq(members.role, 'AppAdmin'));
    expect(admins).toHaveLength(1);
    await fresh.close();
  });
});

describe('the last enabled admin, with two admins acting on each other at once', () => {
  it('keeps one: disabling each other, or one disabling while the other demotes, the second is refused (409 LastAdmin)', async () => {
    for (const [name, race] of [
      ['disable × disable', (a: number, b: number, db: TestApp['db']) => [setMemberEnabled(db, a, b, false), setMemberEnabled(db, b, a, false)]],
      ['disable × demote', (a: number, b: number, db: TestApp['db']) => [setMemberEnabled(db, a, b, false), setPlatformAdmin(db, b, a, false)]],
    ] as const) {
      const fresh = await buildTestApp();
      const a = await buildAdmin(fresh.db);
      const b = await buildAdmin(fresh.db);
      const outcomes = await Promise.allSettled(race(a.id, b.id, fresh.db));
      expect(outcomes.map((o) => o.status).sort(), name).toEqual(['fulfilled', 'rejected']);
      expect(
        outcomes.find((o) => o.status === 'rejected'),
        name,
      ).toMatchObject({ reason: { code: 'LastAdmin' } });
      const left = await fresh.db
        .select()
        .from(members)
        .where(and(eq(members.role, 'AppAdmin'), eq(members.enabled, true)));
      expect(left, name).toHaveLength(1);
      await fresh.close();
    }
  });

  it('disables an admin while another enabled admin remains, and a member who is no admin at any time', async () => {
    const fresh = await buildTestApp();
    const a = await buildAdmin(fresh.db);
    const b = await buildAdmin(fresh.db);
    const user = await buildMember(fresh.db);
    await setMemberEnabled(fresh.db, a.id, b.id, false);
    await setMemberEnabled(fresh.db, a.id, user.id, false);
    // Enabled again, b may disable a: b remains.
    await setMemberEnabled(fresh.db, a.id, b.id, true);
    await setMemberEnabled(fresh.db, b.id, a.id, false);
    await fresh.close();
  });
});

describe('erasing a member on request', () => {
  it('deletes the member with their memberships and evaluations, as self-service does, audited with the admin and the reason', async () => {
    const p = nth(s.players, 1);
    const res = await call('POST', `/api/admin/member/${p.id}/erase`, { reason: 'Request by mail of 2026-11-20' });
    expect(res.statusCode).toBe(204);
    expect(await t.db.select().from(members).where(eq(members.id, p.id))).toEqual([]);
    expect(await t.db.select().from(squadMembers).where(eq(squadMembers.memberId, p.id))).toEqual([]);
    expect(await t.db.select().from(evaluations).where(eq(evaluations.memberId, p.id))).toEqual([]);
    const [event] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'member.erase'));
    expect(event).toMatchObject({ actorId: s.admin.id, target: `member:${p.id} reason:Request by mail of 2026-11-20` });
    expect((await call('GET', `/api/admin/member/${p.id}`)).statusCode).toBe(404);
  });

  it('refuses oneself (409), a reason missing or too long (400), an unknown member (404)', async () => {
    const self = await call('POST', `/api/admin/member/${s.admin.id}/erase`, { reason: 'because' });
    expect(codeOf(self)).toBe('CannotEraseSelf');
    const m = await buildMember(t.db);
    expect((await call('POST', `/api/admin/member/${m.id}/erase`, {})).statusCode).toBe(400);
    expect((await call('POST', `/api/admin/member/${m.id}/erase`, { reason: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/member/999999/erase', { reason: 'because' })).statusCode).toBe(404);
  });
});

describe('who may manage members', () => {
  const routes: Array<['GET' | 'POST' | 'PUT', string, unknown?]> = [
    ['GET', '/api/admin/member/1'],
    ['POST', '/api/admin/member', { name: 'A', surname: 'B', email: 'who@example.test', language: 'en', role: 'AppAdmin' }],
    ['PUT', '/api/admin/member/1', { name: 'A', surname: 'B', email: 'who2@example.test' }],
    ['POST', '/api/admin/member/1/invite'],
    ['POST', '/api/admin/member/1/passwordReset'],
    ['PUT', '/api/admin/member/1/promote'],
    ['PUT', '/api/admin/member/1/demote'],
    ['POST', '/api/admin/member/1/erase', { reason: 'because' }],
  ];
  it('answers 401 without a token and 403 to a coach and a player, on every route', async () => {
    for (const [method, url, body] of routes) {
      expect((await call(method, url, body, null)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, body, coach)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, body, player)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
