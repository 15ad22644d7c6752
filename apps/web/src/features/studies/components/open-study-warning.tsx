import type { ManagerStudy } from '@club-pulse/contracts/studies';
import { Alert, Checkbox, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';

interface Props {
  /** The running studies of the team and quiz the form is about to use again. */
  studies: ManagerStudy[];
  confirmed: boolean;
  error: string | null;
  onConfirm: (checked: boolean) => void;
}

/**
 * The study form's warning that the team already has a running study of this quiz: it names each one with its
 * dates, says what a second one means for the players, and holds the coach's "create anyway".
 */
export function OpenStudyWarning({ studies, confirmed, error, onConfirm }: Props) {
  const { t, i18n } = useTranslation('coach');
  return (
    <Alert color="orange" title={t('form.openStudyTitle')} data-testid="study-open-same-quiz">
      <Stack gap="xs">
        {studies.map((s) => (
          <Text key={s.id} size="sm" fw={600} data-testid="study-open-same-quiz-item">
            {t('form.openStudy', { study: s.description, from: formatDate(s.startDate, i18n.language), to: formatDate(s.dueDate, i18n.language) })}
          </Text>
        ))}
        <Text size="sm">{t('form.openStudyHelp')}</Text>
        <Checkbox
          label={t('form.openStudyConfirm')}
          checked={confirmed}
          error={error}
          onChange={(e) => onConfirm(e.currentTarget.checked)}
          data-testid="study-open-same-quiz-confirm"
        />
      </Stack>
    </Alert>
  );
}
