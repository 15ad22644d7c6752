import type { GuardianConsentRequest } from '@club-pulse/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { profileQuery } from './get-profile.ts';

/** POST api/member/me/guardianConsent: a member under the guardian age confirms a guardian's consent (204). */
export const confirmGuardianConsent = (body: GuardianConsentRequest) => apiClient.post('/api/member/me/guardianConsent', { body });

export const useConfirmGuardianConsent = () =>
  useMutation({
    mutationFn: confirmGuardianConsent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQuery.queryKey }),
  });
