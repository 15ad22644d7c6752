/**
 * The retention of answers (docs/decisions/0008): the job's pass (`sweepRetention`, run by the job engine of
 * modules/reminders) deletes a study's answers once the installation's retention period after its due date has
 * passed, and audits it; `answerRetentionOf` is what reports and lists say about it. The period is an
 * installation setting (modules/setup). No routes of its own. The studies and evaluations modules own the tables it
 * deletes from and are above it (they ask `answerRetentionOf`): app.ts hands their functions over (`RetentionOwners`).
 */
export type { RetentionOwners } from './retention.repository.ts';
export { ANSWERS_DELETED, answerRetentionOf, type RetentionSweepResult, sweepRetention } from './retention.service.ts';
