import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { PageTitle } from '../../../../components/page-title.tsx';
import { studyQuery, useStudy } from '../../../../features/studies/api/get-study.ts';
import { studyMembersQuery, useStudyMembers } from '../../../../features/studies/api/get-study-members.ts';
import { StudyMembersTable } from '../../../../features/studies/components/study-members-table.tsx';
import { redirectOnStudyAccessError } from '../../../../features/studies/lib/study-access.ts';
import { numericParam, requireSquadRole } from '../../../../lib/guards.ts';
import { queryClient } from '../../../../lib/query-client.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  const studyId = numericParam(params.studyId);
  await requireSquadRole(['Coach']);
  await Promise.all([queryClient.ensureQueryData(studyQuery(studyId)), queryClient.ensureQueryData(studyMembersQuery(studyId))]).catch(redirectOnStudyAccessError);
  return { studyId };
}

export function Component() {
  const { t } = useTranslation('coach');
  const { studyId } = useLoaderData() as { studyId: number };
  const study = useStudy(studyId);
  const members = useStudyMembers(studyId);
  return (
    <div data-testid="study-members-page">
      <Anchor component={Link} to="/studies" size="sm">
        ← {t('list.title')}
      </Anchor>
      <PageTitle text={t('members.title')} />
      {study.data && (
        <Text mb="md" c="dimmed">
          {study.data.description} · {study.data.club} · {study.data.studyGroup}
        </Text>
      )}
      <StudyMembersTable members={members.data} loading={members.isLoading} />
    </div>
  );
}
