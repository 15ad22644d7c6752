import type { ResetPasswordRequest } from '@club-pulse/contracts/account';
import { apiClient } from '../../../lib/api-client.ts';

export const resetPassword = (body: ResetPasswordRequest) => apiClient.post('/api/member/resetPassword', { body });
