import { bandsInOrder, NEED_LEVEL_BANDS } from '@club-pulse/contracts/bands';
import { CASE_ESCALATION_HOURS } from '@club-pulse/contracts/cases';
import { needsSupport } from '@club-pulse/contracts/support';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { caseEvents, caseNotes, followUpCases } from './tables.ts';
import { memberPersonAs } from '../auth/index.ts';
import { clubPlace } from '../clubs/index.ts';
import { evaluationFacts as evaluation, needLevelAtLeast } from '../evaluations/index.ts';
import { hasNamesakeInClub } from '../members/index.ts';
import { activeCoachOfClub } from '../policies/index.ts';
import { studyPlace } from '../studies/index.ts';
import { helplineNumber, supportContactAs } from '../support/index.ts';

/** Every query of the follow-up cases. */

/** The lowest need level that opens a case (high: the levels that need support). */
const CASE_LEVEL = bandsInOrder(NEED_LEVEL_BANDS).find(needsSupport) ?? 'critical';

const player = memberPersonAs('case_player');
const ownerMember = memberPersonAs('case_owner_member');
const actor = memberPersonAs('case_actor');
const author = memberPersonAs('case_note_author');
const coach = memberPersonAs('club_coach');
const ownerContact = supportContactAs('case_owner_contact');
const referralContact = supportContactAs('case_referral_contact');

/** "The result is of need level `level` or higher", on the joined evaluation. */
const resultAtLeast = (level: Parameters<typeof needLevelAtLeast>[0]) => needLevelAtLeast(level, evaluation.coefficient);

/**
 * Opens a case for every finished player's high or critical result that has none (of one study, or all): called
 * before cases are read or swept, so that no result goes without one whichever path finished it. Idempotent.
 */
export async function openMissingCases(db: Db, studyId?: number) {
  await db.execute(sql`insert into ${followUpCases} (evaluation_id)
    select ${evaluation.id} from ${evaluation}
    where ${evaluation.state} = 'finished' and ${evaluation.squadRole} = 'Player' and ${resultAtLeast(CASE_LEVEL)}
      ${studyId === undefined ? sql`` : sql`and ${evaluation.studyId} = ${studyId}`}
      and not exists (select 1 from ${followUpCases} c where c.evaluation_id = ${evaluation.id})
    on conflict (evaluation_id) do nothing`);
}

const summaryColumns = {
  id: followUpCases.id,
  studyId: studyPlace.studyId,
  study: studyPlace.study,
  team: studyPlace.team,
  clubId: studyPlace.clubId,
  club: studyPlace.club,
  fullName: sql<string>`${player.name} || ' ' || ${player.surname}`,
  email: sql<string | null>`case when ${hasNamesakeInClub({ member: player, club: sql`${studyPlace.clubId}` })} then ${player.email} end`,
  coefficient: evaluation.coefficient,
  resultAt: evaluation.finishedAt,
  status: followUpCases.status,
  ownerMemberId: followUpCases.ownerMemberId,
  ownerMemberName: sql<string | null>`${ownerMember.name} || ' ' || ${ownerMember.surname}`,
  ownerContactId: followUpCases.ownerContactId,
  ownerContactName: ownerContact.name,
  nextStepOn: followUpCases.nextStepOn,
  referredAt: followUpCases.referredAt,
  lastActionAt: followUpCases.lastActionAt,
};

const selectCases = (db: Db) =>
  db
    .select(summaryColumns)
    .from(followUpCases)
    .innerJoin(evaluation, eq(evaluation.id, followUpCases.evaluationId))
    .innerJoin(player, eq(player.id, evaluation.memberId))
    .innerJoin(studyPlace, eq(studyPlace.studyId, evaluation.studyId))
    .leftJoin(ownerMember, eq(ownerMember.id, followUpCases.ownerMemberId))
    .leftJoin(ownerContact, eq(ownerContact.id, followUpCases.ownerContactId));
export type CaseRow = Awaited<ReturnType<typeof listCasesOfStudy>>[number];

/**
 * Critical before high (the level, not the score: a critical case of 76 waits no less than one of 90), then the
 * oldest result first, as the queue's introduction says.
 */
const queueOrder = [desc(resultAtLeast('critical')), asc(evaluation.finishedAt), asc(followUpCases.id)] as const;

export const listCasesOfStudy = (db: Db, studyId: number) =>
  selectCases(db)
    .where(eq(studyPlace.studyId, studyId))
    .orderBy(...queueOrder);

/** The open cases of every club the member coaches: the coach's queue. */
export const openCasesOfCoach = (db: Db, memberId: number) =>
  selectCases(db)
    .where(and(eq(followUpCases.status, 'open'), activeCoachOfClub({ member: memberId, club: sql`${studyPlace.clubId}` })))
    .orderBy(...queueOrder);

