import { KEY_TERM_SUMMARY_MIN_PLAYERS_EXCLUSIVE, type Language, SUMMARY_RELEASE_STEP } from '@club-pulse/contracts/constants';
import { AgeGroup, NeedLevel } from '@club-pulse/contracts/enums';
import type { GroupReport, ReleaseStatus } from '@club-pulse/contracts/reports';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { effectiveStudyState } from '@club-pulse/contracts/study-rules';
import { today } from '../../lib/dates.ts';
import * as releases from './group-report-releases.repository.ts';
import type { GroupReportReader } from '../policies/index.ts';
import * as repo from './group-report.repository.ts';
import { answerRetentionOf } from '../retention/index.ts';
import { answerRetentionMonthsOf } from '../setup/index.ts';

/** The breakdown's group of the players whose birth date is unknown, and of the coaches. */
const UNKNOWN_AGE_GROUP = releases.UNKNOWN_AGE;
const COACHES_CELL = 'coaches';

/**
 * The group report of a study (docs/design.md#reports). `viewer`: the reader (policies'
 * `groupReportReader`): a member answers 404 for an unknown study and 403 unless they coach the study's club
 * (`mayReadGroupReportSql`, carried by every query of the report); the admin reads every report.
 * Never contains an answer, an item or one person's key-term score: only each player's overall
 * coefficient and need level, and aggregates. The aggregates (key-term summary, breakdown averages) are the
 * released ones (docs/decisions/0004): a read first releases every cell with at least SUMMARY_RELEASE_STEP new
 * answers with a value, so no figure a coach sees moves by fewer than that many people, whatever the order
 * of reads, finishes, removals and deletions.
 */
