import type { AdminMember } from '@club-pulse/contracts/admin-members';
import { Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from './status-badge.tsx';

/**
 * A member on a phone, in two lines beside the actions: the name and the state, then the role (the platform
 * admin's, else the roles in teams) with the clubs and the email. The generic card (RowCard) gave every column a
 * line of its own: seven lines a member, a long column to scroll through at 360 px.
 */
export function UserCard({ member: m, actions }: { member: AdminMember; actions: ReactNode }) {
  const { t } = useTranslation('admin');
  const role = m.role === 'AppAdmin' || m.squadRoles.length === 0 ? t(`users.roles.${m.role}`) : m.squadRoles.map((r) => t(`roles.${r}`)).join(', ');
  const details = [role, m.clubs.join(', '), m.email].filter(Boolean).join(' · ');
  return (
    <Card withBorder padding="xs" component="article" aria-label={m.fullName} data-testid="user-row">
      <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="wrap" align="center">
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="user-name">
              {m.fullName}
            </Text>
            <StatusBadge ok={m.enabled} label={m.enabled ? t('users.enabled') : t('users.disabled')} testId="user-state" />
          </Group>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="user-details">
            {details}
          </Text>
        </Stack>
        {actions}
      </Group>
    </Card>
  );
}
