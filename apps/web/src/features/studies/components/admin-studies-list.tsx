import { type AdminStudy, AdminStudiesQuery } from '@club-pulse/contracts/admin-studies';
import { useTranslation } from 'react-i18next';
import { type PagedFilter, PagedList } from '../../../components/lists/paged-list.tsx';
import { RowActions } from '../../../components/lists/row-actions.tsx';
import { useListParams } from '../../../components/lists/use-list-params.ts';
import { useQuizzes } from '../../quizzes/api/get-quizzes.ts';
import { useStudiesPage } from '../api/get-studies-page.ts';
import { adminStudyBase, adminStudyColumns } from './admin-study-columns.tsx';
import { canCancel, useConfirmCancelStudy } from './cancel-study.tsx';
import { useStudyStateOptions } from './study-state-badge.tsx';

/** The address's part of an admin list of studies (search, filters, sort, page): the study group is the page's. */
export const AdminStudiesListQuery = AdminStudiesQuery.omit({ studyGroupId: true });

/**
 * An admin list of studies, searched, filtered (state, quiz, and the club where `clubs` are given), sorted and paged
 * by the server with the state in the address, with the actions study members, show report and cancel (after
 * confirming): a study group's studies (`studyGroupId`, with the coaches' answers) and every study (`clubs`, with
 * each study's club and study group).
 */
export function AdminStudiesList({
  label,
  emptyText,
  studyGroupId,
  clubs,
}: {
  label: string;
  emptyText: string;
  studyGroupId?: number;
  clubs?: Array<{ id: number; name: string }>;
}) {
  const { t, i18n } = useTranslation('admin');
  const stateOptions = useStudyStateOptions();
  const confirmCancel = useConfirmCancelStudy();
  const { query, update } = useListParams(AdminStudiesListQuery);
  const studies = useStudiesPage({ ...query, studyGroupId });
  const quizzes = useQuizzes();
  const columns = adminStudyColumns(t, i18n.language, studyGroupId === undefined ? { withPlace: true } : { withCoaches: true });
  const filters: PagedFilter[] = [
    {
      key: 'state',
      label: t('studies.state'),
      options: stateOptions,
      value: query.state ?? null,
      onChange: (v) => update({ state: (v ?? undefined) as AdminStudiesQuery['state'] }),
    },
    ...(clubs
      ? [
          {
            key: 'club',
            label: t('studies.club'),
            options: clubs.map((c) => ({ value: String(c.id), label: c.name })),
            value: query.clubId === undefined ? null : String(query.clubId),
            onChange: (v: string | null) => update({ clubId: v ? Number(v) : undefined }),
          },
        ]
      : []),
    {
      key: 'quiz',
      label: t('studies.quiz'),
      options: (quizzes.data ?? []).map((q) => ({ value: String(q.id), label: q.name })),
      value: query.quizId === undefined ? null : String(query.quizId),
      onChange: (v) => update({ quizId: v ? Number(v) : undefined }),
    },
  ];
  return (
    <PagedList
      label={label}
      query={query}
      update={update}
      result={studies}
      columns={columns}
      rowKey={(s: AdminStudy) => s.id}
      rowName={(s) => s.description}
      searchPlaceholder={t('studies.searchPlaceholder')}
      filters={filters}
      actions={(s) => (
        <RowActions
          name={s.description}
          actions={[
            { key: 'members', label: t('studies.members'), to: `${adminStudyBase(s)}/studies/${s.id}/Members` },
            { key: 'report', label: t('studies.report'), to: `${adminStudyBase(s)}/studies/${s.id}/report` },
            { key: 'cancel', label: t('cancelStudy.action'), color: 'red', disabled: !canCancel(s), onClick: () => confirmCancel(s) },
          ]}
        />
      )}
      emptyText={emptyText}
      testId="studies-table"
      rowTestId="study-row"
      minWidth={820}
    />
  );
}
