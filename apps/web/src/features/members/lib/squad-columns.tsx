import type { AdminSquadMember } from '@club-pulse/contracts/admin-squad-members';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Column, Filter } from '../../../components/lists/data-table.tsx';

/** The columns of a squad-member list: full name, email, role, category and (for a club) study group. */
export function useSquadColumns({ withGroup }: { withGroup: boolean }) {
  const { t } = useTranslation('admin');
  const category = (m: AdminSquadMember) => (m.category ? t(`categories.${m.category}`, { defaultValue: m.category }) : null);
  const columns: Column<AdminSquadMember>[] = [
    {
      key: 'fullName',
      label: t('members.fullName'),
      primary: true,
      sortValue: (m) => m.fullName,
      render: (m) => <span data-testid="member-name">{m.fullName}</span>,
    },
    { key: 'email', label: t('members.email'), sortValue: (m) => m.email, render: (m) => m.email, card: { detail: (m) => m.email } },
    {
      key: 'role',
      label: t('members.role'),
      sortValue: (m) => m.role,
      render: (m) => t(`roles.${m.role}`),
      card: { detail: (m) => t(`roles.${m.role}`) },
    },
    {
      key: 'category',
      label: t('members.category'),
      sortValue: category,
      card: { detail: category },
      render: (m) =>
        category(m) ?? (
          <Text span size="sm" c="dimmed">
            –
          </Text>
        ),
    },
    ...(withGroup
      ? [
          {
            key: 'studyGroup',
            label: t('members.studyGroup'),
            sortValue: (m: AdminSquadMember) => m.studyGroup,
            render: (m: AdminSquadMember) => m.studyGroup ?? t('members.wholeClub'),
            card: { detail: (m: AdminSquadMember) => m.studyGroup ?? t('members.wholeClub') },
          },
        ]
      : []),
  ];
  const roleFilter: Filter<AdminSquadMember> = {
    key: 'role',
    label: t('members.role'),
    options: (['Coach', 'Player'] as const).map((r) => ({ value: r, label: t(`roles.${r}`) })),
    value: (m) => m.role,
  };
  return { columns, roleFilter };
}
