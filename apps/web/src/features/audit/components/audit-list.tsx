import { AUDIT_ACTIONS, AUDIT_SUBJECT_TYPES, type AdminAuditEvent, AdminAuditQuery } from '@club-pulse/contracts/admin-audit';
import { Anchor, Button, Group, Loader, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/dates.ts';
import { notify } from '../../../lib/notify.ts';
import { LinkedFilter, ListControls } from '../../../components/lists/list-controls.tsx';
import { RowCard } from '../../../components/lists/list-rows.tsx';
import { ListFooter } from '../../../components/lists/list-footer.tsx';
import { readListParams, writeListParams } from '../../../components/lists/list-search-params.ts';
import { useDebouncedSearch } from '../../../components/lists/use-list-params.ts';
import { downloadAuditCsv } from '../api/export-audit-csv.ts';
import { useAuditPage } from '../api/get-audit-page.ts';
import { useSubjectLabel, useTargetDetails } from './audit-subject.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';

type Query = AdminAuditQuery;
type Column = { key: string; label: string; primary?: boolean; render: (e: AdminAuditEvent) => ReactNode };

/** The list's filters and page live in the address bar: a reload or a shared link shows the same rows. */
export function useAuditListParams() {
  const [params, setParams] = useSearchParams();
  const query = readListParams(AdminAuditQuery, params);
  /** A change of filter or page size goes back to page 1; a change of page keeps the rest. */
  const update = (change: Partial<Query>) =>
    setParams(writeListParams(AdminAuditQuery, { ...query, page: 1, ...change }), { preventScrollReset: true });
  return { query, update };
}

/** The catalogue key of an action: its dots would be read as nesting, so they are written as underscores. */
export const actionKey = (action: string) => `actions.${action.replace(/\./g, '_')}`;

/** An action in the reader's language; one the catalogue does not know (an older one) as it is stored. */
export function useActionLabel() {
  const { t } = useTranslation('audit');
  return (action: string) => t(actionKey(action), { defaultValue: action });
}

/** The audit trail for admins: who did what to which record, when; filtered and paged by the server; CSV. */
export function AuditList() {
  const { t, i18n } = useTranslation('audit');
  const tableText = useTranslation('admin').t;
  const narrow = useMediaQuery('(max-width: 48em)');
  const { query, update } = useAuditListParams();
  const page = useAuditPage(query);
  const actionLabel = useActionLabel();
  const [downloading, setDownloading] = useState(false);

  // The text boxes follow the address; typing reaches the address after a pause.
  // Each text filter follows the address, and what is typed reaches it after a pause (as every admin list's search).
  const [subject, setSubject] = useDebouncedSearch(query.subject, (subject) => update({ subject }));
  const [actorText, setActorText] = useDebouncedSearch(query.actor, (actor) => update({ actor }));
  const [subjectName, setSubjectName] = useDebouncedSearch(query.subjectName, (subjectName) => update({ subjectName }));
  const subjectLabel = useSubjectLabel();
  const targetDetails = useTargetDetails();

  const actor = (e: AdminAuditEvent) =>
    e.actorId === null ? (
      <Text size="sm" c="dimmed" span>
        {t('actor.system')}
      </Text>
    ) : (
      // A button centres its text, and these wrap to two lines: left-aligned as the other columns are.
      <Anchor
        component="button"
        type="button"
        size="sm"
        ta="start"
        onClick={() => update({ actorId: e.actorId ?? undefined })}
        data-testid="audit-actor"
      >
        {e.actorName ? `${e.actorName}${e.actorEmail ? ` · ${e.actorEmail}` : ''}` : t('actor.erased', { id: e.actorId })}
      </Anchor>
    );
  const firstWord = (target: string) => target.split(' ')[0] ?? target;

  const columns: Column[] = [
    {
      key: 'at',
      label: t('columns.at'),
      primary: true,
      render: (e) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.at, i18n.language)}</span>,
    },
    { key: 'actor', label: t('columns.actor'), render: actor },
    { key: 'action', label: t('columns.action'), render: (e) => <span data-testid="audit-action">{actionLabel(e.action)}</span> },
    {
      key: 'target',
      label: t('columns.subject'),
      render: (e) => {
        // What the target says beyond its subject (a count, a copy's source, a club), in words, under the subject's name.
        const details = subjectLabel(e) === e.target ? '' : targetDetails(e);
        return (
          <Stack gap={0} align="flex-start">
            <Anchor
              component="button"
              type="button"
              size="sm"
              ta="start"
              title={e.target}
              onClick={() => update({ subject: firstWord(e.target) })}
              data-testid="audit-subject"
            >
              {subjectLabel(e)}
            </Anchor>
            {details && (
              <Text size="xs" c="dimmed" data-testid="audit-subject-details">
                {details}
              </Text>
            )}
          </Stack>
        );
      },
    },
  ];
  const primary = columns.find((c) => c.primary) as Column;
  const rows = page.data?.items ?? [];
  const filtered = Boolean(
    query.actorId || query.actor || query.action || query.subject || query.subjectType || query.subjectName || query.from || query.to,
  );
  const actionOptions: { value: string; label: string }[] = AUDIT_ACTIONS.map((a) => ({ value: a, label: actionLabel(a) })).sort((a, b) =>
    a.label.localeCompare(b.label, i18n.language),
  );
  if (query.action && !actionOptions.some((o) => o.value === query.action)) actionOptions.unshift({ value: query.action, label: query.action });

  const download = async () => {
    setDownloading(true);
    try {
      const { page: _page, pageSize: _size, ...filters } = query;
      await downloadAuditCsv(filters);
    } catch (err) {
      notify.apiError('audit:exportError', err);
    } finally {
      setDownloading(false);
    }
  };

  // One actor, from a link: shown (also on a phone, where the other filters fold away), and removable.
  const actorFilter = query.actorId !== undefined && (
    <LinkedFilter
      label={t('filters.actor', { name: rows.find((r) => r.actorId === query.actorId)?.actorName ?? `#${query.actorId}` })}
      clearLabel={t('filters.actorClear')}
      onClear={() => update({ actorId: undefined })}
      testId="audit-filter-actor"
    />
  );

  const controls = (
    <ListControls
      narrow={Boolean(narrow)}
      active={[query.action, query.actor, query.subject, query.subjectType, query.subjectName, query.from, query.to].filter(Boolean).length}
      testId="audit"
      lead={actorFilter || undefined}
    >
      <Select
        label={t('filters.action')}
        placeholder={tableText('table.all')}
        data={actionOptions}
        value={query.action ?? null}
        onChange={(v) => update({ action: v ?? undefined })}
        searchable
        clearable
        data-testid="audit-filter-action"
        w={{ base: '100%', xs: 200 }}
      />
      <TextInput
        label={t('filters.who')}
        placeholder={t('filters.whoPlaceholder')}
        value={actorText}
        onChange={(e) => setActorText(e.currentTarget.value)}
        data-testid="audit-filter-who"
        w={{ base: '100%', xs: 170 }}
      />
      <Select
        label={t('filters.subjectType')}
        placeholder={tableText('table.all')}
        data={AUDIT_SUBJECT_TYPES.map((type) => ({ value: type, label: t(`subjectTypes.${type}`) }))}
        value={query.subjectType ?? null}
        onChange={(v) => update({ subjectType: (v ?? undefined) as Query['subjectType'] })}
        clearable
        data-testid="audit-filter-subject-type"
        w={{ base: '100%', xs: 170 }}
      />
      <TextInput
        label={t('filters.subjectName')}
        placeholder={t('filters.subjectNamePlaceholder')}
        value={subjectName}
        onChange={(e) => setSubjectName(e.currentTarget.value)}
        data-testid="audit-filter-subject-name"
        w={{ base: '100%', xs: 170 }}
      />
      <TextInput
        label={t('filters.subject')}
        placeholder={t('filters.subjectPlaceholder', { id: 12 })}
        value={subject}
        onChange={(e) => setSubject(e.currentTarget.value)}
        rightSection={page.isFetching && !page.isPending ? <Loader size="xs" aria-label={tableText('table.loading')} /> : null}
        data-testid="audit-filter-subject"
        w={{ base: '100%', xs: 150 }}
      />
      <TextInput
        type="date"
        label={t('filters.from')}
        value={query.from ?? ''}
        max={query.to}
        onChange={(e) => update({ from: e.currentTarget.value || undefined })}
        data-testid="audit-filter-from"
        w={{ base: '100%', xs: 150 }}
      />
      <TextInput
        type="date"
        label={t('filters.to')}
        value={query.to ?? ''}
        min={query.from}
        onChange={(e) => update({ to: e.currentTarget.value || undefined })}
        data-testid="audit-filter-to"
        w={{ base: '100%', xs: 150 }}
      />
    </ListControls>
  );

  const body = narrow ? (
    <Stack gap="sm" data-testid="audit-table">
      {rows.map((e) => (
        <RowCard key={e.id} row={e} columns={columns} primary={primary} testId="audit-row" />
      ))}
    </Stack>
  ) : (
    <ResponsiveTable label={t('title')} minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="audit-table" aria-busy={page.isFetching}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} aria-sort={c.key === 'at' ? 'descending' : undefined}>
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((e) => (
            <Table.Tr key={e.id} data-testid="audit-row">
              {columns.map((c) => (
                <Table.Td key={c.key}>{c.render(e)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );

  return (
    <>
      <Group justify="space-between" align="center" gap="sm" mb="sm" wrap="wrap">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 320px' }}>
          {t('intro')}
        </Text>
        <Button variant="light" onClick={download} loading={downloading} data-testid="audit-export">
          {t('export')}
        </Button>
      </Group>
      {controls}
      {body}
      <ListFooter
        result={page}
        shown={rows.length}
        filtered={filtered}
        emptyText={t('empty')}
        page={query.page}
        pageSize={query.pageSize}
        onPage={(n) => update({ ...query, page: n })}
        onPageSize={(n) => update({ pageSize: n as Query['pageSize'] })}
        testId="audit-table"
      />
    </>
  );
}
