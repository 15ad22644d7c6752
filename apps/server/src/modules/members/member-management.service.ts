import type {
  AdminMemberDetail,
  CreateMemberRequest,
  CreateMemberResponse,
  EraseMemberRequest,
  UpdateMemberRequest,
} from '@club-pulse/contracts/admin-members';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { recordAudit } from '../audit/index.ts';
import {
  createInvitationLink,
  createPasswordResetLink,
  emailTaken,
  findMemberById,
  insertInvitedMember,
  refuseLastEnabledAdmin,
  passwordResetMail,
  retireResetTokens,
  setMemberRole,
  updateMemberDetails,
} from '../auth/index.ts';
import { clubExists } from '../clubs/index.ts';
import { deleteMember } from '../privacy/index.ts';
import { findStudyGroupWithClub } from '../study-groups/index.ts';
import { removeClubMemberships } from './club-memberships.repository.ts';
import { emailChangedMails } from './email-changed-mail.ts';
import { type InvitationPlace, memberInvitationMail } from './member-invitation-mail.ts';
import * as repo from './member-management.repository.ts';
import * as members from './members.repository.ts';
import { twoFactorStatus } from '../two-factor/index.ts';

/**
 * The admin's user management: create a member with an invitation, edit, invite again, send a
 * password reset, make or unmake a platform admin, erase on request. Every act is audited with the admin;
 * never oneself, never the last enabled admin.
 */

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer'>;

export async function memberDetail(db: Db, id: number): Promise<AdminMemberDetail> {
  const [row, member, twoFactor] = await Promise.all([members.findMember(db, id), findMemberById(db, id), twoFactorStatus({ db }, id)]);
  if (!row || !member) throw new AppError('NotFound');
  return {
    ...row,
    squadRoles: row.squadRoles ?? [],
    clubs: row.clubs ?? [],
    name: member.name,
    surname: member.surname,
    language: member.language,
    birthDate: member.birthDate,
    guardianConfirmed: member.guardianConfirmed,
    hasPassword: member.passwordHash !== null,
    twoFactorEnabled: twoFactor.enabled,
  };
}

async function sendInvitation(deps: Deps, member: { id: number; email: string; name: string; language: string; role: string }) {
  const first = member.role === 'AppAdmin' ? undefined : await repo.firstMembership(deps.db, member.id);
  const place: InvitationPlace = first ? { kind: 'club', club: first.club, squadRole: first.squadRole } : { kind: 'admin' };
  const link = await createInvitationLink(deps, member.id);
  await deps.mailer.send(memberInvitationMail(member, place, link));
}

/** Where a new player or coach belongs: a study group (and its club), or a whole club (a coach); null for an admin. */
async function placeOf(db: Db, input: CreateMemberRequest): Promise<{ clubId: number; studyGroupId: number | null } | null> {
  if (input.role === 'AppAdmin') return null;
  if (input.studyGroupId) {
    const group = await findStudyGroupWithClub(db, input.studyGroupId);
    // A group of another club than the one named is not there for the form that named it.
    if (!group || (input.clubId != null && input.clubId !== group.clubId)) throw new AppError('NotFound', { field: 'studyGroupId' });
    return { clubId: group.clubId, studyGroupId: group.id };
  }
  if (input.clubId == null || !(await clubExists(db, input.clubId))) throw new AppError('NotFound', { field: 'clubId' });
  return { clubId: input.clubId, studyGroupId: null };
}

/**
 * A new member (no password yet) with their membership, then the invitation mail. A coach added to a whole club
 * becomes its manager when it has none, and is offered as a coach of its study groups.
 */
export async function createMember(deps: Deps, actorId: number, input: CreateMemberRequest): Promise<CreateMemberResponse> {
  const { db } = deps;
  const place = await placeOf(db, input);
  const role = input.role === 'AppAdmin' ? 'AppAdmin' : 'User';
  const id = await db.transaction(async (tx) => {
    if (await emailTaken(tx, input.email)) throw new AppError('EmailAlreadyRegistered', { field: 'email' });
    const { name, surname, email, language } = input;
    // A platform admin answers no study: no birth date is kept for one.
    const birthDate = role === 'AppAdmin' ? null : (input.birthDate ?? null);
    const newId = await insertInvitedMember(tx, { name, surname, email, language, role, birthDate });
    if (newId === undefined) throw new AppError('EmailAlreadyRegistered', { field: 'email' });
    if (place && input.role !== 'AppAdmin') {
      await members.insertMembership(tx, { memberId: newId, ...place, squadRole: input.role });
      if (input.role === 'Coach') await members.fillCoachDuties(tx, newId, place.clubId, place.studyGroupId);
    }
    await recordAudit(tx, actorId, 'member.create', `member:${newId}`);
    return newId;
  });
  await sendInvitation(deps, { id, email: input.email, name: input.name, language: input.language, role });
  await recordAudit(db, actorId, 'member.invite', `member:${id}`);
  return { member: await memberDetail(db, id), invited: true };
}

