import type { ForgotPasswordRequest } from '@club-pulse/contracts/account';
import { http } from '../../../lib/http.ts';

export const forgotPassword = (body: ForgotPasswordRequest) => http.post<void>('api/member/forgotPassword', body);
