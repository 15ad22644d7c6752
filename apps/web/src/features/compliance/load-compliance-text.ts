import type { ComplianceCategory } from '@club-pulse/contracts/compliance';
import { i18n } from '../../lib/i18n.ts';
import { notify } from '../../lib/notify.ts';
import { queryClient } from '../../lib/query-client.ts';
import { complianceTextQuery } from './api/compliance-text.ts';

/** Route loaders: the text is loaded before the page opens; a failure is told by a toast and the page says so. */
export async function loadComplianceText(category: ComplianceCategory) {
  try {
    await queryClient.ensureQueryData(complianceTextQuery(category, i18n.language));
  } catch (err) {
    notify.apiError('public:terms.loadError', err);
  }
  return null;
}
