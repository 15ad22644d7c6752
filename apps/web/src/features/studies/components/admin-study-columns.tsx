import type { AdminStudiesQuery, AdminStudy } from '@club-pulse/contracts/admin-studies';
import { Anchor, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PagedColumn } from '../../../components/lists/paged-list.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { StudyStateBadge } from './study-state-badge.tsx';

/** Where a study's admin pages are: its club's study group's studies. */
export const adminStudyBase = (s: AdminStudy) => `/admin/clubs/${s.clubId}/studygroups/${s.studyGroupId}`;

/** The study's club and study group under its description, each a link (the list of every study, where they differ). */
function StudyPlace({ s }: { s: AdminStudy }) {
  return (
    <Text size="xs" c="dimmed" data-testid="study-place">
      <Anchor component={Link} to={`/admin/clubs/${s.clubId}/studygroups`} size="xs" inherit>
        {s.club}
      </Anchor>
      {' · '}
      <Anchor component={Link} to={`${adminStudyBase(s)}/studies`} size="xs" inherit>
        {s.studyGroup}
      </Anchor>
    </Text>
  );
}

/**
 * The admin's columns of a list of studies (a study group's, and every study's): description, quiz, state, dates and
 * answers. `withPlace`: the club and study group under the description; `withCoaches`: the coaches' answers too.
 */
export function adminStudyColumns(
  t: TFunction<'admin'>,
  language: string,
  opts: { withPlace?: boolean; withCoaches?: boolean } = {},
): PagedColumn<AdminStudy, AdminStudiesQuery['sort']>[] {
  const answersOf = (answered: number, invited: number) => t('studies.answersOf', { answered, invited });
  const description = (s: AdminStudy): ReactNode => (
    <div style={{ minWidth: 0 }}>
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {s.description}
      </Text>
      {opts.withPlace && <StudyPlace s={s} />}
    </div>
  );
  const columns: PagedColumn<AdminStudy, AdminStudiesQuery['sort']>[] = [
    { key: 'description', label: t('studies.description'), primary: true, sort: 'description', render: description },
    { key: 'quiz', label: t('studies.quiz'), sort: 'quiz', render: (s) => s.quiz, card: { detail: (s) => s.quiz } },
    {
      key: 'state',
      label: t('studies.state'),
      render: (s) => <StudyStateBadge state={s.state} />,
      card: { badge: (s) => <StudyStateBadge state={s.state} /> },
    },
    {
      key: 'startDate',
      label: t('studies.startDate'),
      sort: 'startDate',
      render: (s) => formatDate(s.startDate, language),
      nowrap: true,
      // The card says the study's dates as one span: "1 Sept 2026 – 30 Sept 2026".
      card: { detail: (s) => `${formatDate(s.startDate, language)} – ${formatDate(s.dueDate, language)}` },
    },
    { key: 'dueDate', label: t('studies.dueDate'), sort: 'dueDate', render: (s) => formatDate(s.dueDate, language), nowrap: true },
    {
      key: 'players',
      label: t('studies.playerAnswers'),
      render: (s) => answersOf(s.playerAnswers, s.playersInvited),
      card: { detail: (s) => `${t('studies.playerAnswers')}: ${answersOf(s.playerAnswers, s.playersInvited)}` },
    },
  ];
  if (opts.withCoaches) {
    columns.push({
      key: 'coaches',
      label: t('studies.coachAnswers'),
      render: (s) => answersOf(s.coachAnswers, s.coachesInvited),
      card: { detail: (s) => `${t('studies.coachAnswers')}: ${answersOf(s.coachAnswers, s.coachesInvited)}` },
    });
  }
  return columns;
}
