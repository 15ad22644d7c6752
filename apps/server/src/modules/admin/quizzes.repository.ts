import type { AdminQuiz } from '@club-pulse/contracts/admin-quizzes';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { firstRow, rows } from './sql.ts';

const quizzesQuery = (where: ReturnType<typeof sql>) => sql`
  select q.id, q.name, q.category_id as "categoryId", qc.name as category, q.enabled, q.has_key_term_summary as "hasKeyTermSummary",
    (select count(*)::int from studies s where s.quiz_id = q.id) as studies,
    (select count(*)::int from questions x where x.quiz_id = q.id) as questions
  from quizzes q join quiz_categories qc on qc.id = q.category_id
  where ${where}
  order by lower(q.name), q.id`;

export const listQuizzes = (db: Db) => rows<AdminQuiz>(db, quizzesQuery(sql`true`));
export const findQuiz = (db: Db, id: number) => firstRow<AdminQuiz>(db, quizzesQuery(sql`q.id = ${id}`));

export async function setEnabled(db: Db, id: number, enabled: boolean): Promise<boolean> {
  return (await rows(db, sql`update quizzes set enabled = ${enabled} where id = ${id} returning id`)).length > 0;
}
