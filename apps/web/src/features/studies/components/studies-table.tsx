import type { StudyState } from '@club-pulse/contracts/enums';
import type { ManagerStudy } from '@club-pulse/contracts/studies';
import { Anchor, Badge, Button, Group, Select, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardTable, useCardMode } from '../../../components/card-table.tsx';
import { ContentLoader } from '../../../components/content-loader.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { type StudyActionHandlers, StudyActionsMenu } from './study-actions-menu.tsx';
import { StudyStateBadge, useStudyStateOptions } from './study-state-badge.tsx';

const STATES: StudyState[] = ['open', 'inprogress', 'closed', 'finished', 'cancelled'];

interface Props extends StudyActionHandlers {
  studies: ManagerStudy[] | undefined;
  clubs: { id: number; name: string }[];
  loading: boolean;
}

/**
 * The coach's studies with filters by club and state: one table, which becomes cards on a phone (CardTable). A
 * card opens on the study, its team and its actions, then its state, answers and dates, each under its column's
 * name; the group report is a link of its own there, the rest in the actions menu, all reached by the keyboard. On a
 * desktop the study's name is the link to its report.
 * On a desktop the club is written under the study beside its team and the dates may take two lines, so that the
 * table fits the room beside the open navigation (about 1,000 px at 1280) in German, whose words are the longest.
 */
export function StudiesTable({ studies, clubs, loading, ...actions }: Props) {
  const { t, i18n } = useTranslation('coach');
  const stateOptions = useStudyStateOptions(STATES);
  const cards = useCardMode();
  const [club, setClub] = useState<string | null>(null);
  const [state, setState] = useState<string | null>(null);
  const rows = useMemo(
    () => (studies ?? []).filter((s) => (!club || String(s.clubId) === club) && (!state || s.state === state)),
    [studies, club, state],
  );

  // Each date stays whole; the line breaks after the dash only when the column is narrow.
  const dates = (s: ManagerStudy) => (
    <Text size="sm" data-testid="study-dates">
      <span style={{ whiteSpace: 'nowrap' }}>{formatDate(s.startDate, i18n.language)} –</span>{' '}
      <span style={{ whiteSpace: 'nowrap' }}>{formatDate(s.dueDate, i18n.language)}</span>
    </Text>
  );
  // On a desktop the study's name opens its group report (a card has a report button of its own).
  const title = (s: ManagerStudy, linked: boolean) => (
    <div style={{ minWidth: 0 }}>
      {linked ? (
        <Anchor
          component={Link}
          to={`/studies/${s.id}/report`}
          fw={600}
          size="sm"
          aria-label={t('actions.reportFor', { study: s.description })}
          data-testid="study-description"
          style={{ overflowWrap: 'anywhere', display: 'block' }}
        >
          {s.description}
        </Anchor>
      ) : (
        <Text fw={600} size="sm" data-testid="study-description" style={{ overflowWrap: 'anywhere' }}>
          {s.description}
        </Text>
      )}
      <Text size="xs" c="dimmed" data-testid="study-club-team">
        {s.club} · {s.studyGroup}
      </Text>
    </div>
  );

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
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          label={t('list.filterState')}
          placeholder={t('list.allStates')}
          data={stateOptions}
          value={state}
          onChange={setState}
          clearable
          data-testid="filter-state"
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      <CardTable label={t('list.title')} minWidth={760} striped highlightOnHover verticalSpacing="sm" data-testid="studies-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.description')}</Table.Th>
            <Table.Th>{t('list.state')}</Table.Th>
            <Table.Th>{t('list.quiz')}</Table.Th>
            <Table.Th>{t('list.isAnswered')}</Table.Th>
            <Table.Th>{t('list.playerAnswers')}</Table.Th>
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
                {cards ? (
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                    {title(s, false)}
                    <StudyActionsMenu study={s} {...actions} />
                  </Group>
                ) : (
                  title(s, true)
                )}
              </Table.Td>
              <Table.Td data-label={t('list.state')} style={{ whiteSpace: 'nowrap' }}>
                <StudyStateBadge state={s.state} />
              </Table.Td>
              <Table.Td data-label={t('list.quiz')}>{s.quiz}</Table.Td>
              <Table.Td data-label={t('list.isAnswered')} style={{ whiteSpace: 'nowrap' }}>
                <Badge variant="outline" color={s.isAnswered ? 'green' : 'gray'} style={{ minWidth: 'max-content' }} data-testid="study-is-answered">
                  {s.isAnswered ? t('list.yes') : t('list.no')}
                </Badge>
              </Table.Td>
              <Table.Td data-label={t('list.playerAnswers')} data-testid="study-player-answers">
                {t('list.answersOf', { answered: s.playerAnswers, invited: s.playersInvited })}
              </Table.Td>
              <Table.Td data-label={t('list.dates')}>{dates(s)}</Table.Td>
              <Table.Td>
                {cards ? (
                  <Button
                    component={Link}
                    to={`/studies/${s.id}/report`}
                    variant="light"
                    size="xs"
                    fullWidth
                    aria-label={t('actions.reportFor', { study: s.description })}
                    data-testid="study-report-link"
                  >
                    {t('actions.report')}
                  </Button>
                ) : (
                  <StudyActionsMenu study={s} {...actions} />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </CardTable>
      {loading && <ContentLoader />}
      {!loading && rows.length === 0 && (
        <Text c="dimmed" ta="center" p="md" data-testid="studies-empty">
          {studies?.length ? t('list.noMatch') : t('list.empty')}
        </Text>
      )}
    </>
  );
}
