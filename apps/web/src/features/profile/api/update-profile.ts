import type { UpdateProfileRequest } from '@club-pulse/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authStore } from '../../../lib/auth-store.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { profileQuery } from './get-profile.ts';

/** PUT api/member/me/profile: name, surname and language; the answer's token carries the new name for the header. */
export const updateProfile = (body: UpdateProfileRequest) => apiClient.put('/api/member/me/profile', { body });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile, token }) => {
      authStore.setToken(token);
      queryClient.setQueryData(profileQuery.queryKey, profile);
    },
  });
}
