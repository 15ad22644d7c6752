import type { AdminStudy, AdminStudyMember } from '@club-pulse/contracts/admin-studies';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { effectiveEvaluationState, effectiveStudyState } from '../../lib/study-rules.ts';
import { requireClub } from './clubs.service.ts';
import * as repo from './studies.repository.ts';
import { isoTimestamp } from './sql.ts';

/** The admin's read-only view of studies: every state is the effective one (DESIGN §3). */

const present = (row: repo.StudyRow): AdminStudy => ({ ...row, state: effectiveStudyState(row) });

export async function studiesOfGroup(db: Db, groupId: number): Promise<AdminStudy[]> {
  if (!(await repo.groupExists(db, groupId))) throw new AppError('NotFound');
  return (await repo.listStudiesOfGroup(db, groupId)).map(present);
}

export async function studiesOfClub(db: Db, clubId: number): Promise<AdminStudy[]> {
  await requireClub(db, clubId);
  return (await repo.listStudiesOfClub(db, clubId)).map(present);
}

export async function getStudy(db: Db, id: number): Promise<AdminStudy> {
  const row = await repo.findStudy(db, id);
  if (!row) throw new AppError('NotFound');
  return present(row);
}

export async function studyMembers(db: Db, studyId: number): Promise<AdminStudyMember[]> {
  const study = await getStudy(db, studyId);
  const members = await repo.listStudyMembers(db, studyId);
  return members.map((m) => ({
    ...m,
    state: effectiveEvaluationState(m, { state: study.state, dueDate: study.dueDate }),
    finishedAt: isoTimestamp(m.finishedAt),
  }));
}
