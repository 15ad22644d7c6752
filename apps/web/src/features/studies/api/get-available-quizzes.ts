import type { AvailableQuizzesResponse } from '@club-pulse/contracts/manager';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** Enabled quizzes matching a study group's category. */
export const getAvailableQuizzes = (studyGroupId: number) =>
  http.get<AvailableQuizzesResponse>(`api/manager/quiz/available?studyGroupId=${studyGroupId}`);

export const availableQuizzesQuery = (studyGroupId: number | null) =>
  queryOptions({
    queryKey: ['manager', 'quizzes', studyGroupId],
    queryFn: () => getAvailableQuizzes(studyGroupId as number),
    enabled: studyGroupId != null,
  });

export const useAvailableQuizzes = (studyGroupId: number | null) => useQuery(availableQuizzesQuery(studyGroupId));
