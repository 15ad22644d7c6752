import { SETUP_STEPS, type SetupProgressResponse, type SetupStep } from '@club-pulse/contracts/setup';
import { Accordion, Alert, Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { AccountStep, ClubStep, CoachStep, GroupStep } from '../../../features/admin/components/setup-organisation-steps.tsx';
import { ComplianceTemplatesEditor } from '../../../features/compliance/components/compliance-templates-editor.tsx';
import { setupProgressQuery, useSetupProgress } from '../../../features/setup/api/get-setup-progress.ts';
import { DefaultLanguageStep } from '../../../features/setup/components/default-language-step.tsx';
import { checklistCount, checklistOf, nextOpenStep, StepMark } from '../../../features/setup/components/setup-checklist.tsx';
import { QuizStep } from '../../../features/setup/components/quiz-step.tsx';
import { SupportStep } from '../../../features/setup/components/support-step.tsx';
import { TestMailStep } from '../../../features/setup/components/test-mail-step.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { adminSections } from './routes.tsx';

export async function loader() {
  await queryClient.ensureQueryData(setupProgressQuery());
  return null;
}

/** The quizzes screen, wherever the admin area's navigation puts it. */
const QUIZZES_PATH = adminSections.flatMap((s) => s.items).find((i) => i.testId === 'nav-admin-quizzes')?.to ?? '/admin';

const isStep = (value: string | null): value is SetupStep => (SETUP_STEPS as readonly string[]).includes(value ?? '');

function stepContent(step: SetupStep, progress: SetupProgressResponse): ReactNode {
  switch (step) {
    case 'language':
      return <DefaultLanguageStep current={progress.defaultLanguage} />;
    case 'terms':
      return <ComplianceTemplatesEditor published={progress.done.terms} />;
    case 'mail':
      return <TestMailStep />;
    case 'quiz':
      return <QuizStep to={QUIZZES_PATH} />;
    case 'account':
      return <AccountStep />;
    case 'club':
      return <ClubStep />;
    case 'group':
      return <GroupStep />;
    case 'coach':
      return <CoachStep />;
    case 'support':
      return <SupportStep progress={progress} />;
  }
}

/**
 * The setup wizard, after the first admin: one step open at a time, each with its mark, in the order of
 * SETUP_STEPS. What is done comes from the server (computed from the data), so the wizard can be left and
 * resumed. When the open step becomes done, the next step still to do opens (but the test mail's, whose answer
 * the admin reads there; a done step offers the next one). `?step=` opens a given step.
 */
export function Component() {
  const { t } = useTranslation('setup');
  const { data: progress, isError } = useSetupProgress();
  const [params, setParams] = useSearchParams();
  const asked = params.get('step');
  const [open, setOpen] = useState<SetupStep | null>(() => (isStep(asked) ? asked : progress ? nextOpenStep(progress) : 'language'));
  const wasDone = useRef(progress?.done);

  useEffect(() => {
    if (!progress) return;
    const before = wasDone.current;
    wasDone.current = progress.done;
    // The test mail's step stays open: its answer (sent, or why not) is what the admin came for.
    if (open && open !== 'mail' && before && !before[open] && progress.done[open]) setOpen(nextOpenStep(progress, open));
  }, [progress, open]);

  const choose = (value: string | null) => {
    const step = isStep(value) ? value : null;
    setOpen(step);
    setParams(step ? { step } : {}, { replace: true });
  };

  if (!progress) {
    return isError ? (
      <Alert color="red" role="alert">
        {t('wizard.loadError')}
      </Alert>
    ) : null;
  }
  // The lines shown and the count beside them come from one list.
  const items = checklistOf(progress);
  const { done, total } = checklistCount(progress);
  const next = open ? nextOpenStep(progress, open) : null;
  return (
    <div data-testid="setup-wizard">
      <PageTitle text={t('wizard.title')} />
      <Stack gap="md" maw={880}>
        <Text size="sm">{t('wizard.intro')}</Text>
        <Progress value={(done / total) * 100} aria-hidden />
        <Text size="sm" c="dimmed" data-testid="setup-progress">
          {t('wizard.progress', { done, total })}
        </Text>
        {progress.complete && (
          <Alert color="green" data-testid="setup-complete">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('wizard.complete')}</Text>
              <Button component={Link} to="/admin" size="xs" variant="light">
                {t('wizard.goHome')}
              </Button>
            </Stack>
          </Alert>
        )}
        {items.map((item, i) =>
          item.key === 'admin' ? (
            <Group key={item.key} gap="xs" wrap="nowrap" px="md" data-testid="setup-step-admin" data-done={item.done}>
              <StepMark done={item.done} index={i + 1} />
              <Text size="sm">{t('wizard.adminCreated')}</Text>
            </Group>
          ) : null,
        )}
        <Accordion variant="separated" value={open} onChange={choose} chevronPosition="right">
          {items.map(({ key: step, done: stepDone }, i) =>
            step === 'admin' ? null : (
              <Accordion.Item key={step} value={step} data-testid={`setup-step-${step}`} data-done={stepDone}>
                <Accordion.Control icon={<StepMark done={stepDone} index={i + 1} />}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={600}>{t(`wizard.steps.${step}`)}</Text>
                    {stepDone && (
                      <Badge color="green" variant="light" aria-hidden visibleFrom="sm">
                        {t('wizard.done')}
                      </Badge>
                    )}
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  {open === step && stepContent(step, progress)}
                  {open === step && stepDone && next && (
                    <Group justify="flex-end" mt="md">
                      <Button variant="subtle" onClick={() => choose(next)} data-testid="setup-next">
                        {t('wizard.next', { step: t(`wizard.steps.${next}`) })}
                      </Button>
                    </Group>
                  )}
                </Accordion.Panel>
              </Accordion.Item>
            ),
          )}
        </Accordion>
      </Stack>
    </div>
  );
}
