import { preferredLanguage } from '@club-pulse/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/admin/evaluation/{id}/help */
export const getEvaluationHelp = (id: number, lang: string) =>
  apiClient.get('/api/admin/evaluation/{id}/help', { path: { id }, query: { lang: preferredLanguage(lang) } });
export const evaluationHelpQuery = (id: number, lang: string) =>
  queryOptions({ queryKey: ['admin', 'evaluation', id, 'help', lang], queryFn: () => getEvaluationHelp(id, lang) });
export const useEvaluationHelp = (id: number, lang: string) => useQuery(evaluationHelpQuery(id, lang));
