import type { AdminMember } from '@club-pulse/contracts/admin-members';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/lists/status-badge.tsx';
import { type CardPlace, TwoLineCard } from '../../../components/lists/two-line-card.tsx';

/**
 * A member on a phone, in two lines beside the actions: the name and the state, then the role (the platform
 * admin's, else the roles in teams) with the clubs and the email.
 */
export function UserCard({ member: m, actions }: { member: AdminMember; actions: ReactNode }) {
  const { t } = useTranslation('admin');
  const role = m.role === 'AppAdmin' || m.squadRoles.length === 0 ? t(`users.roles.${m.role}`) : m.squadRoles.map((r) => t(`roles.${r}`)).join(', ');
  const columns: Array<{ key: string; card: CardPlace<AdminMember> }> = [
    {
      key: 'state',
      card: { badge: () => <StatusBadge ok={m.enabled} label={m.enabled ? t('users.enabled') : t('users.disabled')} testId="user-state" /> },
    },
    { key: 'role', card: { detail: () => role } },
    { key: 'clubs', card: { detail: () => m.clubs.join(', ') } },
    { key: 'email', card: { detail: () => m.email } },
  ];
  return (
    <TwoLineCard
      row={m}
      title={<span data-testid="user-name">{m.fullName}</span>}
      name={m.fullName}
      columns={columns}
      actions={actions}
      testId="user-row"
      detailsTestId="user-details"
    />
  );
}
