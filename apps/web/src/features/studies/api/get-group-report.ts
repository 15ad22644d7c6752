import { preferredLanguage } from '@club-pulse/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The group report of a study; key-term names in `lang`. */
export const getGroupReport = (studyId: number, lang: string) =>
  apiClient.get('/api/manager/study/{id}/report', { path: { id: studyId }, query: { lang: preferredLanguage(lang) } });

export const groupReportQuery = (studyId: number, lang: string) =>
  queryOptions({ queryKey: ['manager', 'study', studyId, 'report', lang], queryFn: () => getGroupReport(studyId, lang), staleTime: 0 });

/** The report the route's loader has just fetched: no second request on mount (a new language still fetches). */
export const useGroupReport = (studyId: number, lang: string) => useQuery({ ...groupReportQuery(studyId, lang), refetchOnMount: false });
