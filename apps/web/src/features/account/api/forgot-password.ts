import type { ForgotPasswordRequest } from '@club-pulse/contracts/account';
import { apiClient } from '../../../lib/api-client.ts';

export const forgotPassword = (body: ForgotPasswordRequest) => apiClient.post('/api/member/forgotPassword', { body });
