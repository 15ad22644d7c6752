import type { Language } from '@club-pulse/contracts/constants';
import type { IndividualReport, ReportHelp } from '@club-pulse/contracts/reports';
import { scoreEvaluation } from '@club-pulse/contracts/scoring';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './evaluations.repository.ts';

/**
 * The personal report of a finished evaluation, in `language`. No ownership check here: the player's route
 * checks that the caller owns the evaluation, the admin route that the caller is an admin.
 * The key-term scores are computed with the scoring module over the stored answers (one query), so the
 * report always equals what the module gives for those answers. An unfinished evaluation has no report (404).
 */
export async function getIndividualReport(db: Db, evaluationId: number, language: Language): Promise<IndividualReport> {
  const evaluation = await repo.findEvaluation(db, evaluationId);
  if (evaluation?.state !== 'finished') throw new AppError('NotFound');
  const rows = await repo.scoredAnswers(db, evaluation.id, language);
  const score = scoreEvaluation(rows);
  const names = new Map(rows.map((r) => [r.keyTerm, r.keyTermName]));
  return {
    evaluationId: evaluation.id,
    study: evaluation.study,
    club: evaluation.club,
    team: evaluation.team,
    quiz: evaluation.quiz,
    finishedAt: evaluation.finishedAt?.toISOString() ?? null,
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
  const evaluation = await repo.findEvaluation(db, evaluationId);
  if (!evaluation) throw new AppError('NotFound');
  return { keyTerms: await repo.quizKeyTerms(db, evaluation.quizId, language) };
}
