import type { PlayerSupport } from '@club-pulse/contracts/support';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET /api/evaluation/{id}/support: the club's contacts and helplines for the player of one of their evaluations. */
export const getPlayerSupport = (evaluationId: number, lang: string) =>
  http.get<PlayerSupport>(`api/evaluation/${evaluationId}/support?lang=${encodeURIComponent(lang)}`);

export const playerSupportQuery = (evaluationId: number, lang: string) =>
  queryOptions({ queryKey: ['evaluations', evaluationId, 'support', lang], queryFn: () => getPlayerSupport(evaluationId, lang) });
