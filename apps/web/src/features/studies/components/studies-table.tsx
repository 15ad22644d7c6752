import type { StudyState } from '@club-pulse/contracts/enums';
import type { ManagerStudy } from '@club-pulse/contracts/studies';
import { Badge, Card, Group, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';
import { type StudyActionHandlers, StudyActionsMenu } from './study-actions-menu.tsx';
import { StudyStateBadge, useStudyStateOptions } from './study-state-badge.tsx';
import { ContentLoader } from '../../../components/content-loader.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';

const STATES: StudyState[] = ['open', 'inprogress', 'closed', 'finished', 'cancelled'];

interface Props extends StudyActionHandlers {
  studies: ManagerStudy[] | undefined;
  clubs: { id: number; name: string }[];
  loading: boolean;
}

/** The coach's studies with filters by club and state; wraps in a scroll container on narrow screens. */
export function StudiesTable({ studies, clubs, loading, ...actions }: Props) {
  const { t, i18n } = useTranslation('coach');
  const stateOptions = useStudyStateOptions(STATES);
  const [club, setClub] = useState<string | null>(null);
  const [state, setState] = useState<string | null>(null);
  const rows = useMemo(
    () => (studies ?? []).filter((s) => (!club || String(s.clubId) === club) && (!state || s.state === state)),
    [studies, club, state],
  );

  // Cards on narrow screens (the actions stay in reach), a table from 48em on.
  const narrow = useMediaQuery('(max-width: 48em)');
  const answeredBadge = (s: ManagerStudy) => (
    <Badge variant="outline" color={s.isAnswered ? 'green' : 'gray'} style={{ minWidth: 'max-content' }} data-testid="study-is-answered">
      {s.isAnswered ? t('list.yes') : t('list.no')}
    </Badge>
  );
  const dates = (s: ManagerStudy) => `${formatDate(s.startDate, i18n.language)} – ${formatDate(s.dueDate, i18n.language)}`;

  return (
    <>
      <Group gap="sm" mb="sm" wrap="wrap" align="flex-end">
        <Select
          label={t('list.filterClub')}
          placeholder={t('list.allClubs')}
          data={clubs.map((c) => ({ value: String(c.id), label: c.name }))}
          value={club}
          onChange={setClub}
          clearable
          data-testid="filter-club"
          w={220}
        />
        <Select
          label={t('list.filterState')}
          placeholder={t('list.allStates')}
          data={stateOptions}
          value={state}
          onChange={setState}
          clearable
          data-testid="filter-state"
          w={200}
        />
      </Group>
      {narrow ? (
        <Stack gap="sm" data-testid="studies-cards">
          {rows.map((s) => (
            <Card key={s.id} withBorder padding="sm" component="article" aria-label={s.description} data-testid="study-row" data-study-id={s.id}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <div>
                  <Text fw={600} size="sm" data-testid="study-description">
                    {s.description}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {s.club} · {s.studyGroup}
                  </Text>
                </div>
                <StudyActionsMenu study={s} {...actions} />
              </Group>
              <Group gap="xs" mt="xs" wrap="wrap">
                <StudyStateBadge state={s.state} />
                <Text size="sm">
                  {t('list.playerAnswers')}:{' '}
                  <span data-testid="study-player-answers">{t('list.answersOf', { answered: s.playerAnswers, invited: s.playersInvited })}</span>
                </Text>
              </Group>
              <Text size="sm" mt={4}>
                {s.quiz}
              </Text>
              <Group gap="xs" mt={4} wrap="wrap">
                <Text size="sm">{t('list.isAnswered')}:</Text>
                {answeredBadge(s)}
              </Group>
              <Text size="xs" c="dimmed" mt={4}>
                {dates(s)}
              </Text>
            </Card>
          ))}
        </Stack>
      ) : (
        <ResponsiveTable label={t('list.title')} minWidth={900}>
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="studies-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('list.description')}</Table.Th>
                <Table.Th>{t('list.state')}</Table.Th>
                <Table.Th>{t('list.quiz')}</Table.Th>
                <Table.Th>{t('list.isAnswered')}</Table.Th>
                <Table.Th>{t('list.playerAnswers')}</Table.Th>
                <Table.Th>{t('list.club')}</Table.Th>
                <Table.Th>{t('list.dates')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((s) => (
                <Table.Tr key={s.id} data-testid="study-row" data-study-id={s.id}>
                  <Table.Td>
                    <Text fw={600} size="sm" data-testid="study-description">
                      {s.description}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {s.studyGroup}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <StudyStateBadge state={s.state} />
                  </Table.Td>
                  <Table.Td>{s.quiz}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{answeredBadge(s)}</Table.Td>
                  <Table.Td data-testid="study-player-answers">
                    {t('list.answersOf', { answered: s.playerAnswers, invited: s.playersInvited })}
                  </Table.Td>
                  <Table.Td>{s.club}</Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {dates(s)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <StudyActionsMenu study={s} {...actions} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ResponsiveTable>
      )}
      {loading && <ContentLoader />}
      {!loading && rows.length === 0 && (
        <Text c="dimmed" ta="center" p="md" data-testid="studies-empty">
          {studies?.length ? t('list.noMatch') : t('list.empty')}
        </Text>
      )}
    </>
  );
}
