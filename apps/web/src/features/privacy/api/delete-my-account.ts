import type { DeleteAccountRequest } from '@club-pulse/contracts/privacy';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** DELETE api/member/me, confirmed with the member's password. */
export const deleteMyAccount = (body: DeleteAccountRequest) => http.delete<void>('api/member/me', body);

export const useDeleteMyAccount = () => useMutation({ mutationFn: deleteMyAccount });
