import type { ComplianceCategory } from '@club-pulse/contracts/compliance';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/admin/compliance/{category}: the current version in every language and how many members a new one asks. */
export const getAdminCompliance = (category: ComplianceCategory) => apiClient.get('/api/admin/compliance/{category}', { path: { category } });

export const adminComplianceQuery = (category: ComplianceCategory) =>
  queryOptions({ queryKey: ['admin', 'compliance', category], queryFn: () => getAdminCompliance(category) });
