import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataPromise } from '../../../components/data-promise.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { acceptNewTerms } from '../../../features/compliance/api/accept-new-terms.ts';
import { complianceTextQuery } from '../../../features/compliance/api/compliance-text.ts';
import { ComplianceDocument } from '../../../features/compliance/components/compliance-document.tsx';
import { loadComplianceText } from '../../../features/compliance/load-compliance-text.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { logout } from '../../../lib/http.ts';
import { i18n } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** Always the newest terms: a 451 leads here right after a publication. */
export async function loader() {
  await queryClient.invalidateQueries({ queryKey: ['compliance', 0] });
  return loadComplianceText(0);
}

/** New usage terms: the user accepts them to continue (home) or rejects them (signed out). */
export function Component() {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  const { data } = useQuery(complianceTextQuery(0, i18n.language));

  const accept = useMutation({
    mutationFn: acceptNewTerms,
    onSuccess: async () => {
      notify.success('public:termsChanged.accepted');
      await queryClient.invalidateQueries();
      navigate('/home', { replace: true });
    },
    onError: async (err) => {
      notify.apiError('public:termsChanged.acceptError', err);
      await queryClient.invalidateQueries({ queryKey: ['compliance', 0] });
    },
  });

  const reject = async () => {
    // Ends the session on the server too; the local state goes whatever the answer.
    await apiClient.post('/api/member/signOut').catch(() => undefined);
    logout();
  };

  return (
    <div data-testid="terms-has-changed">
      <PageTitle text={t('termsChanged.title')} />
      <Stack>
        <Alert color="blue" variant="light">
          <Text size="sm">{t('termsChanged.intro')}</Text>
        </Alert>
        {data?.changeSummary && (
          <Alert color="orange" variant="light" title={t('termsChanged.whatChanged', { version: data.version })} data-testid="terms-change-summary">
            <Text size="sm">{data.changeSummary}</Text>
          </Alert>
        )}
        <Paper withBorder p="lg">
          <ComplianceDocument category={0} />
        </Paper>
        <DataPromise />
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={reject} data-testid="terms-reject">
            {t('termsChanged.reject')}
          </Button>
          <Button onClick={() => accept.mutate({ version: data?.version })} loading={accept.isPending} disabled={!data} data-testid="terms-accept">
            {t('termsChanged.accept')}
          </Button>
        </Group>
      </Stack>
    </div>
  );
}
