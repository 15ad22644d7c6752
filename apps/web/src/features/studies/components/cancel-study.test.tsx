// @vitest-environment happy-dom
import type { AdminStudy } from '@club-pulse/contracts/admin-studies';
import { Button } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { signInAs } from '../../../testing/factories.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { canCancel, unfinishedEvaluations, useConfirmCancelStudy } from './cancel-study.tsx';

configure({ asyncUtilTimeout: 15_000 });

const study: AdminStudy = {
  id: 42,
  description: 'Spring check-in',
  quizId: 1,
  quiz: 'Wellbeing',
  state: 'inprogress',
  clubId: 1,
  club: 'CE Sants',
  studyGroupId: 2,
  studyGroup: 'U16',
  startDate: '2026-01-01',
  dueDate: '2999-01-01',
  playerAnswers: 3,
  playersInvited: 10,
  coachAnswers: 1,
  coachesInvited: 2,
  answerRetention: { deleteOn: '2028-12-01', deletedAt: null },
};

function Harness() {
  const confirm = useConfirmCancelStudy();
  return <Button onClick={() => confirm(study)}>open</Button>;
}

function renderHarness() {
  const calls: string[] = [];
  server.use(
    mockApi('put', '/api/admin/study/{id}/cancel', ({ request }) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return { ...study, state: 'cancelled' };
    }),
  );
  signInAs('AppAdmin');
  renderWithProviders(
    <ModalsProvider>
      <Harness />
    </ModalsProvider>,
  );
  return { calls, user: userEvent.setup() };
}

describe('cancelling a study', () => {
  it('counts the unfinished evaluations and allows only a study that has not ended', () => {
    expect(unfinishedEvaluations(study)).toBe(8);
    expect(canCancel(study)).toBe(true);
    expect(canCancel({ state: 'closed', dueDate: '2000-01-01' })).toBe(true);
    expect(canCancel({ state: 'open', dueDate: '2000-01-01' })).toBe(false);
    expect(canCancel({ state: 'cancelled', dueDate: '2999-01-01' })).toBe(false);
    expect(canCancel({ state: 'finished', dueDate: '2999-01-01' })).toBe(false);
  });

  it('asks first, says what follows, and sends nothing when the admin keeps the study', async () => {
    const { calls, user } = renderHarness();
    await user.click(screen.getByText('open'));
    const consequences = await screen.findByTestId('cancel-study-consequences');
    expect(consequences.textContent).toContain('8 unfinished evaluations will be cancelled');
    expect(consequences.textContent).toContain('4 finished reports are kept');
    expect(consequences.textContent).toContain('This cannot be undone');
    await user.click(screen.getByTestId('keep-study'));
    await waitFor(() => expect(screen.queryByTestId('cancel-study-consequences')).toBeNull());
    expect(calls).toEqual([]);
  });

  it('cancels only after the confirmation, in the reader’s language', async () => {
    await changeLanguage('es');
    const { calls, user } = renderHarness();
    await user.click(screen.getByText('open'));
    expect((await screen.findByTestId('cancel-study-consequences')).textContent).toContain('Se cancelarán 8 evaluaciones sin terminar');
    expect(calls).toEqual([]);
    await user.click(screen.getByTestId('confirm-cancel-study'));
    await waitFor(() => expect(calls).toEqual(['PUT /api/admin/study/42/cancel']));
    expect(await screen.findByText('Se ha cancelado «Spring check-in».')).toBeInTheDocument();
    await changeLanguage('en');
  });
});
