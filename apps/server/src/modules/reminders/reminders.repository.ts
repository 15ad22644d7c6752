import { type ReminderKind, STUDY_MAILS_PER_MEMBER_PER_DAY } from '@club-pulse/contracts/reminders';
import { ANSWERABLE_EVALUATION_STATES, RUNNING_STUDY_STATES } from '@club-pulse/contracts/study-rules';
import { and, asc, eq, gte, inArray, lte, max, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { needLevelAtLeast } from '../evaluations/index.ts';
import { activeCoachOfClub } from '../policies/index.ts';
import { reminderMails, studyMailDays } from './tables.ts';
import { clubs, evaluations, members, studies, studyGroups } from '../../db/schema/index.ts';

/** Every query of the reminders and the coaches' critical alerts. */

const studyColumns = {
  id: studies.id,
  description: studies.description,
  state: studies.state,
  startDate: studies.startDate,
  dueDate: studies.dueDate,
  clubId: studyGroups.clubId,
  club: clubs.name,
  studyGroup: studyGroups.name,
};
export type ReminderStudy = { id: number; description: string; state: (typeof studies.$inferSelect)['state'] } & {
  startDate: string;
  dueDate: string;
  clubId: number;
  club: string;
  studyGroup: string;
};

/** Studies that run (stored state) and whose dates include `on`: those whose unfinished members may get a reminder. */
export const runningStudiesOn = (db: Db, on: string): Promise<ReminderStudy[]> =>
  db
    .select(studyColumns)
    .from(studies)
    .innerJoin(studyGroups, eq(studyGroups.id, studies.studyGroupId))
    .innerJoin(clubs, eq(clubs.id, studyGroups.clubId))
    .where(and(inArray(studies.state, RUNNING_STUDY_STATES), lte(studies.startDate, on), gte(studies.dueDate, on)))
    .orderBy(asc(studies.id));

export async function findStudy(db: Db, studyId: number): Promise<ReminderStudy | undefined> {
  const [row] = await db
    .select(studyColumns)
    .from(studies)
    .innerJoin(studyGroups, eq(studyGroups.id, studies.studyGroupId))
    .innerJoin(clubs, eq(clubs.id, studyGroups.clubId))
    .where(eq(studies.id, studyId));
  return row;
}

const mailedToday = (studyId: number, on: string) =>
  notExists(
    sql`(select 1 from ${reminderMails} where ${reminderMails.studyId} = ${studyId} and ${reminderMails.memberId} = ${evaluations.memberId}
      and ${reminderMails.sentOn} = ${on})`,
  );

/**
 * The study's invited members who have not finished (an evaluation still to answer, their account enabled) and
 * got no reminder today; with `kind`/`day`, also none got that reminder yet.
 */
export const unfinishedMembers = (db: Db, studyId: number, on: string, already?: { kind: ReminderKind; day: string }) =>
  db
    .select({ evaluationId: evaluations.id, memberId: members.id, email: members.email, name: members.name, language: members.language })
    .from(evaluations)
    .innerJoin(members, eq(members.id, evaluations.memberId))
    .where(
      and(
        eq(evaluations.studyId, studyId),
        inArray(evaluations.state, ANSWERABLE_EVALUATION_STATES),
        eq(members.enabled, true),
        mailedToday(studyId, on),
        already
          ? notExists(
              sql`(select 1 from ${reminderMails} where ${reminderMails.studyId} = ${studyId} and ${reminderMails.memberId} = ${evaluations.memberId}
                and ${reminderMails.kind} = ${already.kind} and ${reminderMails.day} = ${already.day})`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(evaluations.id));

/** How many invited members have not finished (enabled accounts). */
export async function unfinishedCount(db: Db, studyId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(evaluations)
    .innerJoin(members, eq(members.id, evaluations.memberId))
    .where(and(eq(evaluations.studyId, studyId), inArray(evaluations.state, ANSWERABLE_EVALUATION_STATES), eq(members.enabled, true)));
  return Number(row?.n ?? 0);
}

/** The ledger row of one reminder; false when it was already there (then its mail is not queued again). */
export async function claimReminder(tx: Db, r: { studyId: number; memberId: number; kind: ReminderKind; day: string; sentOn: string }) {
  const rows = await tx.insert(reminderMails).values(r).onConflictDoNothing().returning({ studyId: reminderMails.studyId });
  return rows.length > 0;
}

/** The once-a-day row of a study; false when that day's was already there. */
export async function claimStudyMailDay(
  tx: Db,
  r: { studyId: number; kind: 'reminder' | 'criticalAlert'; day: string; count?: number; coveredUntil?: string | Date | null; createdBy?: number },
) {
  const rows = await tx
    .insert(studyMailDays)
    .values({ ...r, coveredUntil: r.coveredUntil ? new Date(r.coveredUntil) : null })
    .onConflictDoNothing()
    .returning({ studyId: studyMailDays.studyId });
  return rows.length > 0;
}

/** The last day a coach sent the study's reminder (null: never). */
export async function lastManualReminderDay(db: Db, studyId: number): Promise<string | null> {
  const [row] = await db
    .select({ day: max(studyMailDays.day) })
    .from(studyMailDays)
    .where(and(eq(studyMailDays.studyId, studyId), eq(studyMailDays.kind, 'reminder')));
  return row?.day ?? null;
}

const criticalPlayer = and(eq(evaluations.state, 'finished'), eq(evaluations.squadRole, 'Player'), needLevelAtLeast('critical'));

/**
 * Studies with critical results finished after the last alert covered (all of them before any alert): how many
 * are new, and the last finish among them (the next alert starts after it). Counts only, never who.
 */
export const studiesWithNewCriticalResults = (db: Db) => {
  const coveredUntil = sql`coalesce((select max(${studyMailDays.coveredUntil}) from ${studyMailDays}
    where ${studyMailDays.studyId} = ${evaluations.studyId} and ${studyMailDays.kind} = 'criticalAlert'), '-infinity'::timestamptz)`;
  return (
    db
      .select({
        studyId: evaluations.studyId,
        newCritical: sql<number>`count(*)::int`,
        lastFinishedAt: sql<string>`max(${evaluations.finishedAt})::text`,
      })
      .from(evaluations)
      // A week back at most: an installation that gets this feature does not alert on its whole history.
      .where(and(criticalPlayer, sql`${evaluations.finishedAt} > greatest(${coveredUntil}, now() - interval '7 days')`))
      .groupBy(evaluations.studyId)
      .orderBy(asc(evaluations.studyId))
  );
};

/** A study's finished players and, among them, the critical ones (the alert's counts). */
export async function studyResultCounts(db: Db, studyId: number) {
  const [row] = await db
    .select({
      finished: sql<number>`count(*)::int`,
      critical: sql<number>`(count(*) filter (where ${needLevelAtLeast('critical')}))::int`,
    })
    .from(evaluations)
    .where(and(eq(evaluations.studyId, studyId), eq(evaluations.state, 'finished'), eq(evaluations.squadRole, 'Player')));
  return { finished: Number(row?.finished ?? 0), critical: Number(row?.critical ?? 0) };
}

/** The club's current coaches with an enabled account (the alert's recipients). */
export const coachesOfClub = (db: Db, clubId: number) =>
  db
    .select({ memberId: members.id, email: members.email, name: members.name, language: members.language })
    .from(members)
    .where(and(activeCoachOfClub({ member: members.id, club: clubId }), eq(members.enabled, true)))
    .orderBy(asc(members.id));

/**
 * Whether the member may get one more study mail on `on` (STUDY_MAILS_PER_MEMBER_PER_DAY across all studies).
 * The member's row is locked first, so two sweeps or a sweep and a coach's reminder at once count one after the
 * other. Call it inside the transaction that claims the mail.
 */
export async function underDailyMailLimit(tx: Db, memberId: number, on: string): Promise<boolean> {
  await tx.execute(sql`select 1 from ${members} where ${members.id} = ${memberId} for update`);
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(reminderMails)
    .where(and(eq(reminderMails.memberId, memberId), eq(reminderMails.sentOn, on)));
  return Number(row?.n ?? 0) < STUDY_MAILS_PER_MEMBER_PER_DAY;
}

/** Why a coach's reminder would leave the study's invited members out, by reason (counts only). */
export async function reminderSkipCounts(db: Db, studyId: number, on: string) {
  const answerable = inArray(evaluations.state, ANSWERABLE_EVALUATION_STATES);
  const [row] = await db
    .select({
      finished: sql<number>`(count(*) filter (where not ${answerable}))::int`,
      disabled: sql<number>`(count(*) filter (where ${answerable} and not ${members.enabled}))::int`,
      mailedToday: sql<number>`(count(*) filter (where ${answerable} and ${members.enabled} and not ${mailedToday(studyId, on)}))::int`,
    })
    .from(evaluations)
    .innerJoin(members, eq(members.id, evaluations.memberId))
    .where(eq(evaluations.studyId, studyId));
  return { finished: Number(row?.finished ?? 0), disabled: Number(row?.disabled ?? 0), mailedToday: Number(row?.mailedToday ?? 0) };
}
