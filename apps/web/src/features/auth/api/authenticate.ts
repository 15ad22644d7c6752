import type { AuthenticateRequest, TokenResponse } from '@club-pulse/contracts/auth';
import { http } from '../../../lib/http.ts';

export const authenticate = (body: AuthenticateRequest) => http.post<TokenResponse>('api/member/authenticate', body);
