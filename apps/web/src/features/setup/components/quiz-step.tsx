import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Step "quiz": coaches create studies with a published, enabled quiz of their group's category, and a new
 * installation has none. The step sends the admin to the quizzes screen (`to`: its address in the admin area),
 * where the shipped library installs one and a quiz file is imported; it is done once such a quiz exists.
 */
export function QuizStep({ to }: { to: string }) {
  const { t } = useTranslation('setup');
  return (
    <Stack gap="sm" data-testid="setup-quiz-step">
      <Text size="sm">{t('quiz.intro')}</Text>
      <Group justify="flex-end">
        <Button component={Link} to={to} data-testid="setup-open-quizzes">
          {t('quiz.open')}
        </Button>
      </Group>
    </Stack>
  );
}
