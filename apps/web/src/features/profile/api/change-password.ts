import type { ChangePasswordRequest } from '@club-pulse/contracts/profile';
import { useMutation } from '@tanstack/react-query';
import { authStore } from '../../../lib/auth-store.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** POST api/member/me/changePassword: every other session ends; the answer is this session's fresh token. */
export const changePassword = (body: ChangePasswordRequest) => apiClient.post('/api/member/me/changePassword', { body });

export const useChangePassword = () =>
  useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token }) => authStore.setToken(token),
  });
