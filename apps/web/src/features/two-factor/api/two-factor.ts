import type { TokenResponse } from '@club-pulse/contracts/auth';
import type {
  RecoveryCodesResponse,
  TwoFactorEnableResponse,
  TwoFactorSetupResponse,
  TwoFactorSignInRequest,
  TwoFactorStatusResponse,
} from '@club-pulse/contracts/two-factor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** POST api/member/authenticate/two-factor: the second step of signing in; answers the session. */
export const signInWithCode = (body: TwoFactorSignInRequest) => http.post<TokenResponse>('api/member/authenticate/two-factor', body);

/** GET api/member/two-factor: whether the caller has two-factor sign-in, and recovery codes left. */
export const twoFactorStatusQuery = queryOptions({
  queryKey: ['member', 'me', 'two-factor'],
  queryFn: () => http.get<TwoFactorStatusResponse>('api/member/two-factor'),
});
export const useTwoFactorStatus = () => useQuery(twoFactorStatusQuery);

/** POST api/member/two-factor/setup: a new secret and its otpauth:// URI (not enabled yet). */
export const setUpTwoFactor = () => http.post<TwoFactorSetupResponse>('api/member/two-factor/setup');

/** POST api/member/two-factor/enable: the first code; answers a verified session and the recovery codes. */
export const enableTwoFactor = (code: string) => http.post<TwoFactorEnableResponse>('api/member/two-factor/enable', { code });

/** POST api/member/two-factor/recovery-codes: a new set of recovery codes, with a code of the app. */
export const renewRecoveryCodes = (code: string) => http.post<RecoveryCodesResponse>('api/member/two-factor/recovery-codes', { code });
