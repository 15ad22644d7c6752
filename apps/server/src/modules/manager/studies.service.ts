import { randomBytes } from 'node:crypto';
import type { MyClubsResponse } from '@club-pulse/contracts/manager';
import type { CreateStudyRequest, ManagerStudy, UpdateStudyRequest } from '@club-pulse/contracts/studies';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { coachClubIds, requireCoachOfClub } from '../../lib/policies.ts';
import { effectiveStudyState, today } from '../../lib/study-rules.ts';
import type { AuthMember } from '../../plugins/auth.ts';
import * as repo from './studies.repository.ts';

/** Use-cases of the coach's studies. Only a Coach of the study's club reaches a study (others: 403). */

const present = (row: repo.StudyRow): ManagerStudy => ({ ...row, state: effectiveStudyState(row) });

/** 404 for a study that does not exist, 403 for one of a club where the caller is not Coach. */
export async function requireCoachOfStudy(db: Db, member: AuthMember, studyId: number): Promise<void> {
  const access = await repo.studyClubAccess(db, studyId, member.id);
  if (access === undefined) throw new AppError('NotFound');
  // The same rule as requireCoachOfClub (lib/policies.ts), read in the same query as the study's club.
  if (member.role !== 'AppAdmin' && !access.isCoach) throw new AppError('Forbidden');
}

/** The lists of the coach screens need the caller to be Coach somewhere (a player gets 403). */
async function requireCoachSomewhere(db: Db, member: AuthMember) {
  if ((await coachClubIds(db, member.id)).length === 0) throw new AppError('Forbidden');
}

export async function listStudies(db: Db, member: AuthMember): Promise<ManagerStudy[]> {
  await requireCoachSomewhere(db, member);
  return (await repo.listStudiesOfCoach(db, member.id)).map(present);
}

export async function getStudy(db: Db, member: AuthMember, id: number): Promise<ManagerStudy> {
  await requireCoachOfStudy(db, member, id);
  const row = await repo.findStudy(db, id, member.id);
  if (!row) throw new AppError('NotFound');
  return present(row);
}

function requireDueDateAhead(dueDate: string) {
  if (dueDate < today()) throw new AppError('ValidationError', { field: 'dueDate', message: 'The due date must not be in the past' });
}

/** A group of one of the caller's clubs, active, in an active club whose account is active and not past renewal. */
async function requireGroupForNewStudy(db: Db, member: AuthMember, groupId: number) {
  const group = await repo.findGroupForStudy(db, groupId);
  if (!group) throw new AppError('NotFound', { field: 'studyGroupId' });
  await requireCoachOfClub(db, member, group.clubId);
  if (group.state !== 'active') throw new AppError('StudyGroupInactive', { field: 'studyGroupId' });
  if (!group.clubAcceptsNewStudies) throw new AppError('ClubInactive', { field: 'studyGroupId' });
  return group;
}

export async function createStudy(db: Db, member: AuthMember, body: CreateStudyRequest): Promise<ManagerStudy> {
  const group = await requireGroupForNewStudy(db, member, body.studyGroupId);
  const quiz = await repo.findQuiz(db, body.quizId);
  if (!quiz?.enabled || quiz.categoryId !== group.categoryId) throw new AppError('QuizNotAvailable', { field: 'quizId' });
  requireDueDateAhead(body.dueDate);
  const id = await repo.insertStudyWithEvaluations(db, {
    studyGroupId: group.id,
    quizId: quiz.id,
    description: body.description,
    startDate: body.startDate,
    dueDate: body.dueDate,
    // 128 random bits, URL-safe (DESIGN §2).
    token: randomBytes(16).toString('base64url'),
    createdBy: member.id,
  });
  return getStudy(db, member, id);
}

/** Description and dates of a study that is still open or in progress. */
export async function updateStudy(db: Db, member: AuthMember, body: UpdateStudyRequest): Promise<ManagerStudy> {
  const current = await getStudy(db, member, body.id);
  if (current.state !== 'open' && current.state !== 'inprogress') throw new AppError('StudyNotEditable');
  requireDueDateAhead(body.dueDate);
  await repo.updateStudyFields(db, body.id, body);
  return getStudy(db, member, body.id);
}

/** DESIGN §3: open or in progress → closed; anything else 409 StudyTransitionNotAllowed. */
export async function closeStudy(db: Db, member: AuthMember, id: number): Promise<ManagerStudy> {
  await requireCoachOfStudy(db, member, id);
  if (!(await repo.closeStudy(db, id, today()))) throw new AppError('StudyTransitionNotAllowed');
  return getStudy(db, member, id);
}

/** DESIGN §3: closed with its due date still ahead → in progress when anyone answered, else open. */
export async function reopenStudy(db: Db, member: AuthMember, id: number): Promise<ManagerStudy> {
  await requireCoachOfStudy(db, member, id);
  if (!(await repo.reopenStudy(db, id, today()))) throw new AppError('StudyTransitionNotAllowed');
  return getStudy(db, member, id);
}

export async function studyMembers(db: Db, member: AuthMember, id: number) {
  await requireCoachOfStudy(db, member, id);
  return repo.listStudyMembers(db, id);
}

export async function myClubs(db: Db, member: AuthMember): Promise<MyClubsResponse> {
  await requireCoachSomewhere(db, member);
  const { clubs, groups } = await repo.listClubsOfCoach(db, member.id);
  return clubs.map((club) => ({
    ...club,
    studyGroups: groups.filter((g) => g.clubId === club.id).map(({ clubId: _clubId, ...g }) => g),
  }));
}

export async function availableQuizzes(db: Db, member: AuthMember, studyGroupId: number) {
  const group = await repo.findGroupForStudy(db, studyGroupId);
  if (!group) throw new AppError('NotFound');
  await requireCoachOfClub(db, member, group.clubId);
  return repo.listAvailableQuizzes(db, group.categoryId);
}
