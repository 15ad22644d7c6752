import type { MyClubsResponse } from '@club-pulse/contracts/manager';
import { studyIsRunning } from '@club-pulse/contracts/study-rules';
import { CreateStudyRequest, type ManagerStudy, UpdateStudyRequest } from '@club-pulse/contracts/studies';
import { Alert, Button, Checkbox, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFieldErrors, focusFirstError, useContractForm } from '../../../lib/form.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateStudy } from '../api/create-study.ts';
import { useAvailableQuizzes } from '../api/get-available-quizzes.ts';
import { useStudies } from '../api/get-studies.ts';
import { useUpdateStudy } from '../api/update-study.ts';
import { addDays, todayIso } from '../../../lib/dates.ts';
import { OpenStudyWarning } from './open-study-warning.tsx';

interface Props {
  opened: boolean;
  onClose: () => void;
  clubs: MyClubsResponse;
  /** The study to edit; without it the form creates a new one. */
  study?: ManagerStudy | null;
  /** Called with the new study once created (the studies page opens its share panel). */
  onCreated?: (study: ManagerStudy) => void;
}

interface Values extends Record<string, unknown> {
  studyGroupId: string | null;
  quizId: string | null;
  description: string;
  startDate: string;
  dueDate: string;
}
const EMPTY: Values = { studyGroupId: null, quizId: null, description: '', startDate: '', dueDate: '' };
/** The contract's date-order rule, in the interface language. */
const MESSAGES = { dueDate: { rule: 'coach:form.dueAfterStart' } };

const createRequest = (v: Values): CreateStudyRequest => ({
  studyGroupId: Number(v.studyGroupId),
  quizId: Number(v.quizId),
  description: v.description.trim(),
  startDate: v.startDate,
  dueDate: v.dueDate,
});

