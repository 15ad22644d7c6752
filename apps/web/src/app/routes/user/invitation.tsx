import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, Link, redirect, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { invitationQuery } from '../../../features/onboarding/api/invitation.ts';
import { InvitationCard } from '../../../features/onboarding/components/invitation-card.tsx';
import { InvitationGate } from '../../../features/onboarding/components/invitation-gate.tsx';
import { joinStudy } from '../../../features/onboarding/join-study.ts';
import { forgetStudyLink } from '../../../features/onboarding/pending-study-link.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** `/invitation?studyToken=…`: a signed-in member's landing of a study link; the link is checked while the module loads. */
export function loader({ request }: LoaderFunctionArgs) {
  const studyToken = new URL(request.url).searchParams.get('studyToken');
  if (!studyToken) throw redirect('/home');
  void queryClient.prefetchQuery({ ...invitationQuery(studyToken), staleTime: 0 });
  return null;
}

/** Who invites and the privacy promise, then "Join"; a closed, finished or unknown link gets its own page. */
export function Component() {
  const { t } = useTranslation('invitation');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const studyToken = params.get('studyToken') ?? '';
  const [joining, setJoining] = useState(false);

  const join = async () => {
    setJoining(true);
    try {
      navigate(await joinStudy(studyToken), { replace: true });
    } finally {
      setJoining(false);
    }
  };

  return (
    <InvitationGate studyToken={studyToken}>
      {(invitation) => (
        <div data-testid="invitation-landing">
          <PageTitle text={t('join.title')} />
          <Stack>
            <InvitationCard invitation={invitation} />
            <Group gap="sm" wrap="wrap">
              <Button onClick={join} loading={joining} data-testid="invitation-join">
                {t('join.submit')}
              </Button>
              <Button component={Link} to="/home" variant="default" onClick={forgetStudyLink}>
                {t('join.notNow')}
              </Button>
            </Group>
          </Stack>
        </div>
      )}
    </InvitationGate>
  );
}
