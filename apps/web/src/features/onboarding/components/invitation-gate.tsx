import type { InvitationResponse } from '@club-pulse/contracts/invitation';
import { Alert, Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentLoader } from '../../../components/content-loader.tsx';
import { invitationQuery } from '../api/invitation.ts';
import { forgetStudyLink } from '../pending-study-link.ts';
import { InvitationUnavailable, unavailableKindOf } from './invitation-unavailable.tsx';

/**
 * Checks a study link before anything else is shown: while it is checked, a spinner; when the check fails (no
 * connection), one message and a retry; a closed, finished or unknown link, its own page (and the link is
 * forgotten); a link that can be joined, `children` with what the check told.
 */
export function InvitationGate({ studyToken, children }: { studyToken: string; children: (invitation: InvitationResponse) => ReactNode }) {
  const { t } = useTranslation('invitation');
  const query = useQuery(invitationQuery(studyToken));
  const kind = query.isSuccess ? unavailableKindOf(query.data) : null;
  useEffect(() => {
    if (kind) forgetStudyLink();
  }, [kind]);

  if (query.isPending) return <ContentLoader />;
  if (query.isError) {
    return (
      <Stack>
        <Alert color="red" role="alert" title={t('checkFailed.title')} data-testid="invitation-check-failed">
          {t('checkFailed.text')}
        </Alert>
        <Button onClick={() => query.refetch()} loading={query.isFetching} style={{ alignSelf: 'flex-start' }}>
          {t('checkFailed.retry')}
        </Button>
      </Stack>
    );
  }
  if (kind || !query.data) return <InvitationUnavailable kind={kind ?? 'unknown'} invitation={query.data} />;
  return children(query.data);
}
