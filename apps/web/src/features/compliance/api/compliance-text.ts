import { preferredLanguage } from '@club-pulse/contracts/constants';
import type { ComplianceCategory } from '@club-pulse/contracts/compliance';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const getComplianceText = (category: ComplianceCategory, lang: string) =>
  apiClient.get('/api/compliance/byCategory/{category}', { path: { category }, query: { lang: preferredLanguage(lang) } });

/** The latest usage terms (0) or privacy policy (2) in a language (English when not translated). */
export const complianceTextQuery = (category: ComplianceCategory, lang: string) =>
  queryOptions({ queryKey: ['compliance', category, lang], queryFn: () => getComplianceText(category, lang), staleTime: 60_000 });
