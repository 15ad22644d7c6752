import type { ComplianceCategory, ComplianceTextResponse } from '@club-pulse/contracts/compliance';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const getComplianceText = (category: ComplianceCategory, lang: string) =>
  http.get<ComplianceTextResponse>(`api/compliance/byCategory/${category}?lang=${encodeURIComponent(lang)}`);

/** The latest usage terms (0) or privacy policy (2) in a language (English when not translated). */
export const complianceTextQuery = (category: ComplianceCategory, lang: string) =>
  queryOptions({ queryKey: ['compliance', category, lang], queryFn: () => getComplianceText(category, lang), staleTime: 60_000 });
