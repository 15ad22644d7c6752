import type { ReportHelp } from '@club-pulse/contracts/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET api/admin/evaluation/{id}/help */
export const getEvaluationHelp = (id: number, lang: string) =>
  http.get<ReportHelp>(`api/admin/evaluation/${id}/help?lang=${encodeURIComponent(lang)}`);
export const evaluationHelpQuery = (id: number, lang: string) =>
  queryOptions({ queryKey: ['admin', 'evaluation', id, 'help', lang], queryFn: () => getEvaluationHelp(id, lang) });
export const useEvaluationHelp = (id: number, lang: string) => useQuery(evaluationHelpQuery(id, lang));
