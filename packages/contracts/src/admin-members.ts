import { z } from 'zod';
import { BirthDateField } from './account.ts';
import { AdminBodyId } from './admin.ts';
import { BooleanFilter, IdFilter, listQuery, pageOf } from './admin-lists.ts';
import { LANGUAGES } from './constants.ts';
import { singleLineText } from './text.ts';
import { Role, SquadRole } from './enums.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/** A member in the admin's users list (GET /api/admin/member). Never a password hash. */
export const AdminMember = z.object({
  id: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  role: Role,
  enabled: z.boolean(),
  squadRoles: z.array(SquadRole),
  clubs: z.array(z.string()),
  createdAt: z.string(),
});
export type AdminMember = z.infer<typeof AdminMember>;
export const AdminMembersResponse = z.array(AdminMember);
export type AdminMembersResponse = z.infer<typeof AdminMembersResponse>;

export const MEMBER_SORTS = ['name', 'email', 'createdAt'] as const;
/**
 * GET /api/admin/member/page: the users list, one page. `q` finds members whose name, surname, full name or
 * email begins with it; `clubId` those with a current membership of the club.
 */
export const AdminMembersQuery = listQuery(
  MEMBER_SORTS,
  { sort: 'name', dir: 'asc' },
  { role: Role.optional(), squadRole: SquadRole.optional(), enabled: BooleanFilter.optional(), clubId: IdFilter },
);
export type AdminMembersQuery = z.infer<typeof AdminMembersQuery>;
export const AdminMembersPage = pageOf(AdminMember);
export type AdminMembersPage = z.infer<typeof AdminMembersPage>;

// ---------------------------------------------------------------- user management

const personName = () => singleLineText().trim().min(1).max(80);
const email = () => singleLineText().trim().check(z.email()).max(254);
/**
 * A member's birth date as the admin enters it: checked as registration's (a real day, aged 13 to 100); null when
 * not known. It is what tells a member under 16, who answers only once a guardian's consent is on file.
 */
const birthDate = () => BirthDateField.nullable();

/** The role a new member gets: a player or coach of a study group, or a platform admin (no club). */
export const NEW_MEMBER_ROLES = ['Player', 'Coach', 'AppAdmin'] as const;
export const NewMemberRole = z.enum(NEW_MEMBER_ROLES);
export type NewMemberRole = z.infer<typeof NewMemberRole>;

/**
 * POST /api/admin/member: a new member, who gets an invitation mail in `language` with a set-password link.
 * A player needs `studyGroupId` (their club is the group's); a coach needs a study group or a club
 * (`clubId`: the whole club, a group's coach chosen later); an admin has neither. A player needs `birthDate` (as
 * at registration or in a roster), a coach may have one. 404 on an unknown group or club (or a group of another
 * club); 409 EmailAlreadyRegistered when the email has an account.
 */
export const CreateMemberRequest = z
  .object({
    name: personName(),
    surname: personName(),
    email: email(),
    language: z.enum(LANGUAGES),
    role: NewMemberRole,
    clubId: AdminBodyId.nullable().optional(),
    studyGroupId: AdminBodyId.nullable().optional(),
    birthDate: birthDate().optional(),
  })
  .refine((v) => v.role !== 'Player' || v.birthDate != null, {
    message: VALIDATION_MESSAGES.required,
    path: ['birthDate'],
    // Shown with the other fields' messages, not only once they are right.
    when: (p) => (p.value as { role?: unknown })?.role === 'Player',
  })
  .refine((v) => v.role !== 'Coach' || v.studyGroupId != null || v.clubId != null, {
    message: 'A coach needs a club',
    path: ['clubId'],
  })
  .refine((v) => v.role !== 'Player' || v.studyGroupId != null, {
    message: 'A player needs a study group',
    path: ['studyGroupId'],
  })
  .refine((v) => v.role !== 'AppAdmin' || (v.studyGroupId == null && v.clubId == null), {
    message: 'A platform admin belongs to no club',
    path: ['studyGroupId'],
  });
export type CreateMemberRequest = z.infer<typeof CreateMemberRequest>;

/**
 * PUT /api/admin/member/{id}: name, surname and email (409 EmailAlreadyRegistered when another account has it),
 * and the birth date when given (null clears it; left out, it stays).
 */
export const UpdateMemberRequest = z.object({ name: personName(), surname: personName(), email: email(), birthDate: birthDate().optional() });
export type UpdateMemberRequest = z.infer<typeof UpdateMemberRequest>;

/** The longest reason of an erasure; it is kept in the audit log, so it names the request, not the person. */
export const ERASE_REASON_MAX_LENGTH = 200;
/** POST /api/admin/member/{id}/erase: the member and everything of theirs deleted, as self-service deletion does. */
/** The shortest reason of an erasure: a word, not a letter. */
export const ERASE_REASON_MIN_LENGTH = 3;
export const EraseMemberRequest = z.object({ reason: singleLineText().trim().min(ERASE_REASON_MIN_LENGTH).max(ERASE_REASON_MAX_LENGTH) });
export type EraseMemberRequest = z.infer<typeof EraseMemberRequest>;

/** One member with what the admin's detail drawer needs beyond the list row. */
export const AdminMemberDetail = AdminMember.extend({
  name: z.string(),
  surname: z.string(),
  language: z.string(),
  /** YYYY-MM-DD, or null when not known (an admin or a coach added without one). */
  birthDate: z.string().nullable(),
  /** A guardian's consent is on file (needed by a member under 16 before they answer). */
  guardianConfirmed: z.boolean(),
  /** The member has chosen a password (an invitation is then no longer possible; a reset is). */
  hasPassword: z.boolean(),
  /** Two-factor sign-in is set up (a platform admin's; another admin can reset it). */
  twoFactorEnabled: z.boolean(),
});
export type AdminMemberDetail = z.infer<typeof AdminMemberDetail>;

/** The answer of POST /api/admin/member: the new member, and that the invitation went out. */
export const CreateMemberResponse = z.object({ member: AdminMemberDetail, invited: z.boolean() });
export type CreateMemberResponse = z.infer<typeof CreateMemberResponse>;
