import { preferredLanguage } from '@club-pulse/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/manager/studyGroup/{id}/trends: the team's studies over time; key-term names in `lang`. */
export const getTeamTrends = (studyGroupId: number, lang: string) =>
  apiClient.get('/api/manager/studyGroup/{id}/trends', { path: { id: studyGroupId }, query: { lang: preferredLanguage(lang) } });

export const teamTrendsQuery = (studyGroupId: number, lang: string) =>
  queryOptions({ queryKey: ['manager', 'studyGroup', studyGroupId, 'trends', lang], queryFn: () => getTeamTrends(studyGroupId, lang) });

export const useTeamTrends = (studyGroupId: number, lang: string) => useQuery(teamTrendsQuery(studyGroupId, lang));
