import { preferredLanguage } from '@club-pulse/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/admin/study/{id}/report: the group report, key-term names in `lang`. */
export const getStudyReport = (id: number, lang: string) =>
  apiClient.get('/api/admin/study/{id}/report', { path: { id }, query: { lang: preferredLanguage(lang) } });
export const studyReportQuery = (id: number, lang: string) =>
  queryOptions({ queryKey: ['admin', 'study', id, 'report', lang], queryFn: () => getStudyReport(id, lang), staleTime: 0 });
export const useStudyReport = (id: number, lang: string) => useQuery(studyReportQuery(id, lang));
