import type { Language } from '@club-pulse/contracts/constants';
import { needLevelOf } from '@club-pulse/contracts/scoring';
import { type MyHistoryEntry, TEAM_TRENDS_MAX_STUDIES, type TeamTrends } from '@club-pulse/contracts/trends';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { GroupReportReader } from '../policies/index.ts';
import { getGroupReport } from '../reports/index.ts';
import { listOwnFinished } from '../evaluations/index.ts';
import { listGroupStudyIds } from '../studies/index.ts';
import { findStudyGroupWithClub } from '../study-groups/index.ts';

/**
 * A team's studies over time. Each study's figures are read through its own group report, so every
 * gate of that report holds here unchanged (the key-term summary only with more than 5 finished players, figures
 * released in steps of 6, no answer, no person's key-term score): a trend shows nothing the reports do not. Reading
 * the trend is reading each report, releases included.
 */
export async function teamTrends(db: Db, studyGroupId: number, lang: Language, reader: GroupReportReader): Promise<TeamTrends> {
  const group = await findStudyGroupWithClub(db, studyGroupId);
  if (!group) throw new AppError('NotFound');
  // Bounded whatever the number of studies: each one read is a whole group report.
  const ids = await listGroupStudyIds(db, studyGroupId, TEAM_TRENDS_MAX_STUDIES);
  const reports = [];
  // One after another: each report takes the study's lock when it releases figures.
  for (const id of ids) reports.push(await getGroupReport(db, id, lang, reader));
  const keyTerms = new Map<string, string>();
  for (const report of reports) for (const k of report.keyTermSummary ?? []) if (!keyTerms.has(k.keyTerm)) keyTerms.set(k.keyTerm, k.name);
  return {
    studyGroup: group,
    studies: reports.map((r) => ({
      id: r.study.id,
      description: r.study.description,
      state: r.study.state as TeamTrends['studies'][number]['state'],
      startDate: r.study.startDate,
      dueDate: r.study.dueDate,
      players: r.players,
      needLevelTotals: r.needLevelTotals,
      keyTerms: r.keyTermSummary?.map((k) => ({ keyTerm: k.keyTerm, name: k.name, avg: k.avg })) ?? null,
    })),
    keyTerms: [...keyTerms].map(([keyTerm, name]) => ({ keyTerm, name })),
  };
}

/** One's own results across studies, oldest first: each finished evaluation's coefficient and need level. */
export async function myHistory(db: Db, memberId: number): Promise<MyHistoryEntry[]> {
  const rows = await listOwnFinished(db, memberId);
  return rows.map((r) => {
    const coefficient = r.coefficient;
    return {
      evaluationId: r.evaluationId,
      study: r.study,
      club: r.club,
      team: r.team,
      finishedAt: (r.finishedAt as Date).toISOString(),
      coefficient,
      needLevel: coefficient === null ? null : needLevelOf(coefficient),
    };
  });
}
