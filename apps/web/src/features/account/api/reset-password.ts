import type { ResetPasswordRequest } from '@club-pulse/contracts/account';
import { http } from '../../../lib/http.ts';

export const resetPassword = (body: ResetPasswordRequest) => http.post<void>('api/member/resetPassword', body);
