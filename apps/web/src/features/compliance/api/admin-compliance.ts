import type { AdminComplianceResponse, ComplianceCategory } from '@club-pulse/contracts/compliance';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET api/admin/compliance/{category}: the current version in every language and how many members a new one asks. */
export const getAdminCompliance = (category: ComplianceCategory) => http.get<AdminComplianceResponse>(`api/admin/compliance/${category}`);

export const adminComplianceQuery = (category: ComplianceCategory) =>
  queryOptions({ queryKey: ['admin', 'compliance', category], queryFn: () => getAdminCompliance(category) });
