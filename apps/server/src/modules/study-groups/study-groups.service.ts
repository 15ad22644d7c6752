import type {
  AdminStudyGroup,
  AdminStudyGroupsPage,
  AdminStudyGroupsQuery,
  CreateStudyGroupRequest,
  UpdateStudyGroupRequest,
} from '@club-pulse/contracts/admin-study-groups';
import type { Db } from '../../db/client.ts';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { isCoachOfClub, requireClub } from '../clubs/index.ts';
import { categoryExists } from '../quizzes/index.ts';
import * as repo from './study-groups.repository.ts';
import type { GroupCounts } from './study-groups.repository.ts';
import { recordAudit } from '../audit/index.ts';

/** Use-cases of a club's study groups: the group's "admin/coach" is one of the club's coaches. */

export async function groupsOfClub(db: Db, counts: GroupCounts, clubId: number): Promise<AdminStudyGroup[]> {
  await requireClub(db, clubId);
  return repo.listGroupsOfClub(db, counts, clubId);
}

/** One page of study groups (of one club with `clubId`), searched, filtered and sorted by the server, with the total. */
export async function listGroupsPage(db: Db, counts: GroupCounts, query: AdminStudyGroupsQuery): Promise<AdminStudyGroupsPage> {
  const { items, total } = await repo.listGroupsPage(db, counts, query);
  return { items, total, page: query.page, pageSize: query.pageSize };
}

export async function getGroup(db: Db, counts: GroupCounts, id: number | undefined): Promise<AdminStudyGroup> {
  const group = id === undefined ? undefined : await repo.findGroup(db, counts, id);
  if (!group) throw new AppError('NotFound');
  return group;
}

/** 404 unless the study group exists. */
export async function requireStudyGroup(db: Db, id: number): Promise<void> {
  if (!(await repo.groupExists(db, id))) throw new AppError('NotFound');
}

async function validate(db: Db, clubId: number, input: { categoryId: number; coachMemberId?: number | null }) {
  if (!(await categoryExists(db, input.categoryId))) {
    throw new AppError('ValidationError', { field: 'categoryId', message: 'The quiz category does not exist' });
  }
  if (input.coachMemberId != null && !(await isCoachOfClub(db, input.coachMemberId, clubId))) {
    throw new AppError('ValidationError', { field: 'coachMemberId', message: 'The coach must be a coach of the club' });
  }
}

/**
 * A name or code already used in the club, whatever the case: the unique indexes of migration 0012 decide (no
 * look-up first, which two admins saving at once would both pass), and the loser gets a 409 on the field.
 */
function mapClash(err: unknown): never {
  const constraint = violatedUniqueConstraint(err);
  if (constraint?.includes('study_groups_club_name')) throw new AppError('StudyGroupNameExists', { field: 'name' });
  if (constraint?.includes('study_groups_club_code')) throw new AppError('StudyGroupCodeExists', { field: 'code' });
  throw err;
}

export async function createGroup(db: Db, counts: GroupCounts, actorId: number, input: CreateStudyGroupRequest): Promise<AdminStudyGroup> {
  await requireClub(db, input.clubId, 'clubId');
  await validate(db, input.clubId, input);
  const id = await repo
    .insertGroup(db, input.clubId, {
      name: input.name,
      code: input.code,
      categoryId: input.categoryId,
      coachMemberId: input.coachMemberId ?? null,
    })
    .catch(mapClash);
  await recordAudit(db, actorId, 'studyGroup.create', `studyGroup:${id}`, input.name);
  return getGroup(db, counts, id);
}

export async function updateGroup(db: Db, counts: GroupCounts, actorId: number, input: UpdateStudyGroupRequest): Promise<AdminStudyGroup> {
  const current = await getGroup(db, counts, input.id);
  await validate(db, current.clubId, input);
  await repo
    .updateGroup(db, input.id, {
      name: input.name,
      code: input.code,
      categoryId: input.categoryId,
      coachMemberId: input.coachMemberId ?? null,
      state: input.state,
    })
    .catch(mapClash);
  await recordAudit(db, actorId, 'studyGroup.update', `studyGroup:${input.id}`, input.name);
  return getGroup(db, counts, input.id);
}
