import type { AnswerRetentionSetting } from '@club-pulse/contracts/retention';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/admin/settings/answerRetention: how many months after a study's due date its answers are deleted. */
export const getAnswerRetention = () => apiClient.get('/api/admin/settings/answerRetention');
export const answerRetentionQuery = () => queryOptions({ queryKey: ['admin', 'settings', 'answerRetention'], queryFn: getAnswerRetention });
export const useAnswerRetention = () => useQuery(answerRetentionQuery());

/** PUT api/admin/settings/answerRetention; every admin read (a study's date of deletion) is refreshed after it. */
export const setAnswerRetention = (body: AnswerRetentionSetting) => apiClient.put('/api/admin/settings/answerRetention', { body });
export const useSetAnswerRetention = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: setAnswerRetention, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
};
