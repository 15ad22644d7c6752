import type { RegisterPlayerRequest, RegisterPlayerResponse } from '@club-pulse/contracts/account';
import { http } from '../../../lib/http.ts';

export const registerPlayer = (body: RegisterPlayerRequest) => http.post<RegisterPlayerResponse>('api/account/register/player', body);
