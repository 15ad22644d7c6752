import type { ManagerStudy } from '@club-pulse/contracts/studies';
import { Anchor, Box, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router';
import { PageTitle } from '../../../../components/page-title.tsx';
import { NoSupportContactAlert } from '../../../../features/support/components/no-support-contact-alert.tsx';
import { studyQuery, useStudy } from '../../../../features/studies/api/get-study.ts';
import { studyMembersQuery, useStudyMembers } from '../../../../features/studies/api/get-study-members.ts';
import { StudyRemindersPanel } from '../../../../features/reminders/components/study-reminders-panel.tsx';
import { StudyMembersTable } from '../../../../features/studies/components/study-members-table.tsx';
import { redirectOnStudyAccessError } from '../../../../features/studies/lib/study-access.ts';
import { StudyShareModal } from '../../../../features/study-sharing/components/study-share-modal.tsx';
import { numericParam, requireSquadRole } from '../../../../lib/guards.ts';
import { queryClient } from '../../../../lib/query-client.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  const studyId = numericParam(params.studyId);
  await requireSquadRole(['Coach']);
  await Promise.all([queryClient.ensureQueryData(studyQuery(studyId)), queryClient.ensureQueryData(studyMembersQuery(studyId))]).catch(
    redirectOnStudyAccessError,
  );
  return { studyId };
}

export function Component() {
  const { t } = useTranslation(['coach', 'sharing']);
  const { studyId } = useLoaderData() as { studyId: number };
  const navigate = useNavigate();
  const [sharing, setSharing] = useState<ManagerStudy | null>(null);
  const study = useStudy(studyId);
  const members = useStudyMembers(studyId);
  return (
    <div data-testid="study-members-page">
      <Anchor component={Link} to="/studies" size="sm">
        ← {t('list.title')}
      </Anchor>
      <PageTitle text={t('members.title')} />
      {study.data && (
        <Group justify="space-between" align="flex-start" mb="md" wrap="wrap">
          <Text c="dimmed">
            {study.data.description} · {study.data.club} · {study.data.studyGroup}
          </Text>
          <Button variant="light" size="sm" onClick={() => setSharing(study.data ?? null)} data-testid="open-share-panel">
            {t('sharing:actions.share')}
          </Button>
        </Group>
      )}
      {study.data && (
        <Box mb="md">
          <NoSupportContactAlert clubId={study.data.clubId} />
        </Box>
      )}
      <StudyRemindersPanel studyId={studyId} />
      <StudyMembersTable members={members.data} loading={members.isLoading} />
      <StudyShareModal
        study={sharing}
        onClose={() => setSharing(null)}
        onDuplicated={(copy) => {
          setSharing(null);
          navigate(`/studies/${copy.id}/members`);
        }}
      />
    </div>
  );
}
