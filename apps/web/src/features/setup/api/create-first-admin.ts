import type { CreateFirstAdminRequest } from '@club-pulse/contracts/setup';
import { apiClient } from '../../../lib/api-client.ts';

/** POST api/setup/admin: the first platform admin, with the setup code of the server's log; answers a session token. */
export const createFirstAdmin = (body: CreateFirstAdminRequest) => apiClient.post('/api/setup/admin', { body });
