import { scoreEvaluation } from '@club-pulse/contracts/scoring';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { evaluations } from '../src/db/schema/index.ts';
import { addSquadMember, type buildQuiz, buildEvaluation, buildMember, storeAnswers } from './factories.ts';

type Quiz = Awaited<ReturnType<typeof buildQuiz>>;

/**
 * Stores `values` (one per question of the quiz, in order; null = not relevant) as the answers of an
 * evaluation and finishes it with its coefficient, as answering the last question does.
 */
export async function finishEvaluation(db: Db, evaluationId: number, quiz: Quiz, values: Array<number | null>) {
  const items = quiz.questions.map((q, i) => ({ questionId: q.id, value: values[i] ?? null, keyTerm: String(q.keyTermId), reversed: q.reversed }));
  await storeAnswers(
    db,
    evaluationId,
    items.map(({ questionId, value }) => ({ questionId, value })),
  );
  const score = scoreEvaluation(items);
  await db
    .update(evaluations)
    .set({
      state: 'finished',
      startedAt: new Date(),
      finishedAt: new Date(),
      coefficient: score.coefficient ?? null,
    })
    .where(eq(evaluations.id, evaluationId));
  return score;
}

/** A new member of the group with an evaluation of the study (Player unless told). */
export async function addParticipant(
  db: Db,
  o: { clubId: number; groupId: number; studyId: number; role?: 'Coach' | 'Player'; name?: string; surname?: string; birthDate?: string | null },
) {
  const member = await buildMember(db, {
    ...(o.name ? { name: o.name } : {}),
    ...(o.surname ? { surname: o.surname } : {}),
    ...(o.birthDate !== undefined ? { birthDate: o.birthDate } : {}),
  });
  const squadRole = o.role ?? 'Player';
  await addSquadMember(db, { clubId: o.clubId, memberId: member.id, squadRole, studyGroupId: o.groupId });
  const evaluation = await buildEvaluation(db, { studyId: o.studyId, memberId: member.id, squadRole });
  return { ...member, evaluation };
}
