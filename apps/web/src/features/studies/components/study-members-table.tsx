import type { StudyMembersResponse } from '@club-pulse/contracts/studies';
import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContentLoader } from '../../../components/content-loader.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';

/** Who was invited to a study and whether they answered; never what they answered. */
export function StudyMembersTable({ members, loading }: { members: StudyMembersResponse | undefined; loading: boolean }) {
  const { t } = useTranslation('coach');
  return (
    <>
      <ResponsiveTable label={t('members.title')} minWidth={480}>
        <Table striped verticalSpacing="sm" data-testid="study-members-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('members.fullName')}</Table.Th>
              <Table.Th>{t('members.role')}</Table.Th>
              <Table.Th>{t('members.category')}</Table.Th>
              <Table.Th>{t('members.answered')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(members ?? []).map((m) => (
              <Table.Tr key={m.id} data-testid="study-member-row">
                <Table.Td>{m.fullName}</Table.Td>
                <Table.Td>{t(`roles.${m.role}`)}</Table.Td>
                <Table.Td>{t(`categories.${m.category}`, { defaultValue: m.category })}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={m.answered ? 'green' : 'gray'} style={{ minWidth: 'max-content' }} data-testid="member-answered">
                    {m.answered ? t('members.yes') : t('members.no')}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ResponsiveTable>
      {loading && <ContentLoader />}
      {!loading && !members?.length && (
        <Text c="dimmed" ta="center" p="md">
          {t('members.empty')}
        </Text>
      )}
    </>
  );
}
