import type { AddCoachRequest, AddCoachResponse, AdminSquadMember, RemoveSquadMemberResponse } from '@club-pulse/contracts/admin-squad-members';
import type { AdminMember, AdminMembersPage, AdminMembersQuery } from '@club-pulse/contracts/admin-members';
import { type Language, preferredLanguage } from '@club-pulse/contracts/constants';
import { SquadRole } from '@club-pulse/contracts/enums';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { today } from '../../lib/dates.ts';
import type { AppDeps } from '../../lib/deps.ts';
import {
  createInvitationLink,
  findMemberByEmail,
  findMemberById,
  insertInvitedMember,
  refuseLastEnabledAdmin,
  retireResetTokens,
  setAccountEnabled,
} from '../auth/index.ts';
import { recordAudit } from '../audit/index.ts';
import { requireClub } from '../clubs/index.ts';
import { requireStudyGroup } from '../study-groups/index.ts';
import { coachInvitationMail } from './invitation-mail.ts';
import * as repo from './members.repository.ts';

/** Use-cases of members (the admin's users) and of club membership (squad members, coach invitations). */

const asAdminMember = (row: repo.MemberRow): AdminMember => ({
  ...row,
  squadRoles: row.squadRoles ?? [],
  clubs: row.clubs ?? [],
});

export const listMembers = async (db: Db): Promise<AdminMember[]> => (await repo.listMembers(db)).map(asAdminMember);

/** One page of the users list with the total (docs/design.md#admin-lists). */
export async function listMembersPage(db: Db, query: AdminMembersQuery): Promise<AdminMembersPage> {
  const { items, total } = await repo.listMembersPage(db, query);
  return { items: items.map(asAdminMember), total, page: query.page, pageSize: query.pageSize };
}

/**
 * Enables or disables a member (a disabled member cannot sign in, their tokens stop working and their open
 * password links are retired). Audited.
 */
export async function setMemberEnabled(db: Db, actorId: number, id: number, enabled: boolean): Promise<AdminMember> {
  if (!enabled && id === actorId) throw new AppError('CannotDisableSelf');
  const done = await db.transaction(async (tx) => {
    if (!enabled) {
      // Never the last enabled admin: one cannot disable oneself, but two admins disabling each other at once
      // (or one disabling while the other demotes) would otherwise leave nobody. The enabled admins' rows are
      // locked until the end, so the second of two such acts reads the first's outcome and is refused.
      const target = await findMemberById(tx, id);
      if (target) await refuseLastEnabledAdmin(tx, target);
    }
    if (!(await setAccountEnabled(tx, id, enabled))) return false;
    // Its open invitation or reset links go too: enabling the member again must not bring them back.
    if (!enabled) await retireResetTokens(tx, id);
    await recordAudit(tx, actorId, enabled ? 'member.enable' : 'member.disable', `member:${id}`);
    return true;
  });
  if (!done) throw new AppError('NotFound');
  const row = await repo.findMember(db, id);
  if (!row) throw new AppError('NotFound');
  return asAdminMember(row);
}

/** The caller's squad roles over all their clubs, Coach before Player. */
export async function squadRoles(db: Db, memberId: number): Promise<SquadRole[]> {
  const roles = await repo.squadRolesOf(db, memberId);
  return SquadRole.options.filter((r) => roles.includes(r));
}

export async function membersOfClub(db: Db, clubId: number): Promise<AdminSquadMember[]> {
  await requireClub(db, clubId);
  return repo.listOfClub(db, clubId);
}

export async function membersOfGroup(db: Db, groupId: number): Promise<AdminSquadMember[]> {
  await requireStudyGroup(db, groupId);
  return repo.listOfGroup(db, groupId);
}

/**
 * Removes a squad member from a club (sets removed_at) and cancels their unfinished evaluations in the club's
 * studies (docs/design.md#states), in one transaction, and records who did it.
 */
export async function removeSquadMember(db: Db, actorId: number, clubId: number, squadMemberId: number): Promise<RemoveSquadMemberResponse> {
  await requireClub(db, clubId);
  return db.transaction(async (tx) => {
    const sm = await repo.findActiveInClub(tx, squadMemberId, clubId);
    if (!sm) throw new AppError('NotFound', { field: 'squadMemberId' });
    await repo.markRemoved(tx, sm.id);
    const cancelledEvaluations = await repo.cancelUncoveredEvaluations(tx, sm.memberId, clubId);
    await repo.dropCoachDuties(tx, sm.memberId, clubId);
    await recordAudit(tx, actorId, 'squadMember.remove', `squadMember:${sm.id} member:${sm.memberId} club:${clubId}`);
    return { squadMemberId: sm.id, cancelledEvaluations };
  });
}

/**
 * Makes the member with this email a Coach of the club (docs/design.md#api). An unknown email gets an account
 * (role User, no password) and an invitation mail with a set-password link; so does a known one that never
 * chose a password (a repeated invitation). Adding the same coach twice changes nothing.
 */
export async function addCoach(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer'>,
  actorId: number,
  clubId: number,
  input: AddCoachRequest,
  adminLanguage: Language,
): Promise<AddCoachResponse> {
  const { db } = deps;
  const studyGroupId = input.studyGroupId ?? null;
  const club = await repo.clubForNewMember(db, clubId, today(), studyGroupId);
  if (!club) throw new AppError('ClubNotExists');
  if (!club.groupInClub) throw new AppError('ValidationError', { field: 'studyGroupId', message: 'The study group does not belong to the club' });
  if (!club.acceptsNewWork) throw new AppError('ClubInactive');
  const email = input.email.trim();

  const result = await db.transaction(async (tx) => {
    const found = await findMemberByEmail(tx, email);
    if (found?.role === 'AppAdmin') throw new AppError('ValidationError', { field: 'email', message: 'An administrator cannot be a coach' });
    let member: { id: number; name: string; email: string; hasPassword: boolean };
    let language: Language;
    if (found) {
      member = { id: found.id, name: found.name, email: found.email, hasPassword: found.passwordHash !== null };
      language = preferredLanguage(found.language, input.language, adminLanguage);
    } else {
      const { name, surname } = input;
      if (!name || !surname) {
        const missing = (['name', 'surname'] as const).filter((f) => !input[f]);
        throw new AppError('ValidationError', {
          items: missing.map((field) => ({ code: 'ValidationError', field, message: 'The field is required for a new account' })),
        });
      }
      language = preferredLanguage(input.language, adminLanguage);
      const id = await insertInvitedMember(tx, { email, name, surname, language, role: 'User', birthDate: null });
      if (id === undefined) throw new Error('the invited member was not stored');
      member = { id, name, email, hasPassword: false };
    }
    const membership = { memberId: member.id, clubId, studyGroupId, squadRole: 'Coach' } as const;
    const existing = await repo.findActiveMembership(tx, membership);
    const squadMemberId = existing?.id ?? (await repo.insertMembership(tx, membership));
    await repo.fillCoachDuties(tx, member.id, clubId, studyGroupId);
    if (!existing) await recordAudit(tx, actorId, 'squadMember.addCoach', `squadMember:${squadMemberId} member:${member.id} club:${clubId}`);
    return { squadMemberId, member, language };
  });

  const invited = !result.member.hasPassword;
  if (invited) {
    const link = await createInvitationLink(deps, result.member.id);
    await deps.mailer.send(coachInvitationMail({ email: result.member.email, name: result.member.name, language: result.language }, club.name, link));
  }
  return { squadMemberId: result.squadMemberId, memberId: result.member.id, invited };
}
