import type { LibraryQuiz } from '@club-pulse/contracts/admin-quizzes';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { useInstallLibraryQuiz } from '../api/install-library-quiz.ts';
import { useQuizLibrary } from '../api/get-quiz-library.ts';

/** The quizzes shipped with Club Pulse: install one (published and enabled at once), or see that it is installed. */
export function QuizLibrary() {
  const { t } = useTranslation('quizzes');
  const library = useQuizLibrary();
  const install = useInstallLibraryQuiz();

  const onInstall = async (quiz: LibraryQuiz) => {
    try {
      const result = await install.mutateAsync(quiz.key);
      notify.success(result.alreadyInstalled ? 'quizzes:library.alreadyInstalled' : 'quizzes:library.installed', { name: quiz.name });
    } catch (err) {
      notify.apiError('quizzes:library.installError', err);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="quiz-library-title" data-testid="quiz-library">
      <Title order={2} size="h3" id="quiz-library-title">
        {t('library.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('library.intro')}
      </Text>
      {library.isError && (
        <Text c="red" size="sm" role="alert">
          {t('library.loadError')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {library.data?.map((quiz) => (
          <Card key={quiz.key} withBorder padding="sm" component="article" data-testid="library-quiz">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {quiz.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('library.details', {
                    category: t(`admin:categories.${quiz.category}`, { defaultValue: quiz.category }),
                    keyTerms: quiz.keyTerms,
                    questions: quiz.questions,
                  })}
                </Text>
              </Stack>
              {quiz.installedQuizId === null ? (
                <Button
                  size="compact-sm"
                  variant="light"
                  style={{ flexShrink: 0 }}
                  onClick={() => onInstall(quiz)}
                  loading={install.isPending && install.variables === quiz.key}
                  aria-label={t('library.installNamed', { name: quiz.name })}
                  data-testid="install-library-quiz"
                >
                  {t('library.install')}
                </Button>
              ) : (
                <Badge color="green" variant="light" tt="none" style={{ flexShrink: 0 }} data-testid="library-installed">
                  {t('library.isInstalled')}
                </Badge>
              )}
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
