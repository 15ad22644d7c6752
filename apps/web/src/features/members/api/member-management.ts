import type { CreateMemberRequest, EraseMemberRequest, UpdateMemberRequest } from '@club-pulse/contracts/admin-members';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The admin's user management: one member's detail and the acts on them. */

/**
 * Fetched again each time the drawer opens (stale at once): the member may have acted in between, in their own
 * browser (a password chosen from the invitation, a second factor set up), and the drawer offers acts by that state.
 */
export const memberDetailQuery = (id: number) =>
  queryOptions({ queryKey: ['admin', 'member', id], queryFn: () => apiClient.get('/api/admin/member/{id}', { path: { id } }), staleTime: 0 });
export const useMemberDetail = (id: number | null) => useQuery({ ...memberDetailQuery(id ?? 0), enabled: id !== null });

/** Every act changes the lists too: the admin queries are fetched again once it settles. */
function useAdminMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
}

export const useCreateMember = () => useAdminMutation((body: CreateMemberRequest) => apiClient.post('/api/admin/member', { body }));
export const useUpdateMember = () =>
  useAdminMutation(({ id, ...body }: UpdateMemberRequest & { id: number }) => apiClient.put('/api/admin/member/{id}', { path: { id }, body }));
export const useResendInvitation = () => useAdminMutation((id: number) => apiClient.post('/api/admin/member/{id}/invite', { path: { id } }));
export const useSendPasswordReset = () => useAdminMutation((id: number) => apiClient.post('/api/admin/member/{id}/passwordReset', { path: { id } }));
export const useSetPlatformAdmin = () =>
  useAdminMutation(({ id, admin }: { id: number; admin: boolean }) =>
    apiClient.put(admin ? '/api/admin/member/{id}/promote' : '/api/admin/member/{id}/demote', { path: { id } }),
  );
export const useEraseMember = () =>
  useAdminMutation(({ id, ...body }: EraseMemberRequest & { id: number }) => apiClient.post('/api/admin/member/{id}/erase', { path: { id }, body }));
