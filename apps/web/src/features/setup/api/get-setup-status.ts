import type { SetupStatusResponse } from '@club-pulse/contracts/setup';
import { http } from '../../../lib/http.ts';

/** GET api/setup/status: 200 while the installation has no admin; 404 (an ApiError) once it has one. */
export const getSetupStatus = () => http.get<SetupStatusResponse>('api/setup/status');
