import { redirect } from 'react-router';
import { queryClient } from '../../../lib/query-client.ts';
import { clubQuery } from '../../clubs/api/get-club.ts';
import { studyQuery } from '../../studies/api/get-admin-study.ts';
import { studyGroupQuery } from '../api/get-study-group.ts';
import { notFoundOnMissing } from '../../admin/lib/load.ts';

/**
 * Loads the club and study group of a nested admin route, and the study when given; a group of another club
 * (or a study of another group) is not found, so the breadcrumbs always tell the truth.
 */
export async function loadGroupContext(clubId: number, groupId: number, studyId?: number) {
  const [, group, study] = await Promise.all([
    queryClient.ensureQueryData(clubQuery(clubId)),
    queryClient.ensureQueryData(studyGroupQuery(groupId)),
    studyId === undefined ? Promise.resolve(undefined) : queryClient.ensureQueryData(studyQuery(studyId)),
  ]).catch(notFoundOnMissing);
  if (group.clubId !== clubId || (study && study.studyGroupId !== groupId)) throw redirect('/notfound');
}
