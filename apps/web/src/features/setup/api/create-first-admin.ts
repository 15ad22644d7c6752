import type { TokenResponse } from '@club-pulse/contracts/auth';
import type { CreateFirstAdminRequest } from '@club-pulse/contracts/setup';
import { http } from '../../../lib/http.ts';

/** POST api/setup/admin: the first platform admin, with the setup code of the server's log; answers a session token. */
export const createFirstAdmin = (body: CreateFirstAdminRequest) => http.post<TokenResponse>('api/setup/admin', body);
