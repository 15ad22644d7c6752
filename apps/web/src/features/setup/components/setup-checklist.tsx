import { SETUP_STEPS, type SetupProgressResponse, type SetupStep } from '@club-pulse/contracts/setup';
import { CheckIcon, Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A step's mark: a tick when done, its number otherwise; the words "done" / "to do" for screen readers (colour is not
 * the only sign), unless the line shows them (`said`).
 */
export function StepMark({ done, index, said = false }: { done: boolean; index: number; said?: boolean }) {
  const { t } = useTranslation('setup');
  return (
    <>
      <ThemeIcon size={26} radius="xl" color={done ? 'green' : 'gray'} variant={done ? 'filled' : 'light'} aria-hidden>
        {done ? (
          <CheckIcon size={12} />
        ) : (
          <Text size="xs" fw={700}>
            {index}
          </Text>
        )}
      </ThemeIcon>
      {!said && <VisuallyHidden>{done ? t('wizard.done') : t('wizard.todo')}</VisuallyHidden>}
    </>
  );
}

/** One line of the checklist: the first admin (done, since someone reads it), then each step of the setup. */
export type ChecklistItem = { key: 'admin' | SetupStep; done: boolean };
/** The checklist as it is shown, line by line: what the count is counted from, so the two always agree. */
export const checklistOf = (progress: SetupProgressResponse): ChecklistItem[] => [
  { key: 'admin', done: true },
  ...SETUP_STEPS.map((step) => ({ key: step, done: progress.done[step] })),
];
/** How many lines of the checklist are ticked, of how many. */
export function checklistCount(progress: SetupProgressResponse): { done: number; total: number } {
  const items = checklistOf(progress);
  return { done: items.filter((i) => i.done).length, total: items.length };
}
/** The first step still to do, or null when everything is done. */
export const nextOpenStep = (progress: SetupProgressResponse, after?: SetupStep): SetupStep | null => {
  const from = after ? SETUP_STEPS.indexOf(after) + 1 : 0;
  return [...SETUP_STEPS.slice(from), ...SETUP_STEPS.slice(0, from)].find((s) => !progress.done[s]) ?? null;
};

/**
 * The setup's checklist as a list (the admin home's card): the admin, then each step, ticked when done; a step still
 * to do says so in words beside its name (a bare number read as a count to a reviewer).
 */
export function SetupChecklist({ progress }: { progress: SetupProgressResponse }) {
  const { t } = useTranslation('setup');
  return (
    <ol style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="setup-checklist">
      {checklistOf(progress).map((item, i) => (
        <li key={item.key} data-testid={`setup-check-${item.key}`} data-done={item.done}>
          <Group gap="xs" wrap="nowrap" py={4}>
            <StepMark done={item.done} index={i + 1} said={!item.done} />
            <Text size="sm">{item.key === 'admin' ? t('wizard.adminCreated') : t(`wizard.steps.${item.key}`)}</Text>
            {!item.done && (
              <Text size="xs" fw={600} c="orange.9" data-testid="setup-check-todo">
                {t('wizard.todo')}
              </Text>
            )}
          </Group>
        </li>
      ))}
    </ol>
  );
}
