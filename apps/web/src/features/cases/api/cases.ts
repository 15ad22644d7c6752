import type { CaseActRequest } from '@club-pulse/contracts/cases';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/manager/cases: the coach's queue of open cases across their clubs. */
export const caseQueueQuery = () => queryOptions({ queryKey: ['manager', 'cases'], queryFn: () => apiClient.get('/api/manager/cases') });

/** GET api/manager/study/{id}/cases: every case of one study. */
export const studyCasesQuery = (studyId: number) =>
  queryOptions({
    queryKey: ['manager', 'study', studyId, 'cases'],
    queryFn: () => apiClient.get('/api/manager/study/{id}/cases', { path: { id: studyId } }),
  });

/** GET api/manager/case/{caseId}: one case with its note, history and whom it may go to. */
export const caseQuery = (caseId: number) =>
  queryOptions({ queryKey: ['manager', 'case', caseId], queryFn: () => apiClient.get('/api/manager/case/{caseId}', { path: { caseId } }) });

/** GET api/admin/cases/stats: per club, numbers only. */
export const caseStatsQuery = () => queryOptions({ queryKey: ['admin', 'cases', 'stats'], queryFn: () => apiClient.get('/api/admin/cases/stats') });

/** POST api/manager/case/{caseId}/act: the answer is the case as it now is; the lists are asked again. */
export const useCaseAct = (caseId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: CaseActRequest) => apiClient.post('/api/manager/case/{caseId}/act', { path: { caseId }, body: request }),
    onSuccess: async (data) => {
      client.setQueryData(caseQuery(caseId).queryKey, data);
      await client.invalidateQueries({ queryKey: ['manager', 'cases'] });
      await client.invalidateQueries({ queryKey: ['manager', 'study', data.studyId, 'cases'] });
    },
  });
};
