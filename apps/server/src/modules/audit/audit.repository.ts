import { AUDIT_SUBJECT_TYPES, type AdminAuditFilters } from '@club-pulse/contracts/admin-audit';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents } from './tables.ts';
import { PAGE, pageValues, param, searches, searchPattern, shapedStatements, startsWithPattern } from '../../db/list-statements.ts';
import { folded } from '../../db/search.ts';
import { anyRows, fullName, isoText } from '../../db/sql.ts';
import { type AuditMembers, type AuditOwners, NAMED_SUBJECT_TYPES, type SubjectNames } from './subject-names.ts';

/**
 * Records who did what to which subject (docs/design.md#domain): every admin read of an individual report,
 * every create, update, delete and send of an admin or a coach, every admin sign-in, every terms acceptance and
 * publication, every account deletion. `target` names the record, e.g. `member:12`, its first word the subject
 * (`type:id`); `actorId` null: nobody (the system, or a member deleting their own account). Rows are never
 * changed or removed: a trigger refuses it (migration 0013).
 * `subjectLabel`: the name of a club, study group, study, quiz, account or helpline at the time of the act, so
 * that it reads well once renamed or gone. Never a name, an email or any other personal data, in `target` nor in
 * `subjectLabel`: erasure leaves these rows as they are. A member is named when the trail is read, from the
 * members table, so an erased member's name is gone from the trail with them.
 */
