import {
  nextManualReminderOn,
  type ReminderKind,
  type ReminderSkips,
  type StudyRemindersResponse,
  scheduledReminderOn,
} from '@club-pulse/contracts/reminders';
import { studyAcceptsAnswers } from '@club-pulse/contracts/study-rules';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { today } from '../../lib/dates.ts';
import type { AppDeps } from '../../lib/deps.ts';
import type { Mail } from '../../lib/mailer.ts';
import { criticalAlertMail, reminderMail } from './reminder-mails.ts';
import * as repo from './reminders.repository.ts';
import { recordAudit } from '../audit/index.ts';

/**
 * Reminders and the coaches' critical alerts. Every decision reads the database's state and the day
 * of `now` (the scheduler's clock, which tests move), never memory: whichever instance sweeps, and however often,
 * the ledger's keys (reminder_mails, study_mail_days) let each mail be queued once, in the same transaction as
 * its ledger row.
 */

/** Who may be reminded by mail, and where the link lands. */
type Recipient = { email: string; name: string; language: string };

/**
 * Runs `work` in one transaction with a `queue` for mails: with the outbox, each mail is written in that
 * transaction (queued if and only if the ledger rows commit), then delivered; with another mailer (files,
 * tests), sent after the commit.
 */
export async function withMails<T>(deps: AppDeps, work: (tx: Db, queue: (mail: Mail) => Promise<void>) => Promise<T>): Promise<T> {
  const { mailer } = deps;
  const later: Mail[] = [];
  const result = await deps.db.transaction(async (tx) =>
    work(tx as unknown as Db, async (mail) => {
      if (mailer.enqueue) await mailer.enqueue(tx as unknown as Db, mail);
      else later.push(mail);
    }),
  );
  for (const mail of later) await mailer.send(mail);
  return result;
}

const continueLink = (deps: AppDeps, evaluationId: number) => new URL(`/evaluations/${evaluationId}/continue`, deps.config.publicUrl).toString();
const reportLink = (deps: AppDeps, studyId: number) => new URL(`/studies/${studyId}/report`, deps.config.publicUrl).toString();

/** Queues one reminder for a member, unless its ledger row exists; answers whether it was queued. */
async function remindOnce(
  deps: AppDeps,
  study: repo.ReminderStudy,
  member: Recipient & { memberId: number; evaluationId: number },
  r: { kind: ReminderKind; day: string; on: string },
): Promise<boolean> {
  return withMails(deps, async (tx, queue) => {
    // Past the member's daily limit the mail waits: the next pass on a later day finds it due again, unclaimed.
    if (!(await repo.underDailyMailLimit(tx, member.memberId, r.on))) return false;
    const claimed = await repo.claimReminder(tx, { studyId: study.id, memberId: member.memberId, kind: r.kind, day: r.day, sentOn: r.on });
    if (claimed) await queue(reminderMail(member, r.kind, study, continueLink(deps, member.evaluationId)));
    return claimed;
  });
}

export interface SweepResult {
  reminders: number;
  alerts: number;
}

/**
 * The scheduler's pass at `now`: the reminder due today for every unfinished member of every running study
 * (none after they finished, none once the study is closed, finished or cancelled), then the critical alerts.
 */
export async function sweep(deps: AppDeps, now: Date): Promise<SweepResult> {
  const on = today(now);
  let reminders = 0;
  for (const study of await repo.runningStudiesOn(deps.db, on)) {
    const due = scheduledReminderOn(study, on);
    if (!due) continue;
    for (const member of await repo.unfinishedMembers(deps.db, study.id, on, due)) {
      if (await remindOnce(deps, study, member, { ...due, on })) reminders++;
    }
  }
  const alerts = await sendCriticalAlerts(deps, on);
  if (reminders + alerts > 0) await deps.mailer.deliverDue?.();
  return { reminders, alerts };
}

/**
 * A mail to the club's coaches for each study with critical results finished since its last alert, at most
 * once a day per study (study_mail_days): how many are new, how many in all, how many finished; no name.
 */
