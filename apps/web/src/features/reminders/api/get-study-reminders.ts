import type { StudyRemindersResponse } from '@club-pulse/contracts/reminders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const getStudyReminders = (studyId: number) => http.get<StudyRemindersResponse>(`api/manager/study/${studyId}/reminders`);

export const studyRemindersQuery = (studyId: number) =>
  queryOptions({ queryKey: ['manager', 'study', studyId, 'reminders'], queryFn: () => getStudyReminders(studyId) });

export const useStudyReminders = (studyId: number) => useQuery(studyRemindersQuery(studyId));