export async function findCase(db: Db, caseId: number) {
  const [row] = await db
    .select({
      ...summaryColumns,
      playerBirthDate: player.birthDate,
      nextStep: followUpCases.nextStep,
      referralContactId: followUpCases.referralContactId,
      referralContactName: referralContact.name,
      referralContactPhone: referralContact.phone,
      referralHelplineId: followUpCases.referralHelplineId,
      referralHelplineName: helplineNumber.name,
      referralHelplineNumber: helplineNumber.number,
    })
    .from(followUpCases)
    .innerJoin(evaluation, eq(evaluation.id, followUpCases.evaluationId))
    .innerJoin(player, eq(player.id, evaluation.memberId))
    .innerJoin(studyPlace, eq(studyPlace.studyId, evaluation.studyId))
    .leftJoin(ownerMember, eq(ownerMember.id, followUpCases.ownerMemberId))
    .leftJoin(ownerContact, eq(ownerContact.id, followUpCases.ownerContactId))
    .leftJoin(referralContact, eq(referralContact.id, followUpCases.referralContactId))
    .leftJoin(helplineNumber, eq(helplineNumber.id, followUpCases.referralHelplineId))
    .where(eq(followUpCases.id, caseId));
  return row;
}

export const historyOf = (db: Db, caseId: number) =>
  db
    .select({
      act: caseEvents.act,
      by: sql<string | null>`${actor.name} || ' ' || ${actor.surname}`,
      detail: caseEvents.detail,
      at: caseEvents.at,
    })
    .from(caseEvents)
    .leftJoin(actor, eq(actor.id, caseEvents.actorId))
    .where(eq(caseEvents.caseId, caseId))
    .orderBy(asc(caseEvents.at), asc(caseEvents.id));

/** The case's notes, newest first, each with its author's name (null once the account is deleted). */
export const notesOf = (db: Db, caseId: number) =>
  db
    .select({
      id: caseNotes.id,
      by: sql<string | null>`${author.name} || ' ' || ${author.surname}`,
      text: caseNotes.body,
      at: caseNotes.at,
    })
    .from(caseNotes)
    .leftJoin(author, eq(author.id, caseNotes.authorId))
    .where(eq(caseNotes.caseId, caseId))
    .orderBy(desc(caseNotes.at), desc(caseNotes.id));

/** The club's active coaches (who may own a case, and who hears of an escalation). */
export const coachesOfClub = (db: Db, clubId: number) =>
  db
    .select({
      id: coach.id,
      name: sql<string>`${coach.name} || ' ' || ${coach.surname}`,
      email: coach.email,
      language: coach.language,
    })
    .from(coach)
    .where(and(activeCoachOfClub({ member: coach.id, club: clubId }), eq(coach.enabled, true)))
    .orderBy(asc(coach.id));

export type CasePatch = Partial<typeof followUpCases.$inferInsert>;

/**
 * Applies one act: the change, the note it adds (if any), the history row, first and last act times; in the caller's
 * transaction.
 */
export async function applyAct(
  tx: Db,
  o: {
    caseId: number;
    patch: CasePatch;
    note?: string;
    act: (typeof caseEvents.$inferInsert)['act'];
    actorId: number;
    detail: string | null;
    at: Date;
  },
) {
  await tx
    .update(followUpCases)
    .set({ ...o.patch, lastActionAt: o.at, firstActionAt: sql`coalesce(${followUpCases.firstActionAt}, ${o.at.toISOString()}::timestamptz)` })
    .where(eq(followUpCases.id, o.caseId));
  if (o.note !== undefined) await tx.insert(caseNotes).values({ caseId: o.caseId, authorId: o.actorId, body: o.note, at: o.at });
  await tx.insert(caseEvents).values({ caseId: o.caseId, act: o.act, actorId: o.actorId, detail: o.detail, at: o.at });
}

/** Per club with cases: open cases, the median hours from result to first act, open cases quiet past the escalation delay. */
export async function statsByClub(db: Db, now: Date) {
  const cutoff = new Date(now.getTime() - CASE_ESCALATION_HOURS * 3600_000).toISOString();
  return db
    .select({
      clubId: studyPlace.clubId,
      club: studyPlace.club,
      open: sql<number>`count(*) filter (where ${followUpCases.status} = 'open')::int`,
      medianHours: sql<
        string | null
      >`percentile_cont(0.5) within group (order by extract(epoch from (${followUpCases.firstActionAt} - ${evaluation.finishedAt})) / 3600)
        filter (where ${followUpCases.firstActionAt} is not null)`,
      pastEscalation: sql<number>`count(*) filter (where ${followUpCases.status} = 'open'
        and coalesce(${followUpCases.lastActionAt}, ${evaluation.finishedAt}) <= ${cutoff}::timestamptz)::int`,
    })
    .from(followUpCases)
    .innerJoin(evaluation, eq(evaluation.id, followUpCases.evaluationId))
    .innerJoin(studyPlace, eq(studyPlace.studyId, evaluation.studyId))
    .groupBy(studyPlace.clubId, studyPlace.club)
    .orderBy(asc(studyPlace.club));
}

