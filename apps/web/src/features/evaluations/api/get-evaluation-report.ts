import type { IndividualReport } from '@club-pulse/contracts/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const getEvaluationReport = (id: number, lang: string) =>
  http.get<IndividualReport>(`api/evaluation/${id}/report?lang=${encodeURIComponent(lang)}`);

export const evaluationReportQuery = (id: number, lang: string) =>
  queryOptions({ queryKey: ['evaluations', id, 'report', lang], queryFn: () => getEvaluationReport(id, lang) });

export const useEvaluationReport = (id: number, lang: string) => useQuery(evaluationReportQuery(id, lang));
