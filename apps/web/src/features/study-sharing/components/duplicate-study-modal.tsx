import type { ManagerStudy } from '@club-pulse/contracts/studies';
import { DuplicateStudyRequest } from '@club-pulse/contracts/study-sharing';
import { studyIsRunning } from '@club-pulse/contracts/study-rules';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, formatDate, todayIso } from '../../../lib/dates.ts';
import { apiFieldErrors, focusFirstError, useContractForm } from '../../../lib/form.ts';
import { notify } from '../../../lib/notify.ts';
import { useDuplicateStudy } from '../api/duplicate-study.ts';

interface Values extends Record<string, unknown> {
  description: string;
  startDate: string;
  dueDate: string;
}
const MESSAGES = { dueDate: { rule: 'sharing:duplicate.dueAfterStart' } };
const toRequest = (v: Values): DuplicateStudyRequest => ({ description: v.description.trim(), startDate: v.startDate, dueDate: v.dueDate });

/** A copy of `study` (same team and quiz, a new link) with a description and dates of the coach's choosing. */
export function DuplicateStudyModal({
  study,
  onClose,
  onDuplicated,
}: {
  study: ManagerStudy | null;
  onClose: () => void;
  onDuplicated: (copy: ManagerStudy) => void;
}) {
  const { t, i18n } = useTranslation('sharing');
  const form = useContractForm<Values>({
    initialValues: { description: '', startDate: '', dueDate: '' },
    schema: DuplicateStudyRequest,
    toRequest,
    messages: MESSAGES,
  });
  const duplicate = useDuplicateStudy(study?.id ?? 0);
  const { setValues } = form;

  // Filled in on every opening: the same description, starting today, as long as the original ran (at least a week).
  useEffect(() => {
    if (!study) return;
    const today = todayIso();
    const length = Math.max(7, Math.round((Date.parse(study.dueDate) - Date.parse(study.startDate)) / 86_400_000));
    setValues({ description: study.description, startDate: today, dueDate: addDays(today, length) });
  }, [study, setValues]);

  const submit = form.onSubmit(
    async (values) => {
      try {
        const copy = await duplicate.mutateAsync(toRequest(values));
        notify.success('sharing:duplicate.success');
        onDuplicated(copy);
      } catch (err) {
        form.setErrors(apiFieldErrors(err));
        notify.apiError('sharing:duplicate.error', err);
      }
    },
    (errors, _values, event) => focusFirstError(event?.target, errors),
  );

  return (
    <Modal opened={!!study} onClose={onClose} title={t('duplicate.title', { study: study?.description ?? '' })} size="md">
      <form onSubmit={submit} noValidate data-testid="duplicate-form">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('duplicate.intro')}
          </Text>
          {/* A copy of a study still running gives the team the same questionnaire twice: said before it is made. */}
          {study && studyIsRunning(study, todayIso()) && (
            <Alert color="orange" data-testid="duplicate-still-running">
              {t('duplicate.stillRunning', { study: study.description, due: formatDate(study.dueDate, i18n.language) })}
            </Alert>
          )}
          <Textarea
            label={t('duplicate.description')}
            {...form.getInputProps('description')}
            required
            maxLength={300}
            autosize
            minRows={2}
            data-testid="duplicate-description"
          />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              type="date"
              label={t('duplicate.startDate')}
              {...form.getInputProps('startDate')}
              required
              miw={150}
              data-testid="duplicate-start-date"
            />
            <TextInput
              type="date"
              label={t('duplicate.dueDate')}
              {...form.getInputProps('dueDate')}
              required
              min={form.values.startDate || undefined}
              miw={150}
              data-testid="duplicate-due-date"
            />
          </Group>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('duplicate.cancel')}
            </Button>
            <Button type="submit" loading={duplicate.isPending} data-testid="duplicate-submit">
              {t('duplicate.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