/**
 * Claims the critical open cases due for escalation at `now` and marks them escalated, in the caller's transaction:
 * the result is older than the delay, and the case has no owner or no act within the delay; a case escalated
 * once is due again only after a later act followed by the same quiet. The UPDATE's row locks make two instances
 * claiming at once claim each case once (the second re-checks the condition after the first committed).
 */
export async function claimEscalations(tx: Db, now: Date) {
  const at = now.toISOString();
  const cutoff = new Date(now.getTime() - CASE_ESCALATION_HOURS * 3600_000).toISOString();
  const quietSince = sql`coalesce(c.last_action_at, ${evaluation.finishedAt})`;
  const claimed = await rows<{ id: number; clubId: number; unowned: boolean }>(
    tx,
    sql`update ${followUpCases} c set escalated_at = ${at}::timestamptz
    from ${evaluation}, ${studyPlace}
    where ${evaluation.id} = c.evaluation_id and ${studyPlace.studyId} = ${evaluation.studyId}
      and c.status = 'open' and ${resultAtLeast('critical')} and ${evaluation.finishedAt} <= ${cutoff}::timestamptz
      and ((c.owner_member_id is null and c.owner_contact_id is null) or ${quietSince} <= ${cutoff}::timestamptz)
      and (c.escalated_at is null or (c.last_action_at > c.escalated_at and c.last_action_at <= ${cutoff}::timestamptz))
    returning c.id, ${studyPlace.clubId} as "clubId", (c.owner_member_id is null and c.owner_contact_id is null) as "unowned"`,
  );
  return claimed.map((r) => ({ id: Number(r.id), clubId: Number(r.clubId), unowned: Boolean(r.unowned) }));
}

/** Claims the open, owned cases whose next-step date has passed and whose owner was not reminded of that date. */
export async function claimNextStepReminders(tx: Db, today: string) {
  const claimed = await rows<{ id: number; ownerMemberId: number | null; ownerContactId: number | null; nextStepOn: string | Date }>(
    tx,
    sql`update ${followUpCases} c set next_step_reminded_on = c.next_step_on
    where c.status = 'open' and c.next_step_on < ${today}::date
      and (c.owner_member_id is not null or c.owner_contact_id is not null)
      and c.next_step_reminded_on is distinct from c.next_step_on
    returning c.id, c.owner_member_id as "ownerMemberId", c.owner_contact_id as "ownerContactId", c.next_step_on as "nextStepOn"`,
  );
  return claimed.map((r) => ({
    id: Number(r.id),
    ownerMemberId: r.ownerMemberId === null ? null : Number(r.ownerMemberId),
    ownerContactId: r.ownerContactId === null ? null : Number(r.ownerContactId),
    nextStepOn: r.nextStepOn instanceof Date ? r.nextStepOn.toISOString().slice(0, 10) : String(r.nextStepOn).slice(0, 10),
  }));
}

export async function clubNames(db: Db, clubIds: number[]) {
  if (clubIds.length === 0) return [];
  return db.select({ id: clubPlace.id, name: clubPlace.name }).from(clubPlace).where(inArray(clubPlace.id, clubIds));
}

export async function memberById(db: Db, id: number) {
  const [row] = await db
    .select({ email: ownerMember.email, name: ownerMember.name, language: ownerMember.language, enabled: ownerMember.enabled })
    .from(ownerMember)
    .where(eq(ownerMember.id, id));
  return row;
}
export async function contactById(db: Db, id: number) {
  const [row] = await db
    .select({ email: ownerContact.email, name: ownerContact.name, languages: ownerContact.languages })
    .from(ownerContact)
    .where(eq(ownerContact.id, id));
  return row;
}
export async function clubOfCase(db: Db, caseId: number): Promise<{ clubId: number; club: string; team: string } | undefined> {
  const [row] = await db
    .select({ clubId: studyPlace.clubId, club: studyPlace.club, team: studyPlace.team })
    .from(followUpCases)
    .innerJoin(evaluation, eq(evaluation.id, followUpCases.evaluationId))
    .innerJoin(studyPlace, eq(studyPlace.studyId, evaluation.studyId))
    .where(eq(followUpCases.id, caseId));
  return row;
}

/** Open cases, and the critical ones among them: the operator's numbers (no club, no name). */
export async function openCaseCounts(db: Db): Promise<{ openCases: number; openCriticalCases: number }> {
  const [row] = await db
    .select({
      openCases: sql<number>`count(*)::int`,
      openCriticalCases: sql<number>`count(*) filter (where ${resultAtLeast('critical')})::int`,
    })
    .from(followUpCases)
    .innerJoin(evaluation, eq(evaluation.id, followUpCases.evaluationId))
    .where(eq(followUpCases.status, 'open'));
  return { openCases: Number(row?.openCases ?? 0), openCriticalCases: Number(row?.openCriticalCases ?? 0) };
}
