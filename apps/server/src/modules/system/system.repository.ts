import { QUIET_STUDIES_LISTED } from '@club-pulse/contracts/constants';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountCounts } from '../accounts/index.ts';
import { memberCounts } from '../auth/index.ts';
import { clubCounts } from '../clubs/index.ts';
import { studyHasFinishedEvaluation } from '../evaluations/index.ts';
import { quizCounts } from '../quizzes/index.ts';
import { quietStudyPlaces, studyCounts } from '../studies/index.ts';
import { studyGroupCount } from '../study-groups/index.ts';

/**
 * The counts of the admin home, in one query of the owners' sub-selects, and what needs the admin's attention (a
 * second query names the oldest quiet studies). Past renewal and renewing soon count active accounts only: an
 * inactive one gets nothing new whatever its date.
 */
export async function platformCounts(db: Db, on: string) {
  const accountsOn = accountCounts(on);
  const studiesOn = studyCounts(on, studyHasFinishedEvaluation);
  const quiet = quietStudyPlaces(on, studyHasFinishedEvaluation);
  const [[row], quietStudies] = await Promise.all([
    db
      .select({
        accounts: accountsOn.all,
        clubs: clubCounts.all,
        activeClubs: clubCounts.active,
        studyGroups: studyGroupCount,
        studies: studiesOn.all,
        runningStudies: studiesOn.running,
        members: memberCounts.all,
        disabledMembers: memberCounts.disabled,
        quizzes: quizCounts.all,
        enabledQuizzes: quizCounts.enabled,
        accountsPastRenewal: accountsOn.pastRenewal,
        accountsRenewingSoon: accountsOn.renewingSoon,
        quietStudiesTotal: studiesOn.quiet,
      })
      .from(sql`(select 1) as one`),
    db
      .select({
        id: quiet.studyId,
        name: quiet.study,
        clubId: quiet.clubId,
        clubName: quiet.club,
        studyGroupId: quiet.studyGroupId,
        studyGroupName: quiet.team,
        startDate: quiet.startDate,
        dueDate: quiet.dueDate,
      })
      .from(quiet)
      .orderBy(asc(quiet.startDate), asc(quiet.studyId))
      .limit(QUIET_STUDIES_LISTED),
  ]);
  if (!row) throw new Error('the counts query answered no row');
  const { accountsPastRenewal, accountsRenewingSoon, quietStudiesTotal, ...counts } = row;
  return { ...counts, attention: { accountsPastRenewal, accountsRenewingSoon, quietStudies, quietStudiesTotal } };
}
