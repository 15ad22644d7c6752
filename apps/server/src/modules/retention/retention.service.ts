import { type AnswerRetention, answersAreDue, answersDeletionDate } from '@club-pulse/contracts/retention';
import { today } from '../../lib/dates.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { recordAudit } from '../audit/index.ts';
import { answerRetentionMonths } from '../setup/index.ts';
import * as repo from './retention.repository.ts';
import type { RetentionOwners } from './retention.repository.ts';

export type RetentionSweepResult = {
  /** Studies whose answers this pass deleted. */
  studies: number;
  /** Answers deleted. */
  answers: number;
};

/** The audit action of one study's answers deleted by the job (its actor is null: nobody, the installation's policy). */
export const ANSWERS_DELETED = 'study.answersDeleted';

/**
 * The retention pass at `now`, run by the job engine (modules/reminders/scheduler.ts): deletes the answers of every
 * study whose due date is the installation's retention period ago or more (docs/decisions/0008), one study per
 * transaction, each audited in the same transaction. Studies already done are skipped, so a pass can run any
 * number of times on any number of instances at once: each study's answers go once, with one audit event.
 * `owners`: the studies' and answers' owners' functions, handed over by app.ts.
 */
export async function sweepRetention(deps: AppDeps, now: Date, owners: RetentionOwners): Promise<RetentionSweepResult> {
  const months = await answerRetentionMonths(deps.db);
  const day = today(now);
  const due = (await owners.studiesWithAnswersKept(deps.db, day)).filter((s) => answersAreDue(s.dueDate, months, day));
  const result: RetentionSweepResult = { studies: 0, answers: 0 };
  for (const study of due) {
    const done = await deps.db.transaction(async (tx) => {
      const deleted = await repo.deleteAnswersOfStudy(tx, owners, study.id, now);
      if (deleted) await recordAudit(tx, null, ANSWERS_DELETED, `study:${study.id}`);
      return deleted;
    });
    if (!done) continue;
    result.studies++;
    result.answers += done.answers;
  }
  return result;
}

/** What a report or a list says about a study's answers: the day they are deleted on, and when they were. */
export function answerRetentionOf(study: { dueDate: string; answersDeletedAt: Date | string | null }, months: number): AnswerRetention {
  const deletedAt = study.answersDeletedAt === null ? null : new Date(study.answersDeletedAt).toISOString();
  return { deleteOn: deletedAt ? deletedAt.slice(0, 10) : answersDeletionDate(study.dueDate, months), deletedAt };
}
