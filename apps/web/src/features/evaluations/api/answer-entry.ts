import type { AnswerRequest, AnswerResponse } from '@club-pulse/contracts/evaluations';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export interface AnswerEntryInput extends AnswerRequest {
  evaluationId: number;
  entryId: number;
}

export const answerEntry = ({ evaluationId, entryId, selectedAnswer }: AnswerEntryInput) =>
  http.post<AnswerResponse>(`api/evaluation/${evaluationId}/answer/${entryId}`, { selectedAnswer });

export const useAnswerEntry = () => useMutation({ mutationFn: answerEntry });
