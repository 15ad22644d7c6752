import { apiClient } from '../../../lib/api-client.ts';

/** GET api/setup/status: 200 while the installation has no admin; 404 (an ApiError) once it has one. */
export const getSetupStatus = () => apiClient.get('/api/setup/status');
