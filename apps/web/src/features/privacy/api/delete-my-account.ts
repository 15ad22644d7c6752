import type { DeleteAccountRequest } from '@club-pulse/contracts/privacy';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** DELETE api/member/me, confirmed with the member's password. */
export const deleteMyAccount = (body: DeleteAccountRequest) => apiClient.delete('/api/member/me', { body });

export const useDeleteMyAccount = () => useMutation({ mutationFn: deleteMyAccount });
