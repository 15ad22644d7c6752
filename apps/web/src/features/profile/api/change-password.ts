import type { TokenResponse } from '@club-pulse/contracts/auth';
import type { ChangePasswordRequest } from '@club-pulse/contracts/profile';
import { useMutation } from '@tanstack/react-query';
import { authStore } from '../../../lib/auth-store.ts';
import { http } from '../../../lib/http.ts';

/** POST api/member/me/changePassword: every other session ends; the answer is this session's fresh token. */
export const changePassword = (body: ChangePasswordRequest) => http.post<TokenResponse>('api/member/me/changePassword', body);

export const useChangePassword = () =>
  useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token }) => authStore.setToken(token),
  });
