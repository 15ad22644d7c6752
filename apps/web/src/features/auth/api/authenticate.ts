import type { AuthenticateRequest, TokenResponse } from '@club-pulse/contracts/auth';
import type { TwoFactorChallengeResponse } from '@club-pulse/contracts/two-factor';
import { http } from '../../../lib/http.ts';

/** A session, or the challenge of the second step for a member with two-factor sign-in. */
export const authenticate = (body: AuthenticateRequest) => http.post<TokenResponse | TwoFactorChallengeResponse>('api/member/authenticate', body);
