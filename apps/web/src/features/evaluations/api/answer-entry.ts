import type { AnswerRequest } from '@club-pulse/contracts/evaluations';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export interface AnswerEntryInput extends AnswerRequest {
  evaluationId: number;
  entryId: number;
}

/**
 * How long an answer may travel before it counts as not sent: it is then kept and sent again (pending-answers.ts),
 * where a request that hung across a lost connection would have held the question for ever. The server answers
 * in milliseconds; re-sending is safe (the last answer to an entry wins).
 */
export const ANSWER_TIMEOUT_MS = 8000;

export const answerEntry = ({ evaluationId, entryId, selectedAnswer }: AnswerEntryInput) =>
  apiClient.post('/api/evaluation/{evaluationId}/answer/{entryId}', {
    path: { evaluationId, entryId },
    body: { selectedAnswer },
    timeoutMs: ANSWER_TIMEOUT_MS,
  });

export const useAnswerEntry = () => useMutation({ mutationFn: answerEntry });
