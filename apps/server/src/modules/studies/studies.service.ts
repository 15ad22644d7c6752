import { randomBytes } from 'node:crypto';
import type { AdminStudiesPage, AdminStudiesQuery, AdminStudy, AdminStudyMember } from '@club-pulse/contracts/admin-studies';
import { effectiveEvaluationState, effectiveStudyState } from '@club-pulse/contracts/study-rules';
import type { CreateStudyRequest, ManagerStudy, StudyMember, UpdateStudyRequest } from '@club-pulse/contracts/studies';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoTimestamp, today } from '../../lib/dates.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { hitLimit } from '../../lib/rate-limit.ts';
import { recordAudit } from '../audit/index.ts';
import { requireClub } from '../clubs/index.ts';
import { findQuizForStudy } from '../quizzes/index.ts';
import { requireStudyGroup } from '../study-groups/index.ts';
import { answerRetentionOf } from '../retention/index.ts';
import { answerRetentionMonths } from '../setup/index.ts';
import * as repo from './studies.repository.ts';
import type { StudyOwners } from './studies.repository.ts';

/**
 * Use-cases of studies: the admin's read-only lists and the coach's studies (create, edit, close, reopen).
 * Every state shown is the effective one (docs/design.md#states). Who may act on a study is the route's
 * permission (policies: a coach of the study's club); these functions assume it was checked. `owners`: what the
 * evaluations and members modules (above this one) answer, handed over by app.ts.
 */

const asAdminStudy = (row: repo.AdminStudyRow, on: string, retentionMonths: number): AdminStudy => ({
  id: row.id,
  description: row.description,
  quizId: row.quizId,
  quiz: row.quiz,
  state: effectiveStudyState(row, on),
  clubId: row.clubId,
  club: row.club,
  studyGroupId: row.studyGroupId,
  studyGroup: row.studyGroup,
  startDate: row.startDate,
  dueDate: row.dueDate,
  playerAnswers: row.playerAnswers,
  playersInvited: row.playersInvited,
  coachAnswers: row.coachAnswers,
  coachesInvited: row.coachesInvited,
  answerRetention: answerRetentionOf(row, retentionMonths),
});

const asManagerStudy = (row: repo.StudyRow, on: string): ManagerStudy => ({
  id: row.id,
  description: row.description,
  state: effectiveStudyState(row, on),
  quizId: row.quizId,
  quiz: row.quiz,
  hasKeyTermSummary: row.hasKeyTermSummary,
  isAnswered: row.isAnswered,
  playerAnswers: row.playerAnswers,
  playersInvited: row.playersInvited,
  club: row.club,
  clubId: row.clubId,
  studyGroupId: row.studyGroupId,
  studyGroup: row.studyGroup,
  startDate: row.startDate,
  dueDate: row.dueDate,
  token: row.token,
});

// ---------------------------------------------------------------- the admin's

export async function studiesOfGroup(db: Db, owners: StudyOwners, groupId: number): Promise<AdminStudy[]> {
  await requireStudyGroup(db, groupId);
  const on = today();
  const months = await answerRetentionMonths(db);
  return (await repo.listStudiesOfGroup(db, owners, groupId)).map((row) => asAdminStudy(row, on, months));
}

/** One page of the studies list, searched, filtered and sorted by the server, with the total; states are effective. */
export async function listStudiesPage(db: Db, owners: StudyOwners, query: AdminStudiesQuery): Promise<AdminStudiesPage> {
  const on = today();
  const [{ items, total }, months] = await Promise.all([repo.listStudiesPage(db, owners.evaluations.factsAs, query, on), answerRetentionMonths(db)]);
  return { items: items.map((row) => asAdminStudy(row, on, months)), total, page: query.page, pageSize: query.pageSize };
}

export async function studiesOfClub(db: Db, owners: StudyOwners, clubId: number): Promise<AdminStudy[]> {
  await requireClub(db, clubId);
  const on = today();
  const months = await answerRetentionMonths(db);
  return (await repo.listStudiesOfClub(db, owners, clubId)).map((row) => asAdminStudy(row, on, months));
}

async function requireStudy(db: Db, owners: StudyOwners, id: number, viewerId: number | null = null): Promise<repo.StudyRow> {
  const row = await repo.findStudy(db, owners, id, viewerId);
  if (!row) throw new AppError('NotFound');
  return row;
}

export const getStudyForAdmin = async (db: Db, owners: StudyOwners, id: number): Promise<AdminStudy> =>
  asAdminStudy(await requireStudy(db, owners, id), today(), await answerRetentionMonths(db));

/** The study's invited members with the effective state of their evaluation. */
export async function studyMembersForAdmin(db: Db, owners: StudyOwners, studyId: number): Promise<AdminStudyMember[]> {
  const study = await requireStudy(db, owners, studyId);
  const on = today();
  const state = effectiveStudyState(study, on);
  return (await repo.listStudyMembersForAdmin(db, owners, studyId)).map((m) => ({
    ...m,
    state: effectiveEvaluationState(m, { state, dueDate: study.dueDate }, on),
    finishedAt: isoTimestamp(m.finishedAt),
  }));
}

