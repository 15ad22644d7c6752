import type { OnboardRequest, OnboardResponse } from '@club-pulse/contracts/account';
import { http } from '../../../lib/http.ts';

export const onboard = (body: OnboardRequest) => http.post<OnboardResponse>('api/player/onboard', body);
