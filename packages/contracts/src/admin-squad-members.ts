import { z } from 'zod';
import { AdminBodyId } from './admin.ts';
import { LANGUAGES } from './constants.ts';
import { SquadRole } from './enums.ts';
import { singleLineText } from './text.ts';

/** A squad member of a club or study group (GET api/admin/squadMember/byclub/{id}, bystudygroup/{id}). */
export const AdminSquadMember = z.object({
  squadMemberId: z.number().int(),
  memberId: z.number().int(),
  clubId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  role: SquadRole,
  /** The quiz category of the member's study group (a key the client translates), null without a group. */
  category: z.string().nullable(),
  studyGroupId: z.number().int().nullable(),
  studyGroup: z.string().nullable(),
  enabled: z.boolean(),
});
export type AdminSquadMember = z.infer<typeof AdminSquadMember>;
export const AdminSquadMembersResponse = z.array(AdminSquadMember);
export type AdminSquadMembersResponse = z.infer<typeof AdminSquadMembersResponse>;

/** DELETE api/admin/squadMember/byclub/{clubId}/RemoveSquadMember/ */
export const RemoveSquadMemberRequest = z.object({ clubId: AdminBodyId, squadMemberId: AdminBodyId });
export type RemoveSquadMemberRequest = z.infer<typeof RemoveSquadMemberRequest>;
export const RemoveSquadMemberResponse = z.object({ squadMemberId: z.number().int(), cancelledEvaluations: z.number().int() });
export type RemoveSquadMemberResponse = z.infer<typeof RemoveSquadMemberResponse>;

/**
 * POST api/admin/squadMember/byclub/{clubId}/AddCoach: makes the member with this email a Coach of the club.
 * An unknown email gets an account (role User, no password: name and surname needed) and an invitation mail
 * in `language` with a set-password link (docs/design.md#api).
 */
export const AddCoachRequest = z.object({
  email: singleLineText().check(z.email()).max(254),
  name: singleLineText().trim().min(1).max(80).optional(),
  surname: singleLineText().trim().min(1).max(80).optional(),
  studyGroupId: AdminBodyId.nullable().optional(),
  language: z.enum(LANGUAGES).optional(),
});
export type AddCoachRequest = z.infer<typeof AddCoachRequest>;
export const AddCoachResponse = z.object({
  squadMemberId: z.number().int(),
  memberId: z.number().int(),
  /** A new account was created and invited. */
  invited: z.boolean(),
});
export type AddCoachResponse = z.infer<typeof AddCoachResponse>;
