import { ANSWER_RETENTION_MONTHS_MAX, ANSWER_RETENTION_MONTHS_MIN } from '@club-pulse/contracts/constants';
import { AnswerRetentionSetting } from '@club-pulse/contracts/retention';
import { Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/form.ts';
import { notify } from '../../../lib/notify.ts';
import { useSetAnswerRetention } from '../api/answer-retention.ts';

/**
 * The installation's retention of answers (docs/decisions/0008): how many months after a study's due date its
 * answers and the results by topic are deleted. Beside the privacy policy, which states it.
 */
export function AnswerRetentionForm({ months }: { months: number }) {
  const { t } = useTranslation('setup');
  const save = useSetAnswerRetention();
  const form = useContractForm({ initialValues: { months }, schema: AnswerRetentionSetting });

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ months: Number(values.months) });
      notify.success('setup:retention.saved', { months: saved.months });
    } catch (err) {
      notify.apiError('setup:retention.error', err);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="answer-retention-form" aria-labelledby="answer-retention-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="answer-retention-title">
          {t('retention.title')}
        </Title>
        <Text size="sm">{t('retention.intro')}</Text>
        <NumberInput
          label={t('retention.label')}
          description={t('retention.bounds')}
          min={ANSWER_RETENTION_MONTHS_MIN}
          max={ANSWER_RETENTION_MONTHS_MAX}
          allowDecimal={false}
          maw={260}
          data-testid="answer-retention-months"
          {...form.getInputProps('months')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="answer-retention-save">
            {t('retention.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
