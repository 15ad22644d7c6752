import type { ManagerStudy } from '@club-pulse/contracts/studies';
import { Button, CloseButton, Group, Paper, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../../components/page-title.tsx';
import { myClubsQuery, useMyClubs } from '../../../../features/studies/api/get-my-clubs.ts';
import { studiesQuery, useStudies } from '../../../../features/studies/api/get-studies.ts';
import { StudiesTable } from '../../../../features/studies/components/studies-table.tsx';
import { StudyFormModal } from '../../../../features/studies/components/study-form-modal.tsx';
import { useStudyTransitions } from '../../../../features/studies/components/use-study-transitions.tsx';
import { StudyShareModal } from '../../../../features/study-sharing/components/study-share-modal.tsx';
import { StudySharePanel } from '../../../../features/study-sharing/components/study-share-panel.tsx';
import { requireSquadRole } from '../../../../lib/guards.ts';
import { queryClient } from '../../../../lib/query-client.ts';

export async function loader() {
  await requireSquadRole(['Coach']);
  await Promise.all([queryClient.ensureQueryData(studiesQuery()), queryClient.ensureQueryData(myClubsQuery())]);
  return null;
}

export function Component() {
  const { t } = useTranslation(['coach', 'sharing']);
  const studies = useStudies();
  const clubs = useMyClubs();
  const transitions = useStudyTransitions();
  const [form, setForm] = useState<{ open: boolean; study: ManagerStudy | null }>({ open: false, study: null });
  const [sharing, setSharing] = useState<ManagerStudy | null>(null);
  // The study just created (or duplicated): its share panel opens on the page, above the list.
  const [created, setCreated] = useState<ManagerStudy | null>(null);
  const onDuplicated = (copy: ManagerStudy) => {
    setSharing(null);
    setCreated(copy);
  };

  return (
    <div data-testid="studies-page">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageTitle text={t('list.title')} />
        <Button onClick={() => setForm({ open: true, study: null })} data-testid="new-study">
          {t('actions.new')}
        </Button>
      </Group>
      {created && (
        <Paper withBorder p="md" my="md" data-testid="created-share-panel">
          <Group justify="space-between" align="flex-start" wrap="nowrap" mb="sm">
            <Title order={2} size="h4">
              {t('sharing:panel.createdTitle', { study: created.description })}
            </Title>
            <CloseButton onClick={() => setCreated(null)} aria-label={t('sharing:panel.createdClose')} data-testid="created-share-close" />
          </Group>
          <StudySharePanel study={studies.data?.find((s) => s.id === created.id) ?? created} onDuplicated={onDuplicated} />
        </Paper>
      )}
      <StudiesTable
        studies={studies.data}
        clubs={clubs.data ?? []}
        loading={studies.isLoading}
        onEdit={(study) => setForm({ open: true, study })}
        onShare={setSharing}
        {...transitions}
      />
      <StudyFormModal
        opened={form.open}
        study={form.study}
        clubs={clubs.data ?? []}
        onClose={() => setForm({ open: false, study: null })}
        onCreated={setCreated}
      />
      <StudyShareModal study={sharing} onClose={() => setSharing(null)} onDuplicated={onDuplicated} />
    </div>
  );
}
