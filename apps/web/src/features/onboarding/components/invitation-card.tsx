import type { InvitationResponse } from '@club-pulse/contracts/invitation';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataPromise } from '../../../components/data-promise.tsx';
import { formatDate } from '../../../lib/dates.ts';

/**
 * Who invites, shown before any field: the club, the team, the study and its dates, whether answers are taken
 * now or from the start date, and (unless `withPrivacy` is false) the promise of who sees what
 * (components/data-promise.tsx) with the privacy policy.
 */
export function InvitationCard({ invitation, withPrivacy = true }: { invitation: InvitationResponse; withPrivacy?: boolean }) {
  const { t, i18n } = useTranslation('invitation');
  const start = formatDate(invitation.startDate, i18n.language, 'long');
  const due = formatDate(invitation.dueDate, i18n.language, 'long');
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="invitation-title" data-testid="invitation-card">
      <Stack gap="sm">
        <Text size="sm" c="dimmed" fw={600}>
          {t('landing.eyebrow')}
        </Text>
        <Title order={2} size="h3" id="invitation-title" data-testid="invitation-club">
          {t('landing.title', { club: invitation.club })}
        </Title>
        <Stack gap={4} component="dl" m={0}>
          <Text component="div" size="sm">
            <Text component="dt" span fw={600}>
              {t('landing.team')}:
            </Text>{' '}
            <Text component="dd" span m={0} data-testid="invitation-team">
              {invitation.studyGroup}
            </Text>
          </Text>
          <Text component="div" size="sm">
            <Text component="dt" span fw={600}>
              {t('landing.study')}:
            </Text>{' '}
            <Text component="dd" span m={0} data-testid="invitation-study">
              {invitation.study}
            </Text>
          </Text>
          <Text component="div" size="sm">
            <Text component="dt" span fw={600}>
              {t('landing.dates')}:
            </Text>{' '}
            <Text component="dd" span m={0} data-testid="invitation-dates">
              {t('landing.dateRange', { start, due })}
            </Text>
          </Text>
        </Stack>
        <Text size="sm" data-testid="invitation-status">
          {invitation.status === 'notYetOpen' ? t('landing.notYetOpen', { start }) : t('landing.open', { due })}
        </Text>
        {withPrivacy && <InvitationPrivacy />}
      </Stack>
    </Paper>
  );
}

/**
 * The promise of who sees what, as on every screen that speaks of it, with the privacy policy: open inside the
 * card, or folded (one heading that opens it) where it follows a form, as on the registration page.
 */
export function InvitationPrivacy({ folded = false }: { folded?: boolean }) {
  const { t } = useTranslation('invitation');
  return (
    <Stack gap={folded ? 'xs' : 4} data-testid="invitation-privacy">
      <DataPromise headingOrder={folded ? 2 : 3} folded={folded} />
      <Anchor component={Link} to="/privacyPolicy" target="_blank" rel="noopener" size="sm">
        {t('landing.privacyLink')}
      </Anchor>
    </Stack>
  );
}
