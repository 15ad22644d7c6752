import type { AdminStudyGroup, CreateStudyGroupRequest, UpdateStudyGroupRequest } from '@club-pulse/contracts/admin-study-groups';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isCoachOfClub } from './clubs.repository.ts';
import { requireClub } from './clubs.service.ts';
import * as repo from './study-groups.repository.ts';

/** Use-cases of a club's study groups: the group's "admin/coach" is one of the club's coaches. */

export async function groupsOfClub(db: Db, clubId: number): Promise<AdminStudyGroup[]> {
  await requireClub(db, clubId);
  return repo.listGroupsOfClub(db, clubId);
}

export async function getGroup(db: Db, id: number): Promise<AdminStudyGroup> {
  const group = await repo.findGroup(db, id);
  if (!group) throw new AppError('NotFound');
  return group;
}

async function validate(db: Db, clubId: number, input: { categoryId: number; coachMemberId?: number | null }) {
  if (!(await repo.categoryExists(db, input.categoryId))) {
    throw new AppError('ValidationError', { field: 'categoryId', message: 'The quiz category does not exist' });
  }
  if (input.coachMemberId != null && !(await isCoachOfClub(db, input.coachMemberId, clubId))) {
    throw new AppError('ValidationError', { field: 'coachMemberId', message: 'The coach must be a coach of the club' });
  }
}

export async function createGroup(db: Db, input: CreateStudyGroupRequest): Promise<AdminStudyGroup> {
  await requireClub(db, input.clubId, 'clubId');
  await validate(db, input.clubId, input);
  const id = await repo.insertGroup(db, input.clubId, {
    name: input.name,
    code: input.code,
    categoryId: input.categoryId,
    coachMemberId: input.coachMemberId ?? null,
  });
  return getGroup(db, id);
}

export async function updateGroup(db: Db, input: UpdateStudyGroupRequest): Promise<AdminStudyGroup> {
  const current = await getGroup(db, input.id);
  await validate(db, current.clubId, input);
  await repo.updateGroup(db, input.id, {
    name: input.name,
    code: input.code,
    categoryId: input.categoryId,
    coachMemberId: input.coachMemberId ?? null,
    state: input.state,
  });
  return getGroup(db, input.id);
}

export const quizCategories = (db: Db) => repo.listCategories(db);
