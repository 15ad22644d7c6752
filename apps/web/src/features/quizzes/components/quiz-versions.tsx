import type { QuizVersionSummary } from '@club-pulse/contracts/admin-quizzes';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The versions of a quiz, newest first: each one's state; the others open on a click. */
export function QuizVersions({ versions, currentId, onOpen }: { versions: QuizVersionSummary[]; currentId: number; onOpen: (id: number) => void }) {
  const { t } = useTranslation('quizzes');
  return (
    <Group gap="xs" wrap="wrap" data-testid="quiz-versions">
      <Text size="sm" fw={600}>
        {t('versions.title')}
      </Text>
      {versions.map((v) => {
        const label = t('versions.label', { version: v.version, state: t(`versions.state.${v.status}`) });
        const extra = v.current ? ` · ${t('versions.current')}` : '';
        return v.id === currentId ? (
          <Badge key={v.id} variant="filled" tt="none" color={v.status === 'draft' ? 'yellow' : 'green'} aria-current="page">
            {label}
            {extra}
          </Badge>
        ) : (
          <Button key={v.id} variant="subtle" size="compact-xs" onClick={() => onOpen(v.id)}>
            {label}
            {extra}
          </Button>
        );
      })}
    </Group>
  );
}
