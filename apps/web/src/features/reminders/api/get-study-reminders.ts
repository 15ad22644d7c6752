import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const getStudyReminders = (studyId: number) => apiClient.get('/api/manager/study/{id}/reminders', { path: { id: studyId } });

export const studyRemindersQuery = (studyId: number) =>
  queryOptions({ queryKey: ['manager', 'study', studyId, 'reminders'], queryFn: () => getStudyReminders(studyId) });

export const useStudyReminders = (studyId: number) => useQuery(studyRemindersQuery(studyId));
