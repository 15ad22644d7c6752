import type { ReportHelp } from '@club-pulse/contracts/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const getEvaluationReportHelp = (id: number, lang: string) =>
  http.get<ReportHelp>(`api/evaluation/${id}/help?lang=${encodeURIComponent(lang)}`);

export const evaluationReportHelpQuery = (id: number, lang: string) =>
  queryOptions({ queryKey: ['evaluations', id, 'help', lang], queryFn: () => getEvaluationReportHelp(id, lang) });

export const useEvaluationReportHelp = (id: number, lang: string) => useQuery(evaluationReportHelpQuery(id, lang));
