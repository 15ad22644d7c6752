import { AdminSummary } from '@club-pulse/contracts/admin';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ModulePlugin } from '../../lib/deps.ts';
import { today } from '../../lib/study-rules.ts';
import { admin, errors, tags } from './routes-common.ts';
import { firstRow } from './sql.ts';

/** The counts of the admin home, in one query. A running study is open or in progress and not past its due date. */
export const adminSummary = async (db: Db): Promise<AdminSummary> =>
  (await firstRow<AdminSummary>(
    db,
    sql`select
      (select count(*)::int from accounts) as accounts,
      (select count(*)::int from clubs) as clubs,
      (select count(*)::int from clubs where active) as "activeClubs",
      (select count(*)::int from study_groups) as "studyGroups",
      (select count(*)::int from studies) as studies,
      (select count(*)::int from studies where state in ('open', 'inprogress') and due_date >= ${today()}::date) as "runningStudies",
      (select count(*)::int from members) as members,
      (select count(*)::int from members where not enabled) as "disabledMembers",
      (select count(*)::int from quizzes) as quizzes,
      (select count(*)::int from quizzes where enabled) as "enabledQuizzes"`,
  )) as AdminSummary;

const summaryRoutes: ModulePlugin = async (app, { deps }) => {
  app.get('/api/admin/summary', {
    config: admin,
    schema: { tags, summary: 'Counts for the admin home', response: { 200: AdminSummary, ...errors } },
    handler: async () => adminSummary(deps.db),
  });
};
export default summaryRoutes;
