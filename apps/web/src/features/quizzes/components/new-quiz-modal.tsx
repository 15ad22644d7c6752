import { SaveQuizDraftRequest } from '@club-pulse/contracts/admin-quizzes';
import { DEFAULT_ANSWER_LABELS, QUIZ_LIMITS } from '@club-pulse/contracts/quiz-document';
import { Autocomplete, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFieldErrors, focusFirstError, useContractForm } from '../../../lib/form.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateQuiz } from '../api/create-quiz.ts';

interface Values extends Record<string, unknown> {
  name: string;
  category: string;
}
/** A new quiz starts with its name and category, the product's answer labels, and nothing else yet. */
const toRequest = (v: Values): SaveQuizDraftRequest => ({
  name: v.name.trim(),
  category: v.category.trim(),
  hasKeyTermSummary: true,
  answerLabels: DEFAULT_ANSWER_LABELS,
  keyTerms: [],
  questions: [],
});
const BUILT_IN_CATEGORIES = ['youth', 'senior', 'staff'];

/** A new quiz written in the editor: name and category first, then it opens as a draft. */
export function NewQuizModal({ opened, onClose, onCreated }: { opened: boolean; onClose: () => void; onCreated: (id: number) => void }) {
  const { t } = useTranslation('quizzes');
  const form = useContractForm<Values>({ initialValues: { name: '', category: '' }, schema: SaveQuizDraftRequest, toRequest });
  const create = useCreateQuiz();
  const { reset } = form;
  useEffect(() => {
    if (opened) reset();
  }, [opened, reset]);

  const submit = form.onSubmit(
    async (values) => {
      try {
        const draft = await create.mutateAsync(toRequest(values));
        notify.success('quizzes:create.done', { name: draft.content.name });
        onClose();
        onCreated(draft.id);
      } catch (err) {
        form.setErrors(apiFieldErrors(err));
        notify.apiError('quizzes:create.error', err);
      }
    },
    (errors, _values, event) => focusFirstError(event?.target, errors),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={t('create.title')}>
      <form onSubmit={submit} noValidate data-testid="new-quiz-form">
        <Stack gap="sm">
          <Text size="sm">{t('create.intro')}</Text>
          <TextInput
            label={t('editor.name')}
            description={t('editor.nameHint')}
            required
            maxLength={QUIZ_LIMITS.name}
            {...form.getInputProps('name')}
          />
          <Autocomplete
            label={t('editor.category')}
            description={t('editor.categoryHint')}
            required
            maxLength={QUIZ_LIMITS.category}
            data={BUILT_IN_CATEGORIES}
            {...form.getInputProps('category')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="new-quiz-submit">
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
