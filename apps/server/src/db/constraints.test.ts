import { ANSWER_LEVELS } from '@club-pulse/contracts/constants';
import { EvaluationState, QuizStatus, Role, SquadRole, StudyGroupState, StudyState } from '@club-pulse/contracts/enums';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvaluation, buildScene, storeAnswers } from '../../test/factories.ts';
import { postgresCodeOf } from '../../test/db-errors.ts';
import { createTestDatabase } from '../../test/helpers.ts';
import type { Database } from './client.ts';
import { rows } from './rows.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

/** The values a CHECK constraint of the migrated database allows, read back from PostgreSQL's catalogue. */
async function allowed(constraint: string): Promise<Array<string | number>> {
  const [row] = await rows<{ definition: string }>(
    database.db,
    sql`select pg_get_constraintdef(oid) as definition from pg_constraint where conname = ${constraint} and contype = 'c'`,
  );
  if (!row) throw new Error(`no CHECK constraint ${constraint}`);
  const texts = [...row.definition.matchAll(/'([^']*)'::text/g)].map((m) => m[1] ?? '');
  if (texts.length) return texts;
  const array = /ARRAY\[([^\]]*)\]/.exec(row.definition)?.[1] ?? '';
  return array.split(',').map((n) => Number(n.trim()));
}

describe('CHECK constraints of the database', () => {
  it.each([
    ['studies_state_check', StudyState.options],
    ['evaluations_state_check', EvaluationState.options],
    ['evaluations_squad_role_check', SquadRole.options],
    ['squad_members_squad_role_check', SquadRole.options],
    ['study_groups_state_check', StudyGroupState.options],
    ['members_role_check', Role.options],
    ['quizzes_status_check', QuizStatus.options],
    ['answers_value_check', ANSWER_LEVELS],
  ] as const)('%s allows exactly the values of the contracts', async (constraint, values) => {
    expect(await allowed(constraint)).toEqual([...values]);
  });

  it('refuses a state, a role or an answer value the product does not know', async () => {
    const s = await buildScene(database.db, { players: 1 });
    const refused = postgresCodeOf;
    expect(await refused(database.db.execute(sql`update studies set state = 'opened' where id = ${s.study.id}`))).toBe('23514');
    expect(await refused(database.db.execute(sql`update members set role = 'Root' where id = ${s.coach.id}`))).toBe('23514');
    expect(await refused(database.db.execute(sql`update squad_members set squad_role = 'Captain' where member_id = ${s.coach.id}`))).toBe('23514');
    const question = s.quiz.questions[0];
    if (!question) throw new Error('no question');
    const evaluation = await buildEvaluation(database.db, { studyId: s.study.id, memberId: s.admin.id });
    expect(await refused(storeAnswers(database.db, evaluation.id, [{ questionId: question.id, value: 6 }]))).toBe('23514');
    await storeAnswers(database.db, evaluation.id, [{ questionId: question.id, value: null }]);
  });
});
