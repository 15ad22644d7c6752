import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const getMyClubs = () => apiClient.get('/api/manager/club/myClubs');

export const myClubsQuery = () => queryOptions({ queryKey: ['manager', 'clubs'], queryFn: getMyClubs });

export const useMyClubs = () => useQuery(myClubsQuery());
