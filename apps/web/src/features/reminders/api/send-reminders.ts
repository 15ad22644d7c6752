import type { SendRemindersResponse } from '@club-pulse/contracts/reminders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { studyRemindersQuery } from './get-study-reminders.ts';

export const sendReminders = (studyId: number) => http.post<SendRemindersResponse>(`api/manager/study/${studyId}/remind`);

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
