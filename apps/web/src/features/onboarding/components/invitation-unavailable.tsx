import type { InvitationResponse } from '@club-pulse/contracts/invitation';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';

export type UnavailableKind = 'closed' | 'finished' | 'unknown';

/** What a link that cannot be joined is, from its check: null is an unknown (or malformed) link. */
export const unavailableKindOf = (invitation: InvitationResponse | null): UnavailableKind | null =>
  invitation === null ? 'unknown' : invitation.status === 'closed' || invitation.status === 'finished' ? invitation.status : null;

/**
 * The own page of a study link that cannot be joined: one message, and what to do (ask the coach for a new
 * link). No form, nothing to fill in.
 */
export function InvitationUnavailable({ kind, invitation }: { kind: UnavailableKind; invitation?: InvitationResponse | null }) {
  const { t } = useTranslation('invitation');
  return (
    <div data-testid="invitation-unavailable" data-kind={kind}>
      <PageTitle text={t(`unavailable.${kind}.title`)} />
      <Paper withBorder p="lg">
        <Stack>
          <Text>
            {invitation ? t(`unavailable.${kind}.text`, { club: invitation.club, study: invitation.study }) : t(`unavailable.${kind}.text`)}
          </Text>
          <Text fw={600}>{t('unavailable.whatToDo')}</Text>
          <Button component={Link} to="/" variant="default" style={{ alignSelf: 'flex-start' }}>
            {t('unavailable.home')}
          </Button>
        </Stack>
      </Paper>
    </div>
  );
}
