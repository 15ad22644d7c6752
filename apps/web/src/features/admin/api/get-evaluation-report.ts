import type { AdminIndividualReport } from '@club-pulse/contracts/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET api/admin/evaluation/{id}/report (each read is audited on the server). */
export const getEvaluationReport = (id: number, lang: string) =>
  http.get<AdminIndividualReport>(`api/admin/evaluation/${id}/report?lang=${encodeURIComponent(lang)}`);
export const evaluationReportQuery = (id: number, lang: string) =>
  queryOptions({ queryKey: ['admin', 'evaluation', id, 'report', lang], queryFn: () => getEvaluationReport(id, lang) });
export const useEvaluationReport = (id: number, lang: string) => useQuery(evaluationReportQuery(id, lang));
