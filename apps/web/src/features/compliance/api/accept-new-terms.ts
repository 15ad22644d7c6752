import type { AcceptNewTermsRequest } from '@club-pulse/contracts/compliance';
import { apiClient } from '../../../lib/api-client.ts';

export const acceptNewTerms = (body: AcceptNewTermsRequest) => apiClient.post('/api/compliance/acceptNewTerms', { body });
