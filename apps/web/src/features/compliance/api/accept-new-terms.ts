import type { AcceptNewTermsRequest, AcceptNewTermsResponse } from '@club-pulse/contracts/compliance';
import { http } from '../../../lib/http.ts';

export const acceptNewTerms = (body: AcceptNewTermsRequest) => http.post<AcceptNewTermsResponse>('api/compliance/acceptNewTerms', body);
