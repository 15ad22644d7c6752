import type { AuthenticateRequest } from '@club-pulse/contracts/auth';
import { apiClient } from '../../../lib/api-client.ts';

/** A session, or the challenge of the second step for a member with two-factor sign-in. */
export const authenticate = (body: AuthenticateRequest) => apiClient.post('/api/member/authenticate', { body });
