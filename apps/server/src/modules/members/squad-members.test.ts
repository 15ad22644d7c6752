import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, clubs, evaluations, members, squadMembers, studyGroups } from '../../db/schema/index.ts';
import {
  addSquadMember,
  buildAccount,
  buildClub,
  buildEvaluation,
  buildMember,
  buildScene,
  buildStudy,
  buildStudyGroup,
  DEFAULT_PASSWORD,
  isoDate,
} from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { finishEvaluation } from '../../../test/evaluation-factories.ts';
import { firstOf, nth } from '../../../test/nth.ts';
import { coachInvitationMail } from './invitation-mail.ts';
import { LANGUAGES } from '@club-pulse/contracts/constants';

let t: TestApp;
let token: string;
let adminId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const scene = await buildScene(t.db);
  adminId = scene.admin.id;
  token = await t.login(scene.admin.email, DEFAULT_PASSWORD);
});
afterAll(async () => t?.close());

const remove = (clubId: number, payload: object) =>
  t.inject({ method: 'DELETE', url: `/api/admin/squadMember/byclub/${clubId}/RemoveSquadMember/`, payload, token });
const addCoach = (clubId: number, payload: object) =>
  t.inject({ method: 'POST', url: `/api/admin/squadMember/byclub/${clubId}/AddCoach`, payload, token });

describe('members of a club and of a study group', () => {
  it('lists the current members of a club with full name, role, category and group, and of one of its groups', async () => {
    const s = await buildScene(t.db, { players: 2 });
    const res = await t.inject({ method: 'GET', url: `/api/admin/squadMember/byclub/${s.club.id}`, token });
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ fullName: 'Carla Coach', role: 'Coach', category: 'youth', studyGroup: s.group.name, clubId: s.club.id });
    expect(rows.filter((r: { role: string }) => r.role === 'Player')).toHaveLength(2);
    const byGroup = await t.inject({ method: 'GET', url: `/api/admin/squadMember/bystudygroup/${s.group.id}`, token });
    expect(byGroup.json()).toEqual(rows);
  });
});

describe('removing a member from a club', () => {
  it('sets removed_at, cancels their unfinished evaluations in the club, keeps the finished ones, and audits it', async () => {
    const s = await buildScene(t.db, { players: 2 });
    const [victim, other] = firstOf(s.players, 2);
    // A second, finished study of the same group: its evaluation must stay finished.
    const past = await buildStudy(t.db, { studyGroupId: s.group.id, quizId: s.quiz.id, startDate: isoDate(-60), dueDate: isoDate(-30) });
    const done = await buildEvaluation(t.db, { studyId: past.id, memberId: victim.id });
    await finishEvaluation(
      t.db,
      done.id,
      s.quiz,
      s.quiz.questions.map(() => 3),
    );
    const [sm] = firstOf(
      await t.db
        .select()
        .from(squadMembers)
        .where(and(eq(squadMembers.memberId, victim.id), eq(squadMembers.clubId, s.club.id))),
      1,
    );

    const res = await remove(s.club.id, { clubId: s.club.id, squadMemberId: sm.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ squadMemberId: sm.id, cancelledEvaluations: 1 });

    const [after] = firstOf(await t.db.select().from(squadMembers).where(eq(squadMembers.id, sm.id)), 1);
    expect(after.removedAt).toBeInstanceOf(Date);
    const states = await t.db.select({ id: evaluations.id, state: evaluations.state }).from(evaluations).where(eq(evaluations.memberId, victim.id));
    expect(states.find((e) => e.id === victim.evaluation.id)?.state).toBe('cancelled');
    expect(states.find((e) => e.id === done.id)?.state).toBe('finished');
    const [untouched] = firstOf(await t.db.select().from(evaluations).where(eq(evaluations.id, other.evaluation.id)), 1);
    expect(untouched.state).toBe('open');
    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'squadMember.remove'));
    expect(audit.some((a) => a.actorId === adminId && a.target.includes(`member:${victim.id}`))).toBe(true);

    const list = await t.inject({ method: 'GET', url: `/api/admin/squadMember/byclub/${s.club.id}`, token });
    expect(list.json().map((r: { memberId: number }) => r.memberId)).not.toContain(victim.id);
  });

  it('answers 404 for a member already removed or of another club, and 400 when body and path clubs differ', async () => {
    const s = await buildScene(t.db, { players: 1 });
    const [sm] = firstOf(
      await t.db
        .select()
        .from(squadMembers)
        .where(eq(squadMembers.memberId, nth(s.players, 0).id)),
      1,
    );
    expect((await remove(s.otherClub.id, { clubId: s.otherClub.id, squadMemberId: sm.id })).statusCode).toBe(404);
    const mismatch = await remove(s.club.id, { clubId: s.otherClub.id, squadMemberId: sm.id });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors[0]).toMatchObject({ code: 'ValidationError', field: 'clubId' });
    expect((await remove(s.club.id, { clubId: s.club.id, squadMemberId: sm.id })).statusCode).toBe(200);
    expect((await remove(s.club.id, { clubId: s.club.id, squadMemberId: sm.id })).statusCode).toBe(404);
    expect((await remove(999005, { clubId: 999005, squadMemberId: sm.id })).json().errors[0].code).toBe('ClubNotExists');
  });

  it('a removed coach stops being the manager of the club and the coach of its groups', async () => {
    const s = await buildScene(t.db, { players: 1 });
    await t.db.update(clubs).set({ managerMemberId: s.coach.id }).where(eq(clubs.id, s.club.id));
    const [sm] = firstOf(await t.db.select().from(squadMembers).where(eq(squadMembers.memberId, s.coach.id)), 1);
    await remove(s.club.id, { clubId: s.club.id, squadMemberId: sm.id });
    const [club] = firstOf(await t.db.select().from(clubs).where(eq(clubs.id, s.club.id)), 1);
    const [group] = firstOf(await t.db.select().from(studyGroups).where(eq(studyGroups.id, s.group.id)), 1);
    expect(club.managerMemberId).toBeNull();
    expect(group.coachMemberId).toBeNull();
  });
});

