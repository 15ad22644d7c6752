import type { AdminMembersResponse } from '@club-pulse/contracts/admin-members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET /api/admin/member */
export const getMembers = () => http.get<AdminMembersResponse>('api/admin/member');
export const membersQuery = () => queryOptions({ queryKey: ['admin', 'members'], queryFn: getMembers });
export const useMembers = () => useQuery(membersQuery());
