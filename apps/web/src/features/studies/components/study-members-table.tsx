import type { StudyMember, StudyMembersResponse } from '@club-pulse/contracts/studies';
import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CardTable, useCardMode } from '../../../components/card-table.tsx';
import { ContentLoader } from '../../../components/content-loader.tsx';

/**
 * Who was invited to a study and whether they answered; never what they answered. Whether they answered is what
 * the coach comes for, so it follows the name: on a phone each member is a card with the answer beside the name
 * and the role and category under it (a table's last column is off screen on a phone), on a wider screen the
 * second column.
 */
export function StudyMembersTable({ members, loading }: { members: StudyMembersResponse | undefined; loading: boolean }) {
  const { t } = useTranslation('coach');
  const cards = useCardMode();
  const role = (m: StudyMember) => t(`roles.${m.role}`);
  const category = (m: StudyMember) => t(`categories.${m.category}`, { defaultValue: m.category });
  const answered = (m: StudyMember) => (
    <Badge variant="light" color={m.answered ? 'green' : 'gray'} style={{ minWidth: 'max-content', flexShrink: 0 }} data-testid="member-answered">
      {m.answered ? t('members.yes') : t('members.no')}
    </Badge>
  );
  return (
    <>
      <CardTable label={t('members.title')} minWidth={480} striped verticalSpacing="sm" data-testid="study-members-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('members.fullName')}</Table.Th>
            {!cards && (
              <>
                <Table.Th>{t('members.answered')}</Table.Th>
                <Table.Th>{t('members.role')}</Table.Th>
                <Table.Th>{t('members.category')}</Table.Th>
              </>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(members ?? []).map((m) =>
            cards ? (
              <Table.Tr key={m.id} data-testid="study-member-row">
                <Table.Td>
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {m.fullName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {role(m)} · {category(m)}
                      </Text>
                    </div>
                    {answered(m)}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ) : (
              <Table.Tr key={m.id} data-testid="study-member-row">
                <Table.Td>{m.fullName}</Table.Td>
                <Table.Td>{answered(m)}</Table.Td>
                <Table.Td>{role(m)}</Table.Td>
                <Table.Td>{category(m)}</Table.Td>
              </Table.Tr>
            ),
          )}
        </Table.Tbody>
      </CardTable>
      {loading && <ContentLoader />}
      {!loading && !members?.length && (
        <Text c="dimmed" ta="center" p="md">
          {t('members.empty')}
        </Text>
      )}
    </>
  );
}
