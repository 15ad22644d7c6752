import { DEFAULT_LANGUAGE, KEY_TERM_SUMMARY_MIN_PLAYERS_EXCLUSIVE, type Language, MIN_CELL_SIZE_FOR_AVERAGES } from '@club-pulse/contracts/constants';
import { AgeGroup, NeedLevel } from '@club-pulse/contracts/enums';
import type { GroupReport } from '@club-pulse/contracts/reports';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { effectiveStudyState } from '../../lib/study-rules.ts';
import * as repo from './group-report.repository.ts';

/** Breakdown cell of the players whose birth date is unknown, and of the coaches. */
export const UNKNOWN_AGE_GROUP = 'unknown';
export const COACHES_CELL = 'coaches';

/**
 * The group report of a study (DESIGN §5, §5.1). `viewer`: the coach asking (manager route): answers 404 for
 * an unknown study and 403 unless the member coaches the study's club, with the rule of requireCoachOfStudy;
 * 'unchecked' for the admin route, whose caller is checked before.
 * Never contains an answer, an item or one person's key-term score: only each player's overall
 * coefficient and need level, and aggregates.
 */
export async function getGroupReport(
  db: Db,
  studyId: number,
  lang: Language = DEFAULT_LANGUAGE,
  viewer: repo.ReportViewer = 'unchecked',
): Promise<GroupReport> {
  // The three queries run at once (on PostgreSQL, on three connections), together with the access check:
  // each carries the same access condition, so for a caller who may not read the report they compute
  // nothing (see mayRead in the repository). The key-term summary is computed before knowing whether it may
  // be shown, and dropped below when it may not: it never leaves the server.
  const [study, { candidates, cells, levelCounts }, summaryRows] = await Promise.all([
    repo.findReportStudy(db, studyId, viewer),
    repo.listPeopleFigures(db, studyId, MIN_CELL_SIZE_FOR_AVERAGES, viewer),
    repo.listKeyTermSummary(db, studyId, lang, viewer),
  ]);
  if (!study) throw new AppError('NotFound');
  if (!study.mayRead) throw new AppError('Forbidden');

  const sum = (role: 'Coach' | 'Player', key: 'invited' | 'answered') =>
    cells.filter((c) => c.role === role).reduce((n, c) => n + c[key], 0);
  const players = { invited: sum('Player', 'invited'), answered: sum('Player', 'answered') };
  const coaches = { invited: sum('Coach', 'invited'), answered: sum('Coach', 'answered') };

  const ageOrder = [...AgeGroup.options, null];
  const breakdown = [
    ...cells
      .filter((c) => c.role === 'Player')
      .sort((a, b) => ageOrder.indexOf(a.ageGroup) - ageOrder.indexOf(b.ageGroup))
      .map((c) => ({ group: c.ageGroup ?? UNKNOWN_AGE_GROUP, answered: c.answered, avgCoefficient: c.avgCoefficient })),
    {
      group: COACHES_CELL,
      answered: coaches.answered,
      avgCoefficient: cells.find((c) => c.role === 'Coach')?.avgCoefficient ?? null,
    },
  ];

  const levelOrder = NeedLevel.options;
  const needLevelCounts = levelCounts
    .filter((r): r is typeof r & { ageGroup: AgeGroup } => r.ageGroup !== null)
    .sort((a, b) => ageOrder.indexOf(a.ageGroup) - ageOrder.indexOf(b.ageGroup) || levelOrder.indexOf(a.needLevel) - levelOrder.indexOf(b.needLevel));
  const needLevelTotals = levelOrder.map((needLevel) => ({
    needLevel,
    count: levelCounts.filter((r) => r.needLevel === needLevel).reduce((n, r) => n + r.count, 0),
  }));

  // The key-term summary only for a quiz with the KPIs flag and MORE than 5 finished players (spec §9).
  let keyTermSummary: GroupReport['keyTermSummary'] = null;
  if (study.hasKeyTermSummary && players.answered > KEY_TERM_SUMMARY_MIN_PLAYERS_EXCLUSIVE) {
    keyTermSummary = summaryRows.map((r) => ({
      ...r,
      ratioAnswered: players.invited === 0 ? 0 : Math.round((r.players / players.invited) * 1000) / 1000,
    }));
  }

  return {
    study: {
      id: study.id,
      description: study.description,
      state: effectiveStudyState(study),
      quiz: study.quiz,
      club: study.club,
      team: study.team,
      startDate: study.startDate,
      dueDate: study.dueDate,
      hasKeyTermSummary: study.hasKeyTermSummary,
    },
    players,
    coaches,
    candidates,
    needLevelCounts,
    needLevelTotals,
    breakdown,
    keyTermSummary,
  };
}