/** Create a study (group, quiz, description, dates) or edit one (description and dates only). */
export function StudyFormModal({ opened, onClose, clubs, study, onCreated }: Props) {
  const { t } = useTranslation('coach');
  const editing = !!study;
  const studyId = study?.id;
  const updateRequest = useCallback(
    (v: Values): UpdateStudyRequest => ({ id: studyId ?? 0, description: v.description.trim(), startDate: v.startDate, dueDate: v.dueDate }),
    [studyId],
  );
  const form = useContractForm({
    initialValues: EMPTY,
    schema: editing ? UpdateStudyRequest : CreateStudyRequest,
    toRequest: editing ? updateRequest : createRequest,
    messages: MESSAGES,
  });
  const create = useCreateStudy();
  const update = useUpdateStudy();
  const { setValues } = form;
  // The coach's "create anyway" (the ids of the open studies it was given for) and its message: see openStudies.
  const [confirmedOpen, setConfirmedOpen] = useState<string | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);

  // Filled in on every opening (setting the values also clears the messages of the last opening).
  useEffect(() => {
    if (!opened) return;
    const today = todayIso();
    setValues({
      studyGroupId: study ? String(study.studyGroupId) : null,
      quizId: study ? String(study.quizId) : null,
      description: study?.description ?? '',
      startDate: study?.startDate ?? today,
      dueDate: study?.dueDate ?? addDays(today, 30),
    });
    setConfirmedOpen(null);
    setOpenError(null);
  }, [opened, study, setValues]);

  const groupId = form.values.studyGroupId;
  // Only active groups of clubs that may get new studies; a club that may not says why.
  const groupOptions = useMemo(
    () =>
      clubs
        .filter((c) => c.acceptsNewStudies)
        .map((c) => ({
          group: c.name,
          items: c.studyGroups.filter((g) => g.state === 'active').map((g) => ({ value: String(g.id), label: g.name })),
        }))
        .filter((g) => g.items.length > 0),
    [clubs],
  );
  const blockedClubs = clubs.filter((c) => !c.acceptsNewStudies);
  const quizzes = useAvailableQuizzes(!editing && groupId ? Number(groupId) : null);
  const quizOptions =
    editing && study
      ? [{ value: String(study.quizId), label: study.quiz }]
      : (quizzes.data ?? []).map((q) => ({ value: String(q.id), label: q.name }));
  const editGroupOptions = editing && study ? [{ value: String(study.studyGroupId), label: `${study.club} · ${study.studyGroup}` }] : groupOptions;

  // A study that starts today mails its team as soon as it is saved (the opening mail): the coach says they know
  // first. Not for a study whose start has passed already (its opening mail went then).
  const startsToday = form.values.startDate === todayIso() && (!editing || (study?.startDate ?? '') > todayIso());
  const [mailsKnown, setMailsKnown] = useState(false);
  const [mailsError, setMailsError] = useState<string | null>(null);

  // A study of the same team and quiz that is still running: a second one gives each member two questionnaires of
  // the same quiz at once. Not forbidden (a coach may mean it), so the form names the open one and asks for a
  // confirmation, which holds for those studies only: another team or quiz asks again. The list is the studies
  // page's own query (its loader fetched it): no call of its own.
  const studies = useStudies();
  const quizId = form.values.quizId;
  const openStudies = useMemo(() => {
    if (editing || !groupId || !quizId) return [];
    const today = todayIso();
    return (studies.data ?? []).filter((s) => s.studyGroupId === Number(groupId) && s.quizId === Number(quizId) && studyIsRunning(s, today));
  }, [editing, groupId, quizId, studies.data]);
  const openKey = openStudies.map((s) => s.id).join(',');
  const openConfirmed = openStudies.length === 0 || confirmedOpen === openKey;

  const submit = form.onSubmit(
    async (values) => {
      const mailsMissing = startsToday && !mailsKnown;
      if (mailsMissing) setMailsError(t('form.startsTodayRequired'));
      if (!openConfirmed) setOpenError(t('form.openStudyRequired'));
      if (mailsMissing || !openConfirmed) return;
      try {
        if (editing) {
          await update.mutateAsync(updateRequest(values));
          notify.success('coach:toasts.updateSuccess');
        } else {
          const created = await create.mutateAsync(createRequest(values));
          notify.success('coach:toasts.createSuccess');
          onCreated?.(created);
        }
        onClose();
      } catch (err) {
        form.setErrors(apiFieldErrors(err));
        notify.apiError(editing ? 'coach:toasts.updateError' : 'coach:toasts.createError', err);
      }
    },
    (errors, _values, event) => focusFirstError(event?.target, errors),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={editing ? t('form.editTitle') : t('form.createTitle')} size="lg">
      <form onSubmit={submit} noValidate data-testid="study-form">
        <Stack gap="sm">
          {!editing && blockedClubs.length > 0 && (
            <Alert color="orange" data-testid="clubs-blocked">
              {t('form.clubsBlocked', { clubs: blockedClubs.map((c) => c.name).join(', ') })}
            </Alert>
          )}
          <Select
            label={t('form.studyGroup')}
            placeholder={t('form.studyGroupPlaceholder')}
            data={editGroupOptions}
            {...form.getInputProps('studyGroupId')}
            onChange={(v) => {
              form.setFieldValue('studyGroupId', v);
              form.setFieldValue('quizId', null);
            }}
            disabled={editing}
            required={!editing}
            nothingFoundMessage={t('form.noGroups')}
            data-testid="study-group-select"
            allowDeselect={false}
          />
          <Select
            label={t('form.quiz')}
            placeholder={groupId ? t('form.quizPlaceholder') : t('form.quizFirstGroup')}
            data={quizOptions}
            {...form.getInputProps('quizId')}
            disabled={editing || !groupId}
            required={!editing}
            nothingFoundMessage={t('form.noQuizzes')}
            data-testid="quiz-select"
            allowDeselect={false}
          />
          {openStudies.length > 0 && (
            <OpenStudyWarning
              studies={openStudies}
              confirmed={confirmedOpen === openKey}
              error={openError}
              onConfirm={(checked) => {
                setConfirmedOpen(checked ? openKey : null);
                setOpenError(null);
              }}
            />
          )}
          <Textarea
            label={t('form.description')}
            {...form.getInputProps('description')}
            required
            maxLength={300}
            autosize
            minRows={2}
            data-testid="study-description"
          />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              type="date"
              label={t('form.startDate')}
              {...form.getInputProps('startDate')}
              required
              data-testid="study-start-date"
              miw={150}
            />
            <TextInput
              type="date"
              label={t('form.dueDate')}
              {...form.getInputProps('dueDate')}
              required
              min={form.values.startDate || undefined}
              data-testid="study-due-date"
              miw={150}
            />
          </Group>
          {startsToday && (
            <Alert color="orange" data-testid="study-starts-today">
              <Checkbox
                label={t('form.startsToday')}
                checked={mailsKnown}
                error={mailsError}
                onChange={(e) => {
                  setMailsKnown(e.currentTarget.checked);
                  setMailsError(null);
                }}
                data-testid="study-starts-today-confirm"
              />
            </Alert>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending} data-testid="study-form-submit">
              {editing ? t('form.save') : t('form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
