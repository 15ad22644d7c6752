import { preferredLanguage } from '@club-pulse/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/admin/evaluation/{id}/report (each read is audited on the server). */
export const getEvaluationReport = (id: number, lang: string) =>
  apiClient.get('/api/admin/evaluation/{id}/report', { path: { id }, query: { lang: preferredLanguage(lang) } });
export const evaluationReportQuery = (id: number, lang: string) =>
  queryOptions({ queryKey: ['admin', 'evaluation', id, 'report', lang], queryFn: () => getEvaluationReport(id, lang) });
export const useEvaluationReport = (id: number, lang: string) => useQuery(evaluationReportQuery(id, lang));
