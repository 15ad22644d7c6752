import type { OnboardRequest } from '@club-pulse/contracts/account';
import { apiClient } from '../../../lib/api-client.ts';

export const onboard = (body: OnboardRequest) => apiClient.post('/api/player/onboard', { body });