/**
 * A platform admin cancels a study that has not ended (studyMayCancel): cancelled is final; its unfinished
 * evaluations are cancelled, the finished ones and their reports stay (docs/design.md#states). Audited as
 * `study.cancel` in the same transaction. An unknown study 404; an ended or cancelled one 409
 * StudyTransitionNotAllowed.
 */
export async function cancelStudy(db: Db, owners: StudyOwners, adminId: number, id: number): Promise<AdminStudy> {
  await requireStudy(db, owners, id);
  const cancelled = await repo.cancelStudy(db, owners, id, today(), (tx) => recordAudit(tx, adminId, 'study.cancel', `study:${id}`));
  if (cancelled === null) throw new AppError('StudyTransitionNotAllowed');
  return getStudyForAdmin(db, owners, id);
}

// ---------------------------------------------------------------- the coach's

export async function studiesOfCoach(db: Db, owners: StudyOwners, coachId: number): Promise<ManagerStudy[]> {
  const on = today();
  return (await repo.listStudiesOfCoach(db, owners, coachId)).map((row) => asManagerStudy(row, on));
}

export const getStudyForCoach = async (db: Db, owners: StudyOwners, coachId: number, id: number): Promise<ManagerStudy> =>
  asManagerStudy(await requireStudy(db, owners, id, coachId), today());

function requireDueDateAhead(dueDate: string) {
  if (dueDate < today()) throw new AppError('ValidationError', { field: 'dueDate', message: 'The due date must not be in the past' });
}

/**
 * A study for an active group of an active club whose account is in good standing, with an enabled quiz of
 * the group's category, in its current version (docs/decisions/0007); every current member of the group gets
 * an evaluation.
 */
export async function createStudy(db: Db, owners: StudyOwners, coachId: number, body: CreateStudyRequest): Promise<ManagerStudy> {
  const group = await repo.findGroupForStudy(db, body.studyGroupId, today());
  if (!group) throw new AppError('NotFound', { field: 'studyGroupId' });
  if (group.state !== 'active') throw new AppError('StudyGroupInactive', { field: 'studyGroupId' });
  if (!group.clubAcceptsNewStudies) throw new AppError('ClubInactive', { field: 'studyGroupId' });
  const quiz = await findQuizForStudy(db, body.quizId);
  if (!quiz?.available || quiz.categoryId !== group.categoryId) throw new AppError('QuizNotAvailable', { field: 'quizId' });
  requireDueDateAhead(body.dueDate);
  const id = await repo.insertStudyWithEvaluations(db, owners, {
    studyGroupId: group.id,
    quizId: quiz.id,
    description: body.description,
    startDate: body.startDate,
    dueDate: body.dueDate,
    // 128 random bits, URL-safe (docs/design.md#domain).
    token: randomBytes(16).toString('base64url'),
    createdBy: coachId,
  });
  return getStudyForCoach(db, owners, coachId, id);
}

/** A study created by a coach through the API: counted against the coach's limit of new studies (LIMITS) first. */
export async function createStudyOfCoach(
  deps: Pick<AppDeps, 'db' | 'rateLimiter'>,
  owners: StudyOwners,
  coachId: number,
  body: CreateStudyRequest,
): Promise<ManagerStudy> {
  await hitLimit(deps.rateLimiter, 'studiesPerCoach', coachId);
  const study = await createStudy(deps.db, owners, coachId, body);
  await recordAudit(deps.db, coachId, 'study.create', `study:${study.id}`, study.description);
  return study;
}

/** Description and dates of a study that is still open or in progress. */
export async function updateStudy(db: Db, owners: StudyOwners, coachId: number, body: UpdateStudyRequest): Promise<ManagerStudy> {
  const current = await getStudyForCoach(db, owners, coachId, body.id);
  if (current.state !== 'open' && current.state !== 'inprogress') throw new AppError('StudyNotEditable');
  requireDueDateAhead(body.dueDate);
  await repo.updateStudyFields(db, body.id, body);
  await recordAudit(db, coachId, 'study.update', `study:${body.id}`, body.description);
  return getStudyForCoach(db, owners, coachId, body.id);
}

/** Open or in progress → closed (docs/design.md#states); anything else 409 StudyTransitionNotAllowed. */
export async function closeStudy(db: Db, owners: StudyOwners, coachId: number, id: number): Promise<ManagerStudy> {
  if (!(await repo.closeStudy(db, id, today()))) throw new AppError('StudyTransitionNotAllowed');
  const study = await getStudyForCoach(db, owners, coachId, id);
  await recordAudit(db, coachId, 'study.close', `study:${id}`, study.description);
  return study;
}

/** Closed with its due date still ahead → in progress when anyone answered, else open. */
export async function reopenStudy(db: Db, owners: StudyOwners, coachId: number, id: number): Promise<ManagerStudy> {
  if (!(await repo.reopenStudy(db, owners, id, today()))) throw new AppError('StudyTransitionNotAllowed');
  const study = await getStudyForCoach(db, owners, coachId, id);
  await recordAudit(db, coachId, 'study.reopen', `study:${id}`, study.description);
  return study;
}

export const studyMembersForCoach = (db: Db, owners: StudyOwners, studyId: number): Promise<StudyMember[]> =>
  repo.listStudyMembersForCoach(db, owners, studyId);