async function sendCriticalAlerts(deps: AppDeps, on: string): Promise<number> {
  let mails = 0;
  for (const pending of await repo.studiesWithNewCriticalResults(deps.db)) {
    const study = await repo.findStudy(deps.db, pending.studyId);
    if (!study || study.state === 'cancelled') continue;
    const counts = { newCritical: pending.newCritical, ...(await repo.studyResultCounts(deps.db, study.id)) };
    const coaches = await repo.coachesOfClub(deps.db, study.clubId);
    mails += await withMails(deps, async (tx, queue) => {
      const claimed = await repo.claimStudyMailDay(tx, {
        studyId: study.id,
        kind: 'criticalAlert',
        day: on,
        count: pending.newCritical,
        coveredUntil: pending.lastFinishedAt,
      });
      if (!claimed) return 0;
      for (const coach of coaches) await queue(criticalAlertMail(coach, study, counts, reportLink(deps, study.id)));
      return coaches.length;
    });
  }
  return mails;
}

async function requireStudy(db: Db, studyId: number) {
  const study = await repo.findStudy(db, studyId);
  if (!study) throw new AppError('NotFound');
  return study;
}

/** The coach's reminder state of a study on the day of `now`. */
export async function reminderState(deps: AppDeps, studyId: number, now: Date): Promise<StudyRemindersResponse> {
  const on = today(now);
  const study = await requireStudy(deps.db, studyId);
  const lastSentOn = await repo.lastManualReminderDay(deps.db, studyId);
  const nextPossibleOn = nextManualReminderOn(lastSentOn, on);
  const acceptsAnswers = studyAcceptsAnswers(study, on);
  const unfinished = await repo.unfinishedCount(deps.db, studyId);
  return { studyId, unfinished, lastSentOn, nextPossibleOn, acceptsAnswers, canSendNow: acceptsAnswers && nextPossibleOn === on };
}

/**
 * A coach's "send a reminder now": a mail to every unfinished member who got none about this study today and is
 * under the daily limit of study mails, once a day per study (the day's row decides, so two coaches pressing at
 * once send one). The answer counts who was left out and why; when that is everybody, nothing is sent and the
 * day's reminder stays unused. 409 StudyNotAccepting when the study does
 * not take answers today, 409 ReminderAlreadySentToday (saying from when) after the day's reminder.
 */
export async function remindNow(deps: AppDeps, coachId: number, studyId: number, now: Date) {
  const on = today(now);
  const study = await requireStudy(deps.db, studyId);
  if (!studyAcceptsAnswers(study, on)) throw new AppError('StudyNotAccepting');
  const alreadySent = () => new AppError('ReminderAlreadySentToday', { message: alreadySentMessage(nextManualReminderOn(on, on)) });
  // The day's reminder used already: said first, whoever would be left out now.
  if ((await repo.lastManualReminderDay(deps.db, studyId)) === on) throw alreadySent();
  const members = await repo.unfinishedMembers(deps.db, studyId, on);
  const counts = await repo.reminderSkipCounts(deps.db, studyId, on);
  const result = await withMails(deps, async (tx, queue) => {
    const reachable = [];
    for (const member of members) if (await repo.underDailyMailLimit(tx, member.memberId, on)) reachable.push(member);
    const skipped: ReminderSkips = { ...counts, dailyLimit: members.length - reachable.length };
    // Nobody to mail: nothing is claimed, so the coach keeps the day's reminder for later.
    if (reachable.length === 0) return { sent: 0, skipped };
    if (!(await repo.claimStudyMailDay(tx, { studyId, kind: 'reminder', day: on, count: reachable.length, createdBy: coachId }))) return null;
    let sent = 0;
    for (const member of reachable) {
      if (!(await repo.claimReminder(tx, { studyId, memberId: member.memberId, kind: 'manual', day: on, sentOn: on }))) continue;
      await queue(reminderMail(member, 'manual', study, continueLink(deps, member.evaluationId)));
      sent++;
    }
    return { sent, skipped };
  });
  if (result === null) throw alreadySent();
  if (result.sent > 0) await recordAudit(deps.db, coachId, 'study.remind', `study:${studyId} sent:${result.sent}`, study.description);
  if (result.sent > 0) await deps.mailer.deliverDue?.();
  return { ...(await reminderState(deps, studyId, now)), ...result };
}

const alreadySentMessage = (nextOn: string) => `A reminder for this study was already sent today; the next one is possible on ${nextOn} (UTC)`;
