import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Enabled quizzes matching a study group's category. */
export const getAvailableQuizzes = (studyGroupId: number) => apiClient.get('/api/manager/quiz/available', { query: { studyGroupId } });

export const availableQuizzesQuery = (studyGroupId: number | null) =>
  queryOptions({
    queryKey: ['manager', 'quizzes', studyGroupId],
    queryFn: () => getAvailableQuizzes(studyGroupId as number),
    enabled: studyGroupId != null,
  });

export const useAvailableQuizzes = (studyGroupId: number | null) => useQuery(availableQuizzesQuery(studyGroupId));
