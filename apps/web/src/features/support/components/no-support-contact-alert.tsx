import { Alert, Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clubSupportQuery } from '../api/club-support.ts';

/**
 * Told to a coach who opens a study of a club without any support contact: its players with a high or critical
 * result see only the helplines. Links to the club's support screen, where the coach adds one.
 */
export function NoSupportContactAlert({ clubId }: { clubId: number }) {
  const { t } = useTranslation('support');
  const { data } = useQuery(clubSupportQuery('manager', clubId));
  if (!data || data.contacts.length > 0) return null;
  return (
    <Alert color="orange" title={t('club.missingTitle', { club: data.club })} data-testid="no-support-contact">
      <Text size="sm">{t('club.missingText')}</Text>
      <Anchor component={Link} to={`/support?club=${clubId}`} size="sm" fw={600}>
        {t('club.missingLink')}
      </Anchor>
    </Alert>
  );
}
