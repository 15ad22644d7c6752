import type { MyClubsResponse } from '@club-pulse/contracts/manager';
import type { ManagerStudy } from '@club-pulse/contracts/studies';
import { Alert, Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, notify } from '../../../lib/notify.ts';
import { useCreateStudy } from '../api/create-study.ts';
import { useAvailableQuizzes } from '../api/get-available-quizzes.ts';
import { useUpdateStudy } from '../api/update-study.ts';
import { addDays, todayIso } from '../lib/study-rules.ts';

interface Props {
  opened: boolean;
  onClose: () => void;
  clubs: MyClubsResponse;
  /** The study to edit; without it the form creates a new one. */
  study?: ManagerStudy | null;
}

type Errors = Partial<Record<'studyGroupId' | 'quizId' | 'description' | 'startDate' | 'dueDate', string>>;

/** Create a study (group, quiz, description, dates) or edit one (description and dates only). */
export function StudyFormModal({ opened, onClose, clubs, study }: Props) {
  const { t } = useTranslation('coach');
  const editing = !!study;
  const [groupId, setGroupId] = useState<string | null>(null);
  const [quizId, setQuizId] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [startDate, setStartDate] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateStudy();
  const update = useUpdateStudy();

  useEffect(() => {
    if (!opened) return;
    setErrors({});
    setGroupId(study ? String(study.studyGroupId) : null);
    setQuizId(study ? String(study.quizId) : null);
    setDescription(study?.description ?? '');
    setStartDate(study?.startDate ?? todayIso());
    setDueDate(study?.dueDate ?? addDays(todayIso(), 30));
  }, [opened, study]);

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
  const quizOptions = editing && study ? [{ value: String(study.quizId), label: study.quiz }] : (quizzes.data ?? []).map((q) => ({ value: String(q.id), label: q.name }));
  const editGroupOptions = editing && study ? [{ value: String(study.studyGroupId), label: `${study.club} · ${study.studyGroup}` }] : groupOptions;

  const validate = (): Errors => {
    const e: Errors = {};
    const required = t('common:required');
    if (!editing && !groupId) e.studyGroupId = required;
    if (!editing && !quizId) e.quizId = required;
    if (!description.trim()) e.description = required;
    if (!startDate) e.startDate = required;
    if (!dueDate) e.dueDate = required;
    else if (startDate && dueDate <= startDate) e.dueDate = t('form.dueAfterStart');
    return e;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const e = validate();
    setErrors(e);
    if (Object.keys(e).length) return;
    const fields = { description: description.trim(), startDate, dueDate };
    try {
      if (editing && study) {
        await update.mutateAsync({ id: study.id, ...fields });
        notify.success('coach:toasts.updateSuccess');
      } else {
        await create.mutateAsync({ studyGroupId: Number(groupId), quizId: Number(quizId), ...fields });
        notify.success('coach:toasts.createSuccess');
      }
      onClose();
    } catch (err) {
      setErrors(fieldErrors(err) as Errors);
      notify.apiError(editing ? 'coach:toasts.updateError' : 'coach:toasts.createError', err);
    }
  };

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
            value={groupId}
            onChange={(v) => {
              setGroupId(v);
              setQuizId(null);
            }}
            disabled={editing}
            required={!editing}
            error={errors.studyGroupId}
            nothingFoundMessage={t('form.noGroups')}
            data-testid="study-group-select"
            allowDeselect={false}
          />
          <Select
            label={t('form.quiz')}
            placeholder={groupId ? t('form.quizPlaceholder') : t('form.quizFirstGroup')}
            data={quizOptions}
            value={quizId}
            onChange={setQuizId}
            disabled={editing || !groupId}
            required={!editing}
            error={errors.quizId}
            nothingFoundMessage={t('form.noQuizzes')}
            data-testid="quiz-select"
            allowDeselect={false}
          />
          <Textarea
            label={t('form.description')}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            required
            maxLength={300}
            autosize
            minRows={2}
            error={errors.description}
            name="description"
            data-testid="study-description"
          />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              type="date"
              label={t('form.startDate')}
              value={startDate}
              onChange={(e) => setStartDate(e.currentTarget.value)}
              required
              error={errors.startDate}
              name="startDate"
              data-testid="study-start-date"
              miw={150}
            />
            <TextInput
              type="date"
              label={t('form.dueDate')}
              value={dueDate}
              onChange={(e) => setDueDate(e.currentTarget.value)}
              required
              min={startDate || undefined}
              error={errors.dueDate}
              name="dueDate"
              data-testid="study-due-date"
              miw={150}
            />
          </Group>
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
