import { AdminAuditQuery } from '@club-pulse/contracts/admin-audit';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { readListParams } from '../../../components/lists/list-search-params.ts';
import { auditPageQuery } from '../../../features/audit/api/get-audit-page.ts';
import { AuditList } from '../../../features/audit/components/audit-list.tsx';
import { queryClient } from '../../../lib/query-client.ts';

/** The page the address asks for (filters, page), loaded before the screen shows. */
export async function loader({ request }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(auditPageQuery(readListParams(AdminAuditQuery, new URL(request.url).searchParams)));
  return null;
}

/** Within the list, a new filter or page is fetched by the screen, which keeps the previous rows meanwhile. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/** Audit log: every sensitive act, who did it, to what and when; filters, pages, CSV. */
export function Component() {
  const { t } = useTranslation('audit');
  return (
    <div data-testid="admin-audit">
      <PageTitle text={t('title')} />
      <AuditList />
    </div>
  );
}
