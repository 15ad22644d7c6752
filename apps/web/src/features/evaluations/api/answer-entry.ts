import type { AnswerRequest } from '@club-pulse/contracts/evaluations';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export interface AnswerEntryInput extends AnswerRequest {
  evaluationId: number;
  entryId: number;
}

export const answerEntry = ({ evaluationId, entryId, selectedAnswer }: AnswerEntryInput) =>
  apiClient.post('/api/evaluation/{evaluationId}/answer/{entryId}', { path: { evaluationId, entryId }, body: { selectedAnswer } });

export const useAnswerEntry = () => useMutation({ mutationFn: answerEntry });
