import type { ManagerStudy } from '@club-pulse/contracts/studies';
import type { DuplicateStudyRequest } from '@club-pulse/contracts/study-sharing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const duplicateStudy = (studyId: number, body: DuplicateStudyRequest) =>
  http.post<ManagerStudy>(`api/manager/study/${studyId}/duplicate`, body);

/** The copy is a new study of the coach's list: the manager queries are read again. */
export const useDuplicateStudy = (studyId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DuplicateStudyRequest) => duplicateStudy(studyId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['manager'] }),
  });
};
