import type { Language } from '@club-pulse/contracts/constants';
import type { AdminIndividualReport, IndividualReport, ReportHelp } from '@club-pulse/contracts/reports';
import { needLevelOf, type ScoredItem, scoreEvaluation } from '@club-pulse/contracts/scoring';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findMemberById } from '../auth/index.ts';
import { findEvaluation, scoredAnswers } from '../evaluations/index.ts';
import { quizKeyTerms } from '../quizzes/index.ts';
import { answerRetentionOf } from '../retention/index.ts';
import { answerRetentionMonths } from '../setup/index.ts';
import { timeZoneOfStudy } from './club-time-zone.repository.ts';

/**
 * The personal report of a finished evaluation, in `language`. Who may read it is the route's permission
 * (its owner on the player's route, `readEvaluation`; any admin on the admin's, audited there).
 * The key-term scores are computed with the scoring module over the stored answers (one query), so the
 * report always equals what the module gives for those answers. An unfinished evaluation has no report (404).
 * Once the study's answers are deleted (docs/decisions/0008) the report keeps the coefficient and need level stored
 * at finish, and has no key terms.
 */
export async function getIndividualReport(db: Db, evaluationId: number, language: Language): Promise<IndividualReport> {
  const evaluation = await findEvaluation(db, evaluationId);
  if (evaluation?.state !== 'finished') throw new AppError('NotFound');
  const answerRetention = answerRetentionOf(evaluation, await answerRetentionMonths(db));
  return {
    evaluationId: evaluation.id,
    study: evaluation.study,
    club: evaluation.club,
    team: evaluation.team,
    quiz: evaluation.quiz,
    finishedAt: evaluation.finishedAt?.toISOString() ?? null,
    timeZone: await timeZoneOfStudy(db, evaluation.studyId),
    ...(answerRetention.deletedAt ? storedFigures(evaluation.coefficient) : reportFigures(await scoredAnswers(db, evaluation.id, language))),
    answerRetention,
  };
}

/** The figures left of an evaluation whose answers are deleted: the coefficient stored at finish and its need level. */
function storedFigures(coefficient: number | null) {
  return { coefficient, needLevel: coefficient === null ? null : needLevelOf(coefficient), lowConfidence: false, keyTerms: [] };
}

/** The same report for a platform admin, with the name of the player (or coach) whose report it is. */
export async function getAdminIndividualReport(db: Db, evaluationId: number, language: Language): Promise<AdminIndividualReport> {
  const [report, evaluation] = await Promise.all([getIndividualReport(db, evaluationId, language), findEvaluation(db, evaluationId)]);
  // The member through its owner (auth): the evaluation names them, the report found the evaluation.
  const owner = evaluation && (await findMemberById(db, evaluation.memberId));
  return { ...report, player: owner ? `${owner.name} ${owner.surname}`.trim() : '' };
}

/**
 * The figures of a finished evaluation from its scored answers: coefficient, need level, confidence, and
 * each key term's score and theme level under its name. The personal report's, and the data download's.
 */
export function reportFigures(items: Array<ScoredItem & { keyTermName: string }>) {
  const score = scoreEvaluation(items);
  const names = new Map(items.map((r) => [r.keyTerm, r.keyTermName]));
  return {
    coefficient: score.coefficient,
    needLevel: score.needLevel,
    lowConfidence: score.lowConfidence,
    keyTerms: score.keyTerms.map((k) => ({
      code: k.keyTerm,
      name: names.get(k.keyTerm) ?? k.keyTerm,
      score: k.score,
      themeLevel: k.themeLevel,
      answered: k.answered,
      notApplicable: k.notApplicable,
    })),
  };
}

/** What each key term of the evaluation's quiz means, in `language`. No ownership check (see above). */
export async function getReportHelp(db: Db, evaluationId: number, language: Language): Promise<ReportHelp> {
  const evaluation = await findEvaluation(db, evaluationId);
  if (!evaluation) throw new AppError('NotFound');
  return { keyTerms: await quizKeyTerms(db, evaluation.quizId, language) };
}
