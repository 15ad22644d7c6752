import { Card, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { summaryQuery, useSummary } from '../../../features/admin/api/get-summary.ts';
import { AttentionCard } from '../../../features/admin/components/attention-card.tsx';
import { CaseStatsCard } from '../../../features/cases/components/case-stats-card.tsx';
import { setupProgressQuery, useSetupProgress } from '../../../features/setup/api/get-setup-progress.ts';
import { FinishSetupCard } from '../../../features/setup/components/finish-setup-card.tsx';
import { ClubsWithoutSupportAlert } from '../../../features/setup/components/support-step.tsx';
import { useAuth } from '../../../lib/auth-store.ts';
import { queryClient } from '../../../lib/query-client.ts';

export async function loader() {
  // The setup's checklist is a hint: the home opens without it when it cannot be read.
  await Promise.all([queryClient.ensureQueryData(summaryQuery()), queryClient.ensureQueryData(setupProgressQuery()).catch(() => null)]);
  return null;
}

/**
 * The admin home: what is left of the first-run setup, what needs the admin's attention, then an entry point to
 * each admin screen, with its counts.
 */
export function Component() {
  const { t } = useTranslation('admin');
  const { userInfo } = useAuth();
  const { data: s } = useSummary();
  const { data: progress } = useSetupProgress();
  const entries = [
    {
      key: 'clubs',
      to: '/admin/clubs',
      count: s?.clubs,
      detail: t('home.clubsDetail', { active: s?.activeClubs ?? 0, groups: s?.studyGroups ?? 0 }),
    },
    { key: 'studies', to: '/admin/studies', count: s?.studies, detail: t('home.studiesDetail', { running: s?.runningStudies ?? 0 }) },
    { key: 'users', to: '/admin/users', count: s?.members, detail: t('home.usersDetail', { disabled: s?.disabledMembers ?? 0 }) },
    { key: 'quizzes', to: '/admin/quizs', count: s?.quizzes, detail: t('home.quizzesDetail', { enabled: s?.enabledQuizzes ?? 0 }) },
    { key: 'accounts', to: '/admin/accounts', count: s?.accounts, detail: t('home.accountsDetail') },
  ];
  return (
    <div data-testid="appadmin-home">
      <PageTitle text={t('common:adminHome.title')} />
      <Text mb="md">{t('common:adminHome.welcome', { name: userInfo?.name ?? '' })}</Text>
      <FinishSetupCard />
      <ClubsWithoutSupportAlert progress={progress} />
      <AttentionCard />
      <SimpleGrid cols={{ base: 2, lg: 3 }} spacing={{ base: 'xs', xs: 'md' }}>
        {entries.map((e) => (
          <UnstyledButton key={e.key} component={Link} to={e.to} data-testid={`home-${e.key}`} aria-label={`${t(`home.${e.key}`)}: ${e.count ?? 0}`}>
            <Card withBorder padding="md" h="100%">
              <Text size="sm" c="dimmed" fw={600} tt="uppercase">
                {t(`home.${e.key}`)}
              </Text>
              <Text fz={32} fw={700} lh={1.2} data-testid={`home-${e.key}-count`}>
                {e.count ?? '–'}
              </Text>
              <Text size="sm" c="dimmed">
                {e.detail}
              </Text>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <CaseStatsCard />
    </div>
  );
}
