import type { ComplianceCategory, PublishComplianceRequest } from '@club-pulse/contracts/compliance';
import { apiClient } from '../../../lib/api-client.ts';

/** The contract's input type leaves `category` unknown (the server coerces it): the web always sends one of the two. */
type PublishCompliance = Omit<PublishComplianceRequest, 'category'> & { category: ComplianceCategory };

export const publishCompliance = (body: PublishCompliance) => apiClient.post('/api/admin/compliance', { body });
