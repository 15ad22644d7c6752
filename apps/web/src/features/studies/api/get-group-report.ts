import type { GroupReport } from '@club-pulse/contracts/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** The group report of a study; key-term names in `lang`. */
export const getGroupReport = (studyId: number, lang: string) =>
  http.get<GroupReport>(`api/manager/study/${studyId}/report?lang=${encodeURIComponent(lang)}`);

export const groupReportQuery = (studyId: number, lang: string) =>
  queryOptions({ queryKey: ['manager', 'study', studyId, 'report', lang], queryFn: () => getGroupReport(studyId, lang), staleTime: 0 });

/** The report the route's loader has just fetched: no second request on mount (a new language still fetches). */
export const useGroupReport = (studyId: number, lang: string) => useQuery({ ...groupReportQuery(studyId, lang), refetchOnMount: false });
