// @vitest-environment happy-dom
import { Button } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../testing/factories.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { buildQuiz } from '../../admin/components/admin-test-data.ts';
import { useConfirmQuizEnabled } from './confirm-quiz-enabled.tsx';

configure({ asyncUtilTimeout: 15_000 });

const quiz = buildQuiz({ id: 7, name: 'Wellbeing', studies: 3 });

function Harness() {
  const change = useConfirmQuizEnabled();
  return (
    <>
      <Button onClick={() => change(quiz, false)}>disable</Button>
      <Button onClick={() => change({ ...quiz, enabled: false }, true)}>enable</Button>
    </>
  );
}

function renderHarness() {
  const calls: string[] = [];
  const answer =
    (enabled: boolean) =>
    ({ request }: { request: Request }) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return { ...quiz, enabled };
    };
  server.use(
    mockApi('put', '/api/admin/quiz/{id}/enable', answer(true), { id: 7 }),
    mockApi('put', '/api/admin/quiz/{id}/disable', answer(false), { id: 7 }),
  );
  signInAs('AppAdmin');
  renderWithProviders(
    <ModalsProvider>
      <Harness />
    </ModalsProvider>,
  );
  return { calls, user: userEvent.setup() };
}

describe('enabling and disabling a quiz', () => {
  it('asks before disabling, says what follows, and sends nothing when cancelled', async () => {
    const { calls, user } = renderHarness();
    await user.click(screen.getByText('disable'));
    const text = (await screen.findByTestId('quiz-consequences')).textContent;
    expect(text).toContain('can no longer choose it for new studies');
    expect(text).toContain('The 3 studies that use it keep it');
    await user.click(screen.getByTestId('cancel-quiz-enabled'));
    await waitFor(() => expect(screen.queryByTestId('quiz-consequences')).toBeNull());
    expect(calls).toEqual([]);
  });

  it('disables after the confirmation', async () => {
    const { calls, user } = renderHarness();
    await user.click(screen.getByText('disable'));
    await user.click(await screen.findByTestId('confirm-quiz-enabled'));
    await waitFor(() => expect(calls).toEqual(['PUT /api/admin/quiz/7/disable']));
  });

  it('asks before enabling too, and enables after the confirmation', async () => {
    const { calls, user } = renderHarness();
    await user.click(screen.getByText('enable'));
    expect((await screen.findByTestId('quiz-consequences')).textContent).toContain('can choose it for new studies');
    expect(calls).toEqual([]);
    await user.click(screen.getByTestId('confirm-quiz-enabled'));
    await waitFor(() => expect(calls).toEqual(['PUT /api/admin/quiz/7/enable']));
  });
});
