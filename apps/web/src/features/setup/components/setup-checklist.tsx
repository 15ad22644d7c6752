import { SETUP_STEPS, type SetupProgressResponse, type SetupStep } from '@club-pulse/contracts/setup';
import { CheckIcon, Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A step's mark: a tick when done, its number otherwise; the words "done" / "to do" for screen readers (colour is not the only sign). */
export function StepMark({ done, index }: { done: boolean; index: number }) {
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
      <VisuallyHidden>{done ? t('wizard.done') : t('wizard.todo')}</VisuallyHidden>
    </>
  );
}

export const stepsDone = (progress: SetupProgressResponse) => SETUP_STEPS.filter((s) => progress.done[s]).length;
/** The first step still to do, or null when everything is done. */
export const nextOpenStep = (progress: SetupProgressResponse, after?: SetupStep): SetupStep | null => {
  const from = after ? SETUP_STEPS.indexOf(after) + 1 : 0;
  return [...SETUP_STEPS.slice(from), ...SETUP_STEPS.slice(0, from)].find((s) => !progress.done[s]) ?? null;
};

/** The setup's checklist as a list (the admin home's card): the admin, then each step, ticked when done. */
export function SetupChecklist({ progress }: { progress: SetupProgressResponse }) {
  const { t } = useTranslation('setup');
  return (
    <ol style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="setup-checklist">
      <li>
        <Group gap="xs" wrap="nowrap" py={4}>
          <StepMark done index={1} />
          <Text size="sm">{t('wizard.adminCreated')}</Text>
        </Group>
      </li>
      {SETUP_STEPS.map((step, i) => (
        <li key={step} data-testid={`setup-check-${step}`} data-done={progress.done[step]}>
          <Group gap="xs" wrap="nowrap" py={4}>
            <StepMark done={progress.done[step]} index={i + 2} />
            <Text size="sm">{t(`wizard.steps.${step}`)}</Text>
          </Group>
        </li>
      ))}
    </ol>
  );
}
