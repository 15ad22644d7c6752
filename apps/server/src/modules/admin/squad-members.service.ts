import type { AddCoachRequest, AddCoachResponse, AdminSquadMember, RemoveSquadMemberResponse } from '@club-pulse/contracts/admin-squad-members';
import type { Language } from '@club-pulse/contracts/constants';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { today } from '../../lib/study-rules.ts';
import { createPasswordResetLink } from '../account/password-reset.service.ts';
import { recordAudit } from './audit.ts';
import { requireClub } from './clubs.service.ts';
import { coachInvitationMail } from './mails.ts';
import * as repo from './squad-members.repository.ts';
import { groupExists } from './studies.repository.ts';

/** An invitation link lives a week: the coach may not read the mail at once. */
const INVITATION_LIFETIME_SECONDS = 7 * 24 * 3600;

export async function membersOfClub(db: Db, clubId: number): Promise<AdminSquadMember[]> {
  await requireClub(db, clubId);
  return repo.listOfClub(db, clubId);
}

export async function membersOfGroup(db: Db, groupId: number): Promise<AdminSquadMember[]> {
  if (!(await groupExists(db, groupId))) throw new AppError('NotFound');
  return repo.listOfGroup(db, groupId);
}

/**
 * Removes a squad member from a club (sets removed_at) and cancels their unfinished evaluations in the club's
 * studies (DESIGN §3), in one transaction, and records who did it.
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
 * Makes the member with this email a Coach of the club (DESIGN §5). An unknown email gets an account (role
 * User, no password) and an invitation mail with a set-password link; so does a known one that never chose a
 * password (a repeated invitation). Adding the same coach twice changes nothing.
 */
export async function addCoach(deps: Pick<AppDeps, 'db' | 'config' | 'mailer'>, actorId: number, clubId: number, input: AddCoachRequest, adminLanguage: Language): Promise<AddCoachResponse> {
  const { db } = deps;
  const studyGroupId = input.studyGroupId ?? null;
  const club = await repo.clubForNewMember(db, clubId, today(), studyGroupId);
  if (!club) throw new AppError('ClubNotExists');
  if (!club.groupInClub) throw new AppError('ValidationError', { field: 'studyGroupId', message: 'The study group does not belong to the club' });
  if (!club.acceptsNewWork) throw new AppError('ClubInactive');
  const email = input.email.trim();

  const result = await db.transaction(async (tx) => {
    let member = await repo.findMemberByEmail(tx, email);
    if (member?.role === 'AppAdmin') throw new AppError('ValidationError', { field: 'email', message: 'An administrator cannot be a coach' });
    let language = (input.language ?? adminLanguage) as Language;
    if (!member) {
      const missing = (['name', 'surname'] as const).filter((f) => !input[f]);
      if (missing.length) {
        throw new AppError('ValidationError', { items: missing.map((field) => ({ code: 'ValidationError', field, message: 'The field is required for a new account' })) });
      }
      const id = await repo.insertInvitedMember(tx, { email, name: input.name as string, surname: input.surname as string, language });
      member = { id, role: 'User', name: input.name as string, email, language, hasPassword: false };
    } else {
      language = (member.language as Language) ?? language;
    }
    const existing = await repo.findCoachMembership(tx, member.id, clubId, studyGroupId);
    const squadMemberId = existing?.id ?? (await repo.insertCoachMembership(tx, member.id, clubId, studyGroupId));
    await repo.fillCoachDuties(tx, member.id, clubId, studyGroupId);
    if (!existing) await recordAudit(tx, actorId, 'squadMember.addCoach', `squadMember:${squadMemberId} member:${member.id} club:${clubId}`);
    return { squadMemberId, member, language };
  });

  const invited = !result.member.hasPassword;
  if (invited) {
    const link = await createPasswordResetLink(deps, result.member.id, { lifetimeSeconds: INVITATION_LIFETIME_SECONDS });
    await deps.mailer.send(coachInvitationMail({ email: result.member.email, name: result.member.name, language: result.language }, club.name, link));
  }
  return { squadMemberId: result.squadMemberId, memberId: result.member.id, invited };
}
