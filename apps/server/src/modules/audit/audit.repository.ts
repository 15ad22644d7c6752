import type { AdminAuditFilters } from '@club-pulse/contracts/admin-audit';
import { and, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents, members } from '../../db/schema/index.ts';
import { pageWindow, startsWith } from '../../db/search.ts';
import { fullName } from '../../db/sql.ts';

/**
 * Records who did what to which subject (docs/design.md#domain): every admin read of an individual report,
 * every enable, disable and removal, every terms acceptance and publication, every account deletion.
 * `target` names the record, e.g. `member:12`; `actorId` null: nobody (the system, or a member deleting their
 * own account). Rows are never changed or removed: a trigger refuses it (migration 0013).
 * Never put a name, an email or any other personal data in `target`: erasure leaves these rows as they are.
 */
export async function recordAudit(db: Pick<Db, 'insert'>, actorId: number | null, action: string, target: string): Promise<void> {
  await db.insert(auditEvents).values({ actorId, action, target });
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The day after an ISO date (YYYY-MM-DD), as an ISO date: `to` includes its whole day. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The members whose name, surname or email begins with `text`, by the search indexes of migration 0010. */
function actorsMatching(text: string | undefined): SQL | undefined {
  const match = startsWith(text, [members.foldedFullName, members.foldedSurname, members.foldedEmail]);
  return match && sql`${auditEvents.actorId} in (select ${members.id} from ${members} where ${match})`;
}

/**
 * The filters as one condition. Each is served by an index of migration 0013: actor and action by
 * (actor_id | action, at, id), the subject by the target's text_pattern_ops index (equal, or the first word
 * followed by more), the days by (at, id).
 */
function auditWhere(f: AdminAuditFilters): SQL | undefined {
  return and(
    f.actorId ? eq(auditEvents.actorId, f.actorId) : undefined,
    actorsMatching(f.actor),
    f.action ? eq(auditEvents.action, f.action) : undefined,
    f.subject ? or(eq(auditEvents.target, f.subject), sql`${auditEvents.target} like ${`${escapeLike(f.subject)} %`}`) : undefined,
    f.from ? gte(auditEvents.at, new Date(`${f.from}T00:00:00Z`)) : undefined,
    f.to ? lt(auditEvents.at, new Date(`${nextDay(f.to)}T00:00:00Z`)) : undefined,
  );
}

const auditFields = {
  id: auditEvents.id,
  at: auditEvents.at,
  actorId: auditEvents.actorId,
  actorName: sql<string | null>`case when ${members.id} is null then null else ${fullName(members)} end`,
  actorEmail: members.email,
  action: auditEvents.action,
  target: auditEvents.target,
};

/** Newest first; the id breaks ties (two acts of one transaction share their time). */
const newestFirst = [desc(auditEvents.at), desc(auditEvents.id)];

const auditQuery = (db: Db, f: AdminAuditFilters) =>
  db
    .select(auditFields)
    .from(auditEvents)
    .leftJoin(members, eq(members.id, auditEvents.actorId))
    .where(auditWhere(f))
    .orderBy(...newestFirst);

export type AuditRow = Awaited<ReturnType<typeof auditQuery>>[number];

/** One page of the audit list and the list's total. */
export async function listAuditPage(db: Db, f: AdminAuditFilters & { page: number; pageSize: number }) {
  const { limit, offset } = pageWindow(f.page, f.pageSize);
  const [items, [counted]] = await Promise.all([
    auditQuery(db, f).limit(limit).offset(offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(auditEvents)
      .where(auditWhere(f)),
  ]);
  return { items, total: counted?.total ?? 0 };
}

/** The rows of an export, newest first, at most `limit`. */
export const auditRowsForExport = (db: Db, f: AdminAuditFilters, limit: number) => auditQuery(db, f).limit(limit);
