import type { StudyState } from '@club-pulse/contracts/enums';
import { type ReminderKind, STUDY_MAILS_PER_MEMBER_PER_DAY } from '@club-pulse/contracts/reminders';
import { ANSWERABLE_EVALUATION_STATES, RUNNING_STUDY_STATES } from '@club-pulse/contracts/study-rules';
import { and, asc, eq, gte, inArray, lte, max, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockMember, memberPerson } from '../auth/index.ts';
import { evaluationFacts as ev, needLevelAtLeast } from '../evaluations/index.ts';
import { activeCoachOfClub } from '../policies/index.ts';
import { datedStudyPlace as place } from '../studies/index.ts';
import { reminderMails, studyMailDays } from './tables.ts';

/**
 * Every query of the reminders and the coaches' critical alerts. Studies, evaluations and members are read through
 * their owners' sub-selects, which PostgreSQL flattens into the queries: `place` (the studies module's
 * `datedStudyPlace`), `ev` (the evaluations module's `evaluationFacts`) and `memberPerson` (the auth module's).
 */

const studyColumns = {
  id: place.studyId,
  description: place.study,
  state: place.state,
  startDate: place.startDate,
  dueDate: place.dueDate,
  clubId: place.clubId,
  club: place.club,
  studyGroup: place.team,
};
export type ReminderStudy = { id: number; description: string; state: StudyState } & {
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
    .from(place)
    .where(and(inArray(place.state, RUNNING_STUDY_STATES), lte(place.startDate, on), gte(place.dueDate, on)))
    .orderBy(asc(place.studyId));

export async function findStudy(db: Db, studyId: number): Promise<ReminderStudy | undefined> {
  const [row] = await db.select(studyColumns).from(place).where(eq(place.studyId, studyId));
  return row;
}

const mailedToday = (studyId: number, on: string) =>
  notExists(
    sql`(select 1 from ${reminderMails} where ${reminderMails.studyId} = ${studyId} and ${reminderMails.memberId} = ${ev.memberId}
      and ${reminderMails.sentOn} = ${on})`,
  );

/**
 * The study's invited members who have not finished (an evaluation still to answer, their account enabled) and
 * got no reminder today; with `kind`/`day`, also none got that reminder yet.
 */
export const unfinishedMembers = (db: Db, studyId: number, on: string, already?: { kind: ReminderKind; day: string }) =>
  db
    .select({ evaluationId: ev.id, memberId: memberPerson.id, email: memberPerson.email, name: memberPerson.name, language: memberPerson.language })
    .from(ev)
    .innerJoin(memberPerson, eq(memberPerson.id, ev.memberId))
    .where(
      and(
        eq(ev.studyId, studyId),
        inArray(ev.state, ANSWERABLE_EVALUATION_STATES),
        eq(memberPerson.enabled, true),
        mailedToday(studyId, on),
        already
          ? notExists(
              sql`(select 1 from ${reminderMails} where ${reminderMails.studyId} = ${studyId} and ${reminderMails.memberId} = ${ev.memberId}
                and ${reminderMails.kind} = ${already.kind} and ${reminderMails.day} = ${already.day})`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(ev.id));

/** How many invited members have not finished (enabled accounts). */
export async function unfinishedCount(db: Db, studyId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ev)
    .innerJoin(memberPerson, eq(memberPerson.id, ev.memberId))
    .where(and(eq(ev.studyId, studyId), inArray(ev.state, ANSWERABLE_EVALUATION_STATES), eq(memberPerson.enabled, true)));
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

const criticalPlayer = and(eq(ev.state, 'finished'), eq(ev.squadRole, 'Player'), needLevelAtLeast('critical', ev.coefficient));

/**
 * Studies with critical results finished after the last alert covered (all of them before any alert): how many
 * are new, and the last finish among them (the next alert starts after it). Counts only, never who.
 */
export const studiesWithNewCriticalResults = (db: Db) => {
  const coveredUntil = sql`coalesce((select max(${studyMailDays.coveredUntil}) from ${studyMailDays}
    where ${studyMailDays.studyId} = ${ev.studyId} and ${studyMailDays.kind} = 'criticalAlert'), '-infinity'::timestamptz)`;
  return (
    db
      .select({
        studyId: ev.studyId,
        newCritical: sql<number>`count(*)::int`,
        lastFinishedAt: sql<string>`max(${ev.finishedAt})::text`,
      })
      .from(ev)
      // A week back at most: an installation that gets this feature does not alert on its whole history.
      .where(and(criticalPlayer, sql`${ev.finishedAt} > greatest(${coveredUntil}, now() - interval '7 days')`))
      .groupBy(ev.studyId)
      .orderBy(asc(ev.studyId))
  );
};

/** A study's finished players and, among them, the critical ones (the alert's counts). */
export async function studyResultCounts(db: Db, studyId: number) {
  const [row] = await db
    .select({
      finished: sql<number>`count(*)::int`,
      critical: sql<number>`(count(*) filter (where ${needLevelAtLeast('critical', ev.coefficient)}))::int`,
    })
    .from(ev)
    .where(and(eq(ev.studyId, studyId), eq(ev.state, 'finished'), eq(ev.squadRole, 'Player')));
  return { finished: Number(row?.finished ?? 0), critical: Number(row?.critical ?? 0) };
}

/** The club's current coaches with an enabled account (the alert's recipients). */
export const coachesOfClub = (db: Db, clubId: number) =>
  db
    .select({ memberId: memberPerson.id, email: memberPerson.email, name: memberPerson.name, language: memberPerson.language })
    .from(memberPerson)
    .where(and(activeCoachOfClub({ member: memberPerson.id, club: clubId }), eq(memberPerson.enabled, true)))
    .orderBy(asc(memberPerson.id));

/**
 * Whether the member may get one more study mail on `on` (STUDY_MAILS_PER_MEMBER_PER_DAY across all studies).
 * The member's row is locked first, so two sweeps or a sweep and a coach's reminder at once count one after the
 * other. Call it inside the transaction that claims the mail.
 */
export async function underDailyMailLimit(tx: Db, memberId: number, on: string): Promise<boolean> {
  await lockMember(tx, memberId);
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(reminderMails)
    .where(and(eq(reminderMails.memberId, memberId), eq(reminderMails.sentOn, on)));
  return Number(row?.n ?? 0) < STUDY_MAILS_PER_MEMBER_PER_DAY;
}

/** Why a coach's reminder would leave the study's invited members out, by reason (counts only). */
export async function reminderSkipCounts(db: Db, studyId: number, on: string) {
  const answerable = inArray(ev.state, ANSWERABLE_EVALUATION_STATES);
  const [row] = await db
    .select({
      finished: sql<number>`(count(*) filter (where not ${answerable}))::int`,
      disabled: sql<number>`(count(*) filter (where ${answerable} and not ${memberPerson.enabled}))::int`,
      mailedToday: sql<number>`(count(*) filter (where ${answerable} and ${memberPerson.enabled} and not ${mailedToday(studyId, on)}))::int`,
    })
    .from(ev)
    .innerJoin(memberPerson, eq(memberPerson.id, ev.memberId))
    .where(eq(ev.studyId, studyId));
  return { finished: Number(row?.finished ?? 0), disabled: Number(row?.disabled ?? 0), mailedToday: Number(row?.mailedToday ?? 0) };
}
