// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildQuizVersion } from '../../../features/quizzes/components/quiz-test-data.ts';
import { signInAs } from '../../../testing/factories.ts';
import { locationOf, renderRoutes, typeInto } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { Component, loader } from './quiz-editor.tsx';

function renderEditorPage() {
  server.use(mockApi('get', '/api/admin/quiz/{id}', () => buildQuizVersion(), { id: 12 }));
  signInAs('AppAdmin');
  return renderRoutes(
    [
      { path: '/admin/quizs/:quizId', Component, loader },
      { path: '/admin/quizs', element: <p>The list</p> },
    ],
    '/admin/quizs/12',
  );
}

describe('the quiz page', () => {
  it('asks before leaving a draft with unsaved changes', async () => {
    const { router } = renderEditorPage();
    const user = userEvent.setup();
    await screen.findByTestId('quiz-editor', {}, { timeout: 5000 });
    // Nothing changed: leaving asks nothing.
    await user.click(screen.getByRole('link', { name: 'Quizzes' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();

    await router.navigate('/admin/quizs/12');
    await screen.findByTestId('quiz-editor', {}, { timeout: 5000 });
    await typeInto(user, 'Name', 'Pre-season check, reworded');
    await user.click(await screen.findByRole('link', { name: 'Quizzes' }));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(locationOf(router)).toBe('/admin/quizs/12');

    await user.click(screen.getByRole('link', { name: 'Quizzes' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/quizs'));
  });
});
