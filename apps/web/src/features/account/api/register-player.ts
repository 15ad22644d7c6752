import type { RegisterPlayerRequest } from '@club-pulse/contracts/account';
import { apiClient } from '../../../lib/api-client.ts';

export const registerPlayer = (body: RegisterPlayerRequest) => apiClient.post('/api/account/register/player', { body });