export async function recordAudit(
  db: Pick<Db, 'insert'>,
  actorId: number | null,
  action: string,
  target: string,
  subjectLabel: string | null = null,
): Promise<void> {
  await db.insert(auditEvents).values({ actorId, action, target, subjectLabel });
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The day after an ISO date (YYYY-MM-DD), as an ISO date: `to` includes its whole day. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The audit list's shape (db/list-statements.ts): which filters are there decides its SQL text. */
const auditShape = (f: AdminAuditFilters) => ({
  actorId: f.actorId !== undefined,
  actor: searches(f.actor),
  action: !!f.action,
  subject: !!f.subject,
  subjectType: f.subjectType ?? null,
  subjectName: searches(f.subjectName),
  from: !!f.from,
  to: !!f.to,
});
type AuditShape = ReturnType<typeof auditShape>;

/** The values of the audit statements' placeholders. */
const auditValues = (f: AdminAuditFilters) => ({
  actorId: f.actorId,
  pattern: searchPattern(f.actor),
  action: f.action,
  subject: f.subject,
  subjectFirstWord: f.subject ? `${escapeLike(f.subject)} %` : undefined,
  subjectPattern: searchPattern(f.subjectName),
  subjectWordPattern: searchPattern(f.subjectName) && `% ${searchPattern(f.subjectName)}`,
  from: f.from ? `${f.from}T00:00:00Z` : undefined,
  to: f.to ? `${nextDay(f.to)}T00:00:00Z` : undefined,
});

/** The members whose name, surname or email begins with the search, by the search indexes of migration 0010. */
function actorsMatching(present: boolean, people: AuditMembers): SQL | undefined {
  const members = people('actor_match');
  const match = startsWithPattern(present, [members.foldedFullName, members.foldedSurname, members.foldedEmail]);
  return match && sql`${auditEvents.actorId} in (select ${members.id} from ${members} where ${match})`;
}

/** The target names a member: their own row, or one of their squad memberships (`squadMember:5 member:22 club:3`). */
const namesMember = sql`(${auditEvents.target} like 'member:%' or ${auditEvents.target} like 'squadMember:%')`;

/** The member a row is about (null when it names none): a member is named when read, never stored (recordAudit). */
const subjectMemberId = sql<number | null>`case when ${namesMember} then substring(${auditEvents.target} from '(?:^| )member:([0-9]+)')::int end`;

/** The kind of subject (AUDIT_SUBJECT_TYPES) from the target's first word; null when it names none of them. */
const subjectType = sql<string | null>`case when ${namesMember} then 'member' else substring(${auditEvents.target} from ${sql.raw(
  `'^(${AUDIT_SUBJECT_TYPES.join('|')}):[0-9]'`,
)}) end`;

/** The target's first word is a subject of this kind (`study:5 sent:3`, not `studyGroup:5`). */
const targetOfKind = (type: string) => sql`${auditEvents.target} like ${sql.raw(`'${type}:%'`)}`;

/** The id in the target's first word (`study:5 sent:3` → 5). */
const subjectId = sql<number | null>`substring(${auditEvents.target} from '^[A-Za-z]+:([0-9]+)')::int`;

/**
 * The subject's name as its record is now, for a row that stored none (recorded before `subject_label` was, or by
 * an act that stores no name): asked of each kind's owner through `names` (subject-names.ts). Null when the
 * record is gone or the target names no such kind. The trail is append-only (a trigger refuses UPDATE, migration
 * 0013), so the older rows are named when read rather than filled in.
 */
const currentSubjectName = (names: SubjectNames) =>
  sql<string | null>`case ${sql.join(
    NAMED_SUBJECT_TYPES.map((type) => sql`when ${targetOfKind(type)} then (select n.name from (${names[type]}) n where n.id = ${subjectId})`),
    sql` `,
  )} end`;

/**
 * The other record a target names after its subject (`quiz:9 from:quiz:4`, a copy's source; `squadMember:5
 * member:22 club:3`, the membership's club): its kind and id, the first such word after the first.
 */
const related = sql`regexp_match(${auditEvents.target}, ${sql.raw(`' (?:from:)?(${NAMED_SUBJECT_TYPES.join('|')}):([0-9]+)'`)})`;

/**
 * The name of that other record as it is now (asked of its owner, as `currentSubjectName`), so that every row,
 * older ones too, reads "from quiz Wellbeing" rather than `from:quiz:4`. Null when the target names none, or
 * the record is gone.
 */
const relatedName = (names: SubjectNames) =>
  sql<string | null>`case (${related})[1] ${sql.join(
    NAMED_SUBJECT_TYPES.map(
      (type) => sql`when ${sql.raw(`'${type}'`)} then (select n.name from (${names[type]}) n where n.id = ((${related})[2])::int)`,
    ),
    sql` `,
  )} end`;

/** Rows that stored no name and whose subject's current name has a word that begins with the search. */
function currentlyNamed(names: SubjectNames): SQL {
  const name = folded(sql`n.name`);
  const matches = sql`${name} like ${param('subjectPattern')} or ${name} like ${param('subjectWordPattern')}`;
  const kinds = NAMED_SUBJECT_TYPES.map(
    (type) => sql`(${targetOfKind(type)} and ${subjectId} in (select n.id from (${names[type]}) n where ${matches}))`,
  );
  return sql`(${auditEvents.subjectLabel} is null and (${sql.join(kinds, sql` or `)}))`;
}

/** Subjects of one kind, by the target's text_pattern_ops index (a prefix). */
function ofSubjectType(type: AuditShape['subjectType']): SQL | undefined {
  if (type === null) return undefined;
  return type === 'member' ? namesMember : targetOfKind(type);
}

/**
 * Subjects whose name has a word that begins with the search: the stored name of a club, group, study, quiz…,
 * the current name of one whose row stored none, or a member's name, surname or email as they are now (an erased
 * member is found no more).
 */
function subjectNamed(present: boolean, { names, members: people }: AuditOwners): SQL | undefined {
  if (!present) return undefined;
  const members = people('subject_match');
  const pattern = param('subjectPattern');
  const member = [members.foldedFullName, members.foldedSurname, members.foldedEmail].map((c) => sql`${c} like ${pattern}`);
  return sql`(${auditEvents.foldedSubjectLabel} like ${pattern} or ${auditEvents.foldedSubjectLabel} like ${param('subjectWordPattern')}
    or ${currentlyNamed(names)}
    or ${subjectMemberId} in (select ${members.id} from ${members} where ${sql.join(member, sql` or `)}))`;
}

/**
 * The filters as one condition. Each is served by an index of migration 0013: actor and action by
 * (actor_id | action, at, id), the subject by the target's text_pattern_ops index (equal, or the first word
 * followed by more), the days by (at, id).
 */
function auditWhere(shape: AuditShape, owners: AuditOwners): SQL | undefined {
  return and(
    shape.actorId ? eq(auditEvents.actorId, param('actorId')) : undefined,
    actorsMatching(shape.actor, owners.members),
    shape.action ? eq(auditEvents.action, param('action')) : undefined,
    shape.subject ? or(eq(auditEvents.target, param('subject')), sql`${auditEvents.target} like ${param('subjectFirstWord')}`) : undefined,
    ofSubjectType(shape.subjectType),
    subjectNamed(shape.subjectName, owners),
    shape.from ? sql`${auditEvents.at} >= ${param('from')}` : undefined,
    shape.to ? sql`${auditEvents.at} < ${param('to')}` : undefined,
  );
}

/**
 * A page's columns: `actor` is the member who acted, `subjectMember` the member a row is about (both joined to name
 * them as they are now).
 */
const auditFields = (names: SubjectNames, actor: ReturnType<AuditMembers>, subjectMember: ReturnType<AuditMembers>) => ({
  id: auditEvents.id,
  at: isoText(auditEvents.at),
  actorId: auditEvents.actorId,
  actorName: sql<string | null>`case when ${actor.id} is null then null else ${fullName(actor)} end`,
  actorEmail: sql<string | null>`${actor.email}`,
  action: auditEvents.action,
  target: auditEvents.target,
  subjectType,
  subjectName: sql<string | null>`coalesce(${auditEvents.subjectLabel}, case when ${subjectMember.id} is null then null else ${fullName(
    subjectMember,
  )} end, ${currentSubjectName(names)})`,
  relatedName: relatedName(names),
});

/** Newest first; the id breaks ties (two acts of one transaction share their time). */
const newestFirst = [desc(auditEvents.at), desc(auditEvents.id)];

/**
 * The rows of one page, or of an export (OFFSET 0, LIMIT the export's most), for one shape: by keyset from the
 * page's first row. That row's (at, id) is found with the OFFSET on the sort index alone, without reading the
 * rows before it nor joining their actors; the page is then the rows at or after it in the same order. With OFFSET
 * on the whole select, the 1,000th page read and joined 25,000 rows to show 25 (59 ms against a few for the
 * first page on PostgreSQL). The address still says the page's number. Past the end there is no first
 * row, the comparison is null and the page is empty, as with OFFSET.
 */
const auditStatement = (db: Db, shape: AuditShape, owners: AuditOwners) => {
  const actor = owners.members('actor');
  const subjectMember = owners.members('subject_member');
  const first = db
    .select({ at: auditEvents.at, id: auditEvents.id })
    .from(auditEvents)
    .where(auditWhere(shape, owners))
    .orderBy(...newestFirst)
    .limit(1)
    .offset(PAGE.offset);
  return db
    .select(auditFields(owners.names, actor, subjectMember))
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorId))
    .leftJoin(subjectMember, sql`${subjectMember.id} = ${subjectMemberId}`)
    .where(and(auditWhere(shape, owners), sql`(${auditEvents.at}, ${auditEvents.id}) <= (${first})`))
    .orderBy(...newestFirst)
    .limit(PAGE.limit)
    .prepare('');
};

