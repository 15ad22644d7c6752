import { preferredLanguage } from '@club-pulse/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const getEvaluationReportHelp = (id: number, lang: string) =>
  apiClient.get('/api/evaluation/{id}/help', { path: { id }, query: { lang: preferredLanguage(lang) } });

export const evaluationReportHelpQuery = (id: number, lang: string) =>
  queryOptions({ queryKey: ['evaluations', id, 'help', lang], queryFn: () => getEvaluationReportHelp(id, lang) });

export const useEvaluationReportHelp = (id: number, lang: string) => useQuery(evaluationReportHelpQuery(id, lang));
