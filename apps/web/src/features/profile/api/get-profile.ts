import type { ProfileResponse } from '@club-pulse/contracts/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET api/member/me/profile: the caller's name, surname, email, role and language. */
export const getProfile = () => http.get<ProfileResponse>('api/member/me/profile');

export const profileQuery = queryOptions({ queryKey: ['member', 'me', 'profile'], queryFn: getProfile });

export const useProfile = () => useQuery(profileQuery);
