import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { caseQueueQuery } from '../../../features/cases/api/cases.ts';
import { finishedEvaluationsQuery } from '../../../features/evaluations/api/get-my-finished-evaluations.ts';
import { pendingEvaluationsQuery } from '../../../features/evaluations/api/get-my-pending-evaluations.ts';
import { useAuth } from '../../../lib/auth-store.ts';
import { squadRolesQuery } from '../../../lib/guards.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** The counts on the action cards; a failure leaves the cards without counts rather than blocking home. */
export async function loader() {
  const roles = await queryClient.ensureQueryData(squadRolesQuery).catch(() => []);
  if (roles.length > 0) {
    await Promise.all([queryClient.prefetchQuery(pendingEvaluationsQuery()), queryClient.prefetchQuery(finishedEvaluationsQuery())]);
  }
  return null;
}

function ActionCard({
  title,
  text,
  action,
  to,
  testId,
  count,
}: {
  title: string;
  text: string;
  action: string;
  to: string;
  testId: string;
  count?: number;
}) {
  return (
    <Card withBorder padding="lg" data-testid={testId} component="section" aria-label={title}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={2} size="h4">
              {title}
            </Title>
            {count !== undefined && count > 0 && (
              <Badge size="lg" circle aria-hidden>
                {count}
              </Badge>
            )}
          </Group>
          <Text size="sm">{text}</Text>
        </Stack>
        <Group>
          {/* Long labels (Catalan, German) wrap instead of being cut off in a narrow card. */}
          <Button
            component={Link}
            to={to}
            variant={count ? 'filled' : 'light'}
            h="auto"
            mih={36}
            py={6}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
          >
            {action}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function Component() {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('player');
  const { userInfo } = useAuth();
  const { data: roles = [] } = useQuery(squadRolesQuery);
  const names = roles.map((r) => r.name);
  const answers = names.includes('Player') || names.includes('Coach');
  const { data: pending } = useQuery({ ...pendingEvaluationsQuery(), enabled: answers, refetchOnMount: 'always' });
  const { data: finished } = useQuery({ ...finishedEvaluationsQuery(), enabled: answers, refetchOnMount: 'always' });
  const { t: tc } = useTranslation('cases');
  const { data: openCases } = useQuery({ ...caseQueueQuery(), enabled: names.includes('Coach'), refetchOnMount: 'always' });
  const toAnswer = pending?.filter((e) => e.canAnswer).length ?? 0;
  const reports = finished?.filter((e) => e.hasReport).length ?? 0;

  const answering: ReactNode[] = answers
    ? [
        <ActionCard
          key="pending"
          testId="home-pending"
          title={tp('home.pending.title')}
          text={pending ? tp('home.pending.count', { count: toAnswer }) : tp('home.pending.text')}
          action={tp('home.pending.action')}
          to="/evaluations/pending"
          count={toAnswer}
        />,
        <ActionCard
          key="reports"
          testId="home-reports"
          title={tp('home.reports.title')}
          text={finished ? tp('home.reports.count', { count: reports }) : tp('home.reports.text')}
          action={tp('home.reports.action')}
          to="/evaluations/finished"
        />,
      ]
    : [];
  // A coach's open follow-up cases come first: players who need support wait on them, the coach's own
  // questionnaire does not (it came first and the cases last, below the fold on a phone).
  const coaching: ReactNode[] = names.includes('Coach')
    ? [
        <ActionCard
          key="cases"
          testId="home-cases"
          title={tc('home.title')}
          text={openCases ? tc('home.count', { count: openCases.length }) : tc('home.text')}
          action={tc('home.action')}
          to="/cases"
          count={openCases?.length}
        />,
        <ActionCard
          key="studies"
          testId="home-studies"
          title={tp('home.studies.title')}
          text={tp('home.studies.text')}
          action={tp('home.studies.action')}
          to="/studies"
        />,
      ]
    : [];
  const cards = [...coaching, ...answering];

  return (
    <div data-testid="user-home">
      <PageTitle text={t('home.title', { name: userInfo?.name ?? '' })} />
      <Text size="lg" mb="md">
        {t('home.prompt')}
      </Text>
      {cards.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {cards}
        </SimpleGrid>
      ) : (
        <Card withBorder padding="lg" data-testid="home-no-squad">
          <Text>{tp('home.noSquad')}</Text>
        </Card>
      )}
    </div>
  );
}
