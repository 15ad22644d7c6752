import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * GET api/admin/setup/progress: the setup's checklist, computed from the data. Under the 'admin' key, so that
 * every admin change (an account, a club, a group, a coach) refreshes it.
 */
export const getSetupProgress = () => apiClient.get('/api/admin/setup/progress');
export const setupProgressQuery = () => queryOptions({ queryKey: ['admin', 'setup', 'progress'], queryFn: getSetupProgress });
export const useSetupProgress = () => useQuery(setupProgressQuery());
