import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST api/admin/member/:id/two-factor/reset: removes another admin's two-factor sign-in (they set it up again). */
export const resetTwoFactor = (memberId: number) => apiClient.post('/api/admin/member/{id}/two-factor/reset', { path: { id: memberId } });

export const useResetTwoFactor = () => useMutation({ mutationFn: resetTwoFactor });
