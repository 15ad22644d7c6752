import { z } from 'zod';
import { AdminBodyId } from './admin.ts';
import { IdFilter, listQuery, pageOf } from './admin-lists.ts';
import { StudyGroupState } from './enums.ts';
import { singleLineText } from './text.ts';

/** A study group as the admin sees it. `category` is the quiz category's name (translated by the client). */
export const AdminStudyGroup = z.object({
  id: z.number().int(),
  clubId: z.number().int(),
  club: z.string(),
  name: z.string(),
  code: z.string(),
  categoryId: z.number().int(),
  category: z.string(),
  coachMemberId: z.number().int().nullable(),
  /** The group's "admin/coach" (full name). */
  coach: z.string().nullable(),
  state: StudyGroupState,
  studies: z.number().int(),
  members: z.number().int(),
});
export type AdminStudyGroup = z.infer<typeof AdminStudyGroup>;
export const AdminStudyGroupsResponse = z.array(AdminStudyGroup);
export type AdminStudyGroupsResponse = z.infer<typeof AdminStudyGroupsResponse>;

const StudyGroupFields = z.object({
  name: singleLineText().trim().min(1).max(120),
  code: singleLineText().trim().min(1).max(20),
  categoryId: AdminBodyId,
  coachMemberId: AdminBodyId.nullable().optional(),
});

/** POST api/admin/studyGroup */
export const CreateStudyGroupRequest = StudyGroupFields.extend({ clubId: AdminBodyId });
export type CreateStudyGroupRequest = z.infer<typeof CreateStudyGroupRequest>;

/** PUT api/admin/studyGroup: the id travels in the body (spec §7); `state` deactivates or reactivates the group. */
export const UpdateStudyGroupRequest = StudyGroupFields.extend({ id: AdminBodyId, state: StudyGroupState });
export type UpdateStudyGroupRequest = z.infer<typeof UpdateStudyGroupRequest>;

export const STUDY_GROUP_SORTS = ['name', 'code', 'club'] as const;
/** GET /api/admin/studyGroup/page: study groups, one page (of one club with `clubId`). `q`: name or code begins with it. */
export const AdminStudyGroupsQuery = listQuery(
  STUDY_GROUP_SORTS,
  { sort: 'name', dir: 'asc' },
  { clubId: IdFilter, categoryId: IdFilter, state: StudyGroupState.optional() },
);
export type AdminStudyGroupsQuery = z.infer<typeof AdminStudyGroupsQuery>;
export const AdminStudyGroupsPage = pageOf(AdminStudyGroup);
export type AdminStudyGroupsPage = z.infer<typeof AdminStudyGroupsPage>;