export async function getGroupReport(
  db: Db,
  studyId: number,
  lang: Language,
  viewer: GroupReportReader,
  /** Awaited before the report writes (a release): the caller's session check, when it runs beside the reads. */
  beforeWrite: () => Promise<unknown> = async () => undefined,
): Promise<GroupReport> {
  // The three queries run at once (on PostgreSQL, on three connections), together with the access check:
  // each carries the same access condition, so for a caller who may not read the report they compute
  // nothing (see mayReadGroupReportSql in the policies). The released figures are read before knowing whether the
  // key-term summary may be shown, and dropped below when it may not: they never leave the server.
  const [study, { candidates, cells, levelCounts }, firstRead] = await Promise.all([
    repo.findReportStudy(db, studyId, viewer),
    repo.listPeopleFigures(db, studyId, viewer),
    releases.readReleasedFigures(db, studyId, lang, SUMMARY_RELEASE_STEP, viewer),
  ]);
  if (!study) throw new AppError('NotFound');
  if (!study.mayRead) throw new AppError('Forbidden');
  // Cells with enough new answers are released now, under the study's lock (a second, simultaneous read
  // waits and finds them released), then read again in the same transaction. Once the study's answers are
  // deleted nothing is released any more: the report keeps what the releases had shown (docs/decisions/0008).
  const answerRetention = answerRetentionOf(study, answerRetentionMonthsOf(study.answerRetentionSetting));
  const releasing = !answerRetention.deletedAt && firstRead.cells.some((c) => c.releasable);
  if (releasing) await beforeWrite();
  const released = releasing ? await releases.releaseFreshContributions(db, studyId, lang, SUMMARY_RELEASE_STEP, viewer) : firstRead;
  const cellOf = new Map(released.cells.map((c) => [c.cell, c]));

  const sum = (role: 'Coach' | 'Player', key: 'invited' | 'answered') => cells.filter((c) => c.role === role).reduce((n, c) => n + c[key], 0);
  const players = { invited: sum('Player', 'invited'), answered: sum('Player', 'answered') };
  const coaches = { invited: sum('Coach', 'invited'), answered: sum('Coach', 'answered') };

  const ageOrder = [...AgeGroup.options, null];
  const playerCells = cells.filter((c) => c.role === 'Player').map((c) => ({ group: c.ageGroup ?? UNKNOWN_AGE_GROUP, answered: c.answered }));
  // An age group whose average was released stays listed after its members left: a released figure stays.
  for (const cell of released.cells) {
    const group = releases.ageGroupOfCell(cell.cell);
    if (group && cell.contributors > 0 && !playerCells.some((c) => c.group === group)) playerCells.push({ group, answered: 0 });
  }
  const rank = (group: string) => ageOrder.indexOf(group === UNKNOWN_AGE_GROUP ? null : (group as AgeGroup));
  const averageCell = (group: string, answered: number, cell: releases.ReleasedCellRow | undefined) => ({
    group,
    answered,
    avgCoefficient: cell?.avg ?? null,
    release: releaseStatus(cell),
  });
  const breakdown = [
    ...playerCells
      .sort((a, b) => rank(a.group) - rank(b.group))
      .map((c) => averageCell(c.group, c.answered, cellOf.get(releases.playerAgeCell(c.group)))),
    averageCell(COACHES_CELL, coaches.answered, cellOf.get(releases.COACHES_COEFFICIENT_CELL)),
  ];

  const levelOrder = NeedLevel.options;
  const needLevelCounts = levelCounts
    .filter((r): r is typeof r & { ageGroup: AgeGroup } => r.ageGroup !== null)
    .sort((a, b) => ageOrder.indexOf(a.ageGroup) - ageOrder.indexOf(b.ageGroup) || levelOrder.indexOf(a.needLevel) - levelOrder.indexOf(b.needLevel));
  const needLevelTotals = levelOrder.map((needLevel) => ({
    needLevel,
    count: levelCounts.filter((r) => r.needLevel === needLevel).reduce((n, r) => n + r.count, 0),
  }));

  // The key-term summary only for a quiz with the KPIs flag and MORE than 5 finished players (spec §9); each
  // key term's figures only from its release (at least 6 players who answered it).
  let keyTermSummary: GroupReport['keyTermSummary'] = null;
  if (study.hasKeyTermSummary && players.answered > KEY_TERM_SUMMARY_MIN_PLAYERS_EXCLUSIVE) {
    keyTermSummary = released.keyTerms.map((kt) => {
      const p = cellOf.get(releases.keyTermCell('Player', kt.id));
      const c = cellOf.get(releases.keyTermCell('Coach', kt.id));
      return {
        keyTerm: kt.keyTerm,
        name: kt.name,
        players: p?.contributors ?? 0,
        coaches: c?.releasedAt ? c.contributors : null,
        avg: p?.avg ?? null,
        min: p?.min ?? null,
        max: p?.max ?? null,
        ratioAnswered: p?.seen ? Math.round((p.contributors / p.seen) * 1000) / 1000 : null,
        release: releaseStatus(p),
      };
    });
  }

  return {
    study: {
      id: study.id,
      description: study.description,
      state: effectiveStudyState(study, today()),
      quiz: study.quiz,
      club: study.club,
      team: study.team,
      startDate: study.startDate,
      dueDate: study.dueDate,
      hasKeyTermSummary: study.hasKeyTermSummary,
    },
    answerRetention,
    players,
    coaches,
    candidates,
    needLevelCounts,
    needLevelTotals,
    breakdown,
    keyTermSummary,
  };
}

/** What the screen says about a released cell: its date, how many are in it, how many wait, how many more it needs. */
function releaseStatus(cell: releases.ReleasedCellRow | undefined): ReleaseStatus {
  const waiting = cell?.waiting ?? 0;
  return {
    releasedAt: cell?.releasedAt ? new Date(cell.releasedAt).toISOString() : null,
    included: cell?.contributors ?? 0,
    waiting,
    // "At least": a waiting answer without a value for the cell (all "not relevant") does not count.
    neededForUpdate: Math.max(1, SUMMARY_RELEASE_STEP - waiting),
  };
}
