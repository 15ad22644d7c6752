import type { DuplicateStudyRequest } from '@club-pulse/contracts/study-sharing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const duplicateStudy = (studyId: number, body: DuplicateStudyRequest) =>
  apiClient.post('/api/manager/study/{id}/duplicate', { path: { id: studyId }, body });

/** The copy is a new study of the coach's list: the manager queries are read again. */
export const useDuplicateStudy = (studyId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DuplicateStudyRequest) => duplicateStudy(studyId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['manager'] }),
  });
};
