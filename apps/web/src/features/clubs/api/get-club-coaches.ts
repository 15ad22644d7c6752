import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/admin/coach/ByClub/{clubId}: the club's coaches (manager and group coach choices). */
export const getClubCoaches = (clubId: number) => apiClient.get('/api/admin/coach/ByClub/{clubId}', { path: { clubId } });
export const clubCoachesQuery = (clubId: number) =>
  queryOptions({ queryKey: ['admin', 'club', clubId, 'coaches'], queryFn: () => getClubCoaches(clubId) });
export const useClubCoaches = (clubId: number | null) => useQuery({ ...clubCoachesQuery(clubId ?? 0), enabled: clubId !== null });
