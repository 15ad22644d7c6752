import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router';
import { DataPromise } from '../../../../components/data-promise.tsx';
import { PageTitle } from '../../../../components/page-title.tsx';
import { endedEvaluationQuery } from '../../../../features/evaluations/api/get-ended-evaluation.ts';
import { playerSupportQuery } from '../../../../features/support/api/get-player-support.ts';
import { SupportPanel } from '../../../../features/support/components/support-panel.tsx';
import { i18n as i18next } from '../../../../lib/i18n.ts';
import { endScreenAllowed } from '../../../../features/evaluations/lib/end-screen-access.ts';
import { formatDate } from '../../../../lib/dates.ts';
import { numericParam, requireSquadRole } from '../../../../lib/guards.ts';
import { queryClient } from '../../../../lib/query-client.ts';

/** Reachable only by navigating from the continue screen: a direct visit or a reload goes home. */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = numericParam(params.id, '/home');
  if (!endScreenAllowed(id)) throw redirect('/home');
  await requireSquadRole(['Player', 'Coach']);
  await Promise.all([
    queryClient.ensureQueryData(endedEvaluationQuery(id)),
    // What the player can do now comes with the screen; without it the screen still shows.
    queryClient.ensureQueryData(playerSupportQuery(id, i18next.language)).catch(() => undefined),
  ]);
  return { id };
}

export function Component() {
  const { id } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  const { t, i18n } = useTranslation('player');
  const { data } = useQuery(endedEvaluationQuery(id));
  const { data: support } = useQuery(playerSupportQuery(id, i18n.language));
  if (!data) return null;
  return (
    <Stack maw={640} data-testid="end-screen">
      <PageTitle text={t('end.title')} />
      {/*
       * A high or critical result puts who can help first, on purpose (docs/design.md#support): before the thanks
       * and the report. Any other result shows no support panel: the thanks and the report come first.
       */}
      {support?.needsSupport && <SupportPanel support={support} />}
      <Card withBorder padding="lg" data-testid="end-thanks">
        <Stack gap="sm">
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="xl" color="green" aria-hidden>
              <Text fw={700} c="white" size="xl">
                ✓
              </Text>
            </ThemeIcon>
            <Stack gap={4}>
              <Text fw={600} size="lg">
                {t('end.congratulation')}
              </Text>
              <Text>{t('end.text', { study: data.study, club: data.club })}</Text>
              {data.finishedAt && (
                <Text size="sm" c="gray.7">
                  {t('end.finishedAt', { date: formatDate(data.finishedAt, i18n.language) })}
                </Text>
              )}
            </Stack>
          </Group>
          <Group mt="sm">
            {data.hasReport && (
              <Button component={Link} to={`/evaluations/${id}/report`} data-testid="end-report">
                {t('end.report')}
              </Button>
            )}
            <Button component={Link} to="/evaluations/pending" variant="default" data-testid="end-pending">
              {t('end.pending')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {/* Folded, as at the end of the reports: open, its three lists were another phone screen below the thanks. */}
      <DataPromise folded />
    </Stack>
  );
}
