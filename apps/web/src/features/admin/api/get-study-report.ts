import type { GroupReport } from '@club-pulse/contracts/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET api/admin/study/{id}/report: the group report, key-term names in `lang`. */
export const getStudyReport = (id: number, lang: string) => http.get<GroupReport>(`api/admin/study/${id}/report?lang=${encodeURIComponent(lang)}`);
export const studyReportQuery = (id: number, lang: string) =>
  queryOptions({ queryKey: ['admin', 'study', id, 'report', lang], queryFn: () => getStudyReport(id, lang), staleTime: 0 });
export const useStudyReport = (id: number, lang: string) => useQuery(studyReportQuery(id, lang));