export type AuditRow = Awaited<ReturnType<ReturnType<typeof auditStatement>['execute']>>[number];

/**
 * One page of the audit list and the list's total. `owners` is the same for every call of an app (app.ts), so
 * the statements kept by shape stay right.
 */
export async function listAuditPage(db: Db, f: AdminAuditFilters & { page: number; pageSize: number }, owners: AuditOwners) {
  const statements = shapedStatements(db, 'audit', auditShape(f), (shape) => ({
    page: auditStatement(db, shape, owners),
    count: db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(auditEvents)
      .where(auditWhere(shape, owners))
      .prepare(''),
  }));
  const values = { ...auditValues(f), ...pageValues(f.page, f.pageSize) };
  const [items, [counted]] = await Promise.all([statements.page.execute(values), statements.count.execute(values)]);
  return { items, total: counted?.total ?? 0 };
}

/** The rows of an export, newest first, at most `limit`. */
export const auditRowsForExport = (db: Db, f: AdminAuditFilters, limit: number, owners: AuditOwners) =>
  shapedStatements(db, 'audit export', auditShape(f), (shape) => auditStatement(db, shape, owners)).execute({ ...auditValues(f), limit, offset: 0 });

/** "Somebody did `action` once", as SQL for another module's query (the setup's checklist: a test mail left). */
export const actionRecorded = (action: string): SQL<boolean> => anyRows(auditEvents, eq(auditEvents.action, action));
