import type { MyClubsResponse } from '@club-pulse/contracts/manager';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const getMyClubs = () => http.get<MyClubsResponse>('api/manager/club/myClubs');

export const myClubsQuery = () => queryOptions({ queryKey: ['manager', 'clubs'], queryFn: getMyClubs });

export const useMyClubs = () => useQuery(myClubsQuery());
