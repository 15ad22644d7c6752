import type { PublishComplianceRequest, PublishComplianceResponse } from '@club-pulse/contracts/compliance';
import { http } from '../../../lib/http.ts';

export const publishCompliance = (body: PublishComplianceRequest) => http.post<PublishComplianceResponse>('api/admin/compliance', body);