describe('adding a coach by email', () => {
  it('creates an account without password for an unknown email, makes it Coach of the club and the group, and mails a set-password link', async () => {
    const club = await buildClub(t.db);
    const group = await buildStudyGroup(t.db, { clubId: club.id });
    const before = t.mailer.sent.length;
    const res = await addCoach(club.id, { email: 'New.Coach@Example.test', name: 'Núria', surname: 'Vila', studyGroupId: group.id, language: 'ca' });
    expect(res.statusCode).toBe(200);
    const { memberId, squadMemberId, invited } = res.json();
    expect(invited).toBe(true);
    const [member] = await t.db.select().from(members).where(eq(members.id, memberId));
    expect(member).toMatchObject({ role: 'User', passwordHash: null, name: 'Núria', surname: 'Vila', language: 'ca', enabled: true });
    const [sm] = await t.db.select().from(squadMembers).where(eq(squadMembers.id, squadMemberId));
    expect(sm).toMatchObject({ clubId: club.id, studyGroupId: group.id, squadRole: 'Coach', removedAt: null });
    // The first coach becomes the club's manager and the group's coach.
    const [c] = firstOf(await t.db.select().from(clubs).where(eq(clubs.id, club.id)), 1);
    expect(c.managerMemberId).toBe(memberId);

    expect(t.mailer.sent.length).toBe(before + 1);
    const mail = t.mailer.last();
    expect(mail?.to).toBe('New.Coach@Example.test');
    expect(mail?.subject).toContain(club.name);
    expect(mail?.text).toContain('entrenador');
    const link = new URL(mail?.link ?? '');
    expect(link.pathname).toBe('/reset-password');
    const email = link.searchParams.get('email') ?? '';
    const resetToken = link.searchParams.get('token') ?? '';

    // The link sets the password, and the new coach can sign in and sees the Coach squad role.
    const reset = await t.inject({
      method: 'POST',
      url: '/api/member/resetPassword',
      payload: { email, token: resetToken, password: 'Coachpass2026', repeatPassword: 'Coachpass2026' },
    });
    expect(reset.statusCode).toBe(204);
    const coachToken = await t.login(email, 'Coachpass2026');
    const roles = await t.inject({ method: 'GET', url: '/api/squadRole/GetMySquadRoles', token: coachToken });
    expect(roles.json()).toEqual([{ name: 'Coach' }]);
  });

  it('adds an existing member without a new account or mail, and adding them twice changes nothing', async () => {
    const club = await buildClub(t.db);
    const member = await buildMember(t.db);
    const before = t.mailer.sent.length;
    const first = await addCoach(club.id, { email: member.email.toUpperCase() });
    expect(first.json()).toMatchObject({ memberId: member.id, invited: false });
    const second = await addCoach(club.id, { email: member.email });
    expect(second.json().squadMemberId).toBe(first.json().squadMemberId);
    expect(t.mailer.sent.length).toBe(before);
    const rows = await t.db.select().from(squadMembers).where(eq(squadMembers.memberId, member.id));
    expect(rows).toHaveLength(1);
  });

  it('needs a name and surname for a new account, refuses an administrator, a group of another club, an inactive club and an unknown club', async () => {
    const club = await buildClub(t.db);
    const other = await buildClub(t.db);
    const otherGroup = await buildStudyGroup(t.db, { clubId: other.id });
    const noName = await addCoach(club.id, { email: 'nameless@example.test' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors.map((e: { field: string }) => e.field)).toEqual(['name', 'surname']);
    const adminRes = await t.inject({ method: 'GET', url: '/api/admin/member', token });
    const adminEmail = adminRes.json().find((m: { role: string }) => m.role === 'AppAdmin').email;
    expect((await addCoach(club.id, { email: adminEmail })).json().errors[0]).toMatchObject({ code: 'ValidationError', field: 'email' });
    const wrongGroup = await addCoach(club.id, { email: 'g@example.test', name: 'G', surname: 'H', studyGroupId: otherGroup.id });
    expect(wrongGroup.json().errors[0]).toMatchObject({ code: 'ValidationError', field: 'studyGroupId' });
    const inactive = await buildClub(t.db, { accountId: (await buildAccount(t.db, { active: false })).id });
    const closed = await addCoach(inactive.id, { email: 'i@example.test', name: 'I', surname: 'J' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().errors[0].code).toBe('ClubInactive');
    expect((await addCoach(999006, { email: 'u@example.test', name: 'U', surname: 'V' })).json().errors[0].code).toBe('ClubNotExists');
    const created = await t.db.select().from(members).where(eq(members.email, 'nameless@example.test'));
    expect(created).toHaveLength(0);
  });
});

describe('a member who is Coach in one club and Player in another', () => {
  it('keeps their evaluations of the other club when removed from one', async () => {
    const s = await buildScene(t.db, { players: 0 });
    const otherGroup = await buildStudyGroup(t.db, { clubId: s.otherClub.id, categoryId: s.group.categoryId });
    const otherStudy = await buildStudy(t.db, { studyGroupId: otherGroup.id, quizId: s.quiz.id });
    await addSquadMember(t.db, { clubId: s.otherClub.id, memberId: s.coach.id, squadRole: 'Player', studyGroupId: otherGroup.id });
    const elsewhere = await buildEvaluation(t.db, { studyId: otherStudy.id, memberId: s.coach.id });
    const [sm] = firstOf(
      await t.db
        .select()
        .from(squadMembers)
        .where(and(eq(squadMembers.memberId, s.coach.id), eq(squadMembers.clubId, s.club.id))),
      1,
    );
    const res = await remove(s.club.id, { clubId: s.club.id, squadMemberId: sm.id });
    expect(res.json().cancelledEvaluations).toBe(1);
    const [kept] = firstOf(await t.db.select().from(evaluations).where(eq(evaluations.id, elsewhere.id)), 1);
    expect(kept.state).toBe('open');
  });
});

describe('the invitation mail', () => {
  it('is written in every language of the contracts, each its own translation', () => {
    const mails = LANGUAGES.map((language) =>
      coachInvitationMail({ email: 'a@example.test', name: 'Ana', language }, 'FC Test', 'https://club.example/reset'),
    );
    expect(new Set(mails.map((m) => m.subject)).size).toBe(LANGUAGES.length);
  });
});
