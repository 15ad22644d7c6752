import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/admin/club/{id} */
export const getClub = (id: number) => apiClient.get('/api/admin/club/{id}', { path: { id } });
export const clubQuery = (id: number) => queryOptions({ queryKey: ['admin', 'club', id], queryFn: () => getClub(id) });
export const useClub = (id: number) => useQuery(clubQuery(id));
