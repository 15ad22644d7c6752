import type { AuditSubjectType } from '@club-pulse/contracts/admin-audit';
import { type SQL, type Subquery, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The kinds of subject whose record has a name that is not a person's: a row recorded before the names were
 * stored (`subject_label`, migration 0024), or by an act that stores none (`quiz.publish`), is named from the
 * record as it is now. Members are named from the members table already; cases, evaluations and support
 * contacts have no name to show (a support contact's is a person's).
 */
export const NAMED_SUBJECT_TYPES = ['club', 'studyGroup', 'study', 'quiz', 'account', 'helpline'] as const satisfies readonly AuditSubjectType[];
export type NamedSubjectType = (typeof NAMED_SUBJECT_TYPES)[number];

/** `select id, name from <table>`: one kind's names as they are now, written by the table's owner. */
export type CurrentNames = SQL & { readonly currentNames: true };

/**
 * Every named kind's names as they are now. The audit module cannot ask the owners itself: it sits below
 * them all (they record through it, decision 0006), so app.ts, which sees every module, hands them over.
 */
export type SubjectNames = Readonly<Record<NamedSubjectType, CurrentNames>>;

/**
 * The owner's sub-select of its records' ids and names (docs/decisions/0009): the table stays with its owner,
 * the audit reads `id` and `name` from the sub-select. An empty name counts as none.
 */
export const currentNames = (id: AnyPgColumn, name: AnyPgColumn): CurrentNames =>
  sql`select ${id} as id, nullif(btrim(${name}), '') as name from ${id.table}` as CurrentNames;

/**
 * The members as the trail names and searches them (an actor, a member a row is about): the auth module's
 * `memberListingAs(alias)`, a sub-select of their names, email and the folded text its search indexes hold. Auth records
 * through the audit, so app.ts hands it over (decision 0009).
 */
export type AuditMembers = <A extends string>(
  alias: A,
) => Subquery<A> & Record<'id' | 'email' | 'name' | 'surname' | 'foldedFullName' | 'foldedSurname' | 'foldedEmail', AnyPgColumn>;

/** What the audit asks of the modules above it, handed over by app.ts: the subjects' current names and the members. */
export interface AuditOwners {
  names: SubjectNames;
  members: AuditMembers;
}
