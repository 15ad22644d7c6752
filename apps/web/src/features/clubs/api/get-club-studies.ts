import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/admin/study/byclub/{id} */
export const getClubStudies = (clubId: number) => apiClient.get('/api/admin/study/byclub/{id}', { path: { id: clubId } });
export const clubStudiesQuery = (clubId: number) =>
  queryOptions({ queryKey: ['admin', 'club', clubId, 'studies'], queryFn: () => getClubStudies(clubId) });
export const useClubStudies = (clubId: number) => useQuery(clubStudiesQuery(clubId));
