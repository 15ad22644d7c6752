import type { TwoFactorSignInRequest } from '@club-pulse/contracts/two-factor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST api/member/authenticate/two-factor: the second step of signing in; answers the session. */
export const signInWithCode = (body: TwoFactorSignInRequest) => apiClient.post('/api/member/authenticate/two-factor', { body });

/** GET api/member/two-factor: whether the caller has two-factor sign-in, and recovery codes left. */
export const twoFactorStatusQuery = queryOptions({
  queryKey: ['member', 'me', 'two-factor'],
  queryFn: () => apiClient.get('/api/member/two-factor'),
});
export const useTwoFactorStatus = () => useQuery(twoFactorStatusQuery);

/** POST api/member/two-factor/setup: a new secret and its otpauth:// URI (not enabled yet). */
export const setUpTwoFactor = () => apiClient.post('/api/member/two-factor/setup');

/** POST api/member/two-factor/enable: the first code; answers a verified session and the recovery codes. */
export const enableTwoFactor = (code: string) => apiClient.post('/api/member/two-factor/enable', { body: { code } });

/** POST api/member/two-factor/recovery-codes: a new set of recovery codes, with a code of the app. */
export const renewRecoveryCodes = (code: string) => apiClient.post('/api/member/two-factor/recovery-codes', { body: { code } });
