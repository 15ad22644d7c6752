import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** POST api/admin/member/:id/two-factor/reset: removes another admin's two-factor sign-in (they set it up again). */
export const resetTwoFactor = (memberId: number) => http.post<void>(`api/admin/member/${memberId}/two-factor/reset`);

export const useResetTwoFactor = () => useMutation({ mutationFn: resetTwoFactor });
