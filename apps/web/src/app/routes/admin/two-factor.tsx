import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { twoFactorStatusQuery } from '../../../features/two-factor/api/two-factor.ts';
import { TwoFactorEnrollment } from '../../../features/two-factor/components/two-factor-enrollment.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { safeRedirect } from '../../../lib/safe-redirect.ts';

export async function loader() {
  await queryClient.ensureQueryData(twoFactorStatusQuery).catch(() => undefined);
  return null;
}

/** /admin/two-factor: where every admin without two-factor sign-in is sent (guard of the admin area), then on. */
export function Component() {
  const { t } = useTranslation('twofactor');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeRedirect(params.get('next')) ?? '/admin';
  return (
    <Stack gap="md" data-testid="admin-two-factor">
      <PageTitle text={t('enroll.title')} />
      <Paper withBorder p="lg">
        <TwoFactorEnrollment onDone={() => navigate(next === '/admin/two-factor' ? '/admin' : next, { replace: true })} />
      </Paper>
    </Stack>
  );
}
