import type { FollowUpState, FollowUpsResponse } from '@club-pulse/contracts/support';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET api/manager/study/{id}/followUps: the high and critical players' follow-ups, with every change. */
export const followUpsQuery = (studyId: number) =>
  queryOptions({
    queryKey: ['manager', 'study', studyId, 'followUps'],
    queryFn: () => http.get<FollowUpsResponse>(`api/manager/study/${studyId}/followUps`),
  });

export const useSetFollowUp = (studyId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ evaluationId, state }: { evaluationId: number; state: FollowUpState }) =>
      http.put<FollowUpsResponse>(`api/manager/study/${studyId}/followUps/${evaluationId}`, { state }),
    onSuccess: (data) => client.setQueryData(followUpsQuery(studyId).queryKey, data),
  });
};
