import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { studyRemindersQuery } from './get-study-reminders.ts';

export const sendReminders = (studyId: number) => apiClient.post('/api/manager/study/{id}/remind', { path: { id: studyId } });

/** Sends the study's reminder now; the answer is the new once-a-day state (a refusal reloads it). */
export const useSendReminders = (studyId: number) => {
  const client = useQueryClient();
  const { queryKey } = studyRemindersQuery(studyId);
  return useMutation({
    mutationFn: () => sendReminders(studyId),
    onSuccess: (state) => client.setQueryData(queryKey, state),
    onError: () => client.invalidateQueries({ queryKey }),
  });
};