/**
 * Edits a member's name, email and birth date (a member under 16 then answers only with a guardian's consent). A new address (not a change of letter case) retires the open password links,
 * and, when the member has chosen a password, both addresses are told (email-changed-mail.ts).
 */
export async function updateMember(deps: Deps, actorId: number, id: number, input: UpdateMemberRequest): Promise<AdminMemberDetail> {
  const { db } = deps;
  const before = await db.transaction(async (tx) => {
    const member = await findMemberById(tx, id);
    if (!member) throw new AppError('NotFound');
    if (await emailTaken(tx, input.email, id)) throw new AppError('EmailAlreadyRegistered', { field: 'email' });
    await updateMemberDetails(tx, id, input);
    // A link mailed to the old address (an invitation sent to a mistyped one) must not set the password of the
    // account at the new address: whoever read it may guess the corrected address. Letter case is the same address.
    if (member.email.toLowerCase() !== input.email.toLowerCase()) await retireResetTokens(tx, id);
    await recordAudit(tx, actorId, 'member.update', `member:${id}`);
    return member;
  });
  // Only an account in use is told: an invitation not yet followed is sent again by the admin, to the right address.
  if (before.email.toLowerCase() !== input.email.toLowerCase() && before.passwordHash !== null) {
    const signIn = new URL('/login', deps.config.publicUrl).toString();
    for (const mail of emailChangedMails(before, { old: before.email, new: input.email }, signIn)) await deps.mailer.send(mail);
  }
  return memberDetail(db, id);
}

/** A new invitation link, for a member who has not chosen a password yet (409 MemberAlreadyActive otherwise). */
export async function resendInvitation(deps: Deps, actorId: number, id: number): Promise<void> {
  const member = await findMemberById(deps.db, id);
  if (!member) throw new AppError('NotFound');
  if (member.passwordHash !== null) throw new AppError('MemberAlreadyActive');
  await sendInvitation(deps, member);
  await recordAudit(deps.db, actorId, 'member.invite', `member:${id}`);
}

/** The forgot-password mail, sent by an admin (the link lives an hour, as the member's own request's does). */
export async function sendPasswordReset(deps: Deps, actorId: number, id: number): Promise<void> {
  const member = await findMemberById(deps.db, id);
  if (!member) throw new AppError('NotFound');
  const link = await createPasswordResetLink(deps, member.id);
  await deps.mailer.send(passwordResetMail({ email: member.email, name: member.name, language: member.language }, link));
  await recordAudit(deps.db, actorId, 'member.passwordReset', `member:${id}`);
}

/**
 * Makes a member a platform admin or a User again. Never oneself (409 CannotChangeOwnRole), never the last
 * enabled admin (409 LastAdmin), never a member of a club (409 AdminCannotHaveSquadRoles: admins are not users).
 */
export async function setPlatformAdmin(db: Db, actorId: number, id: number, admin: boolean): Promise<AdminMemberDetail> {
  if (id === actorId) throw new AppError('CannotChangeOwnRole');
  await db.transaction(async (tx) => {
    const member = await findMemberById(tx, id);
    if (!member) throw new AppError('NotFound');
    if ((member.role === 'AppAdmin') === admin) return;
    if (admin && (await repo.hasCurrentMembership(tx, id))) throw new AppError('AdminCannotHaveSquadRoles');
    if (!admin) await refuseLastEnabledAdmin(tx, member);
    await setMemberRole(tx, id, admin ? 'AppAdmin' : 'User');
    await recordAudit(tx, actorId, admin ? 'member.promote' : 'member.demote', `member:${id}`);
  });
  return memberDetail(db, id);
}

/**
 * Erases a member on request: the same deletion as the member's own (privacy), audited with the admin and the
 * reason. Never oneself (409 CannotEraseSelf), never the last enabled admin (409 LastAdmin).
 */
export async function eraseMember(db: Db, actorId: number, id: number, input: EraseMemberRequest): Promise<void> {
  if (id === actorId) throw new AppError('CannotEraseSelf');
  await db.transaction(async (tx) => {
    const member = await findMemberById(tx, id);
    if (!member) throw new AppError('NotFound');
    await refuseLastEnabledAdmin(tx, member);
    await deleteMember(tx, id, removeClubMemberships, { actorId, action: 'member.erase', target: `member:${id} reason:${input.reason}` });
  });
}
