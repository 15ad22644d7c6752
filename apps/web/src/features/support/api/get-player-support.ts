import { preferredLanguage } from '@club-pulse/contracts/constants';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/evaluation/{id}/support: the club's contacts and helplines for the player of one of their evaluations. */
export const getPlayerSupport = (evaluationId: number, lang: string) =>
  apiClient.get('/api/evaluation/{id}/support', { path: { id: evaluationId }, query: { lang: preferredLanguage(lang) } });

export const playerSupportQuery = (evaluationId: number, lang: string) =>
  queryOptions({ queryKey: ['evaluations', evaluationId, 'support', lang], queryFn: () => getPlayerSupport(evaluationId, lang) });
