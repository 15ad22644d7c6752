import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/admin/club */
export const getClubs = () => apiClient.get('/api/admin/club');
export const clubsQuery = () => queryOptions({ queryKey: ['admin', 'clubs'], queryFn: getClubs });
export const useClubs = () => useQuery(clubsQuery());
