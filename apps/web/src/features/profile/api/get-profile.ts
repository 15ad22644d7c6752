import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/member/me/profile: the caller's name, surname, email, role and language. */
export const getProfile = () => apiClient.get('/api/member/me/profile');

export const profileQuery = queryOptions({ queryKey: ['member', 'me', 'profile'], queryFn: getProfile });

export const useProfile = () => useQuery(profileQuery);
