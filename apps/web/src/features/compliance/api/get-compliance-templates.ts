import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/admin/compliance/templates: the usage terms and privacy policy shipped with Club Pulse, with placeholders. */
export const getComplianceTemplates = () => apiClient.get('/api/admin/compliance/templates');
export const complianceTemplatesQuery = () =>
  queryOptions({ queryKey: ['admin', 'compliance', 'templates'], queryFn: getComplianceTemplates, staleTime: Number.POSITIVE_INFINITY });
export const useComplianceTemplates = () => useQuery(complianceTemplatesQuery());
