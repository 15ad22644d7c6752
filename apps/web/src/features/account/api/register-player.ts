import type { RegisterPlayerRequest } from '@club-pulse/contracts/account';
import type { TokenResponse } from '@club-pulse/contracts/auth';
import { http } from '../../../lib/http.ts';

export const registerPlayer = (body: RegisterPlayerRequest) => http.post<TokenResponse>('api/account/register/player', body);
