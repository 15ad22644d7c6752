import type { TeamTrends } from '@club-pulse/contracts/trends';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET api/manager/studyGroup/{id}/trends: the team's studies over time; key-term names in `lang`. */
export const getTeamTrends = (studyGroupId: number, lang: string) =>
  http.get<TeamTrends>(`api/manager/studyGroup/${studyGroupId}/trends?lang=${encodeURIComponent(lang)}`);

export const teamTrendsQuery = (studyGroupId: number, lang: string) =>
  queryOptions({ queryKey: ['manager', 'studyGroup', studyGroupId, 'trends', lang], queryFn: () => getTeamTrends(studyGroupId, lang) });

export const useTeamTrends = (studyGroupId: number, lang: string) => useQuery(teamTrendsQuery(studyGroupId, lang));
