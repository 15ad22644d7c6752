// @vitest-environment happy-dom
import type { SaveQuizDraftRequest } from '@club-pulse/contracts/admin-quizzes';
import { DEFAULT_ANSWER_LABELS } from '@club-pulse/contracts/quiz-document';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fieldError, renderWithProviders, typeInto } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { NewQuizModal } from './new-quiz-modal.tsx';
import { buildQuizVersion } from './quiz-test-data.ts';

describe('a new quiz', () => {
  it('asks for a name and a category written as a code, then creates a draft with the product’s answer labels', async () => {
    const sent: SaveQuizDraftRequest[] = [];
    server.use(
      mockApi('post', '/api/admin/quiz', async ({ request }) => {
        sent.push((await request.json()) as SaveQuizDraftRequest);
        return buildQuizVersion({ id: 21 });
      }),
      mockApi('get', '/api/admin/quiz', () => []),
    );
    const onCreated = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<NewQuizModal opened onClose={() => {}} onCreated={onCreated} />);

    await user.click(screen.getByRole('button', { name: 'Create the draft' }));
    expect(fieldError('Name')).toBe('The field is required');
    await typeInto(user, 'Name', 'Pre-season check');
    await typeInto(user, 'Category', 'First Team');
    await user.click(screen.getByRole('button', { name: 'Create the draft' }));
    expect(fieldError('Category')).toBeTruthy();
    expect(sent).toHaveLength(0);

    await typeInto(user, 'Category', 'first-team');
    await user.click(screen.getByRole('button', { name: 'Create the draft' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(21));
    expect(await screen.findByText('Pre-season check was created as a draft.')).toBeInTheDocument();
    expect(sent).toEqual([
      { name: 'Pre-season check', category: 'first-team', hasKeyTermSummary: true, answerLabels: DEFAULT_ANSWER_LABELS, keyTerms: [], questions: [] },
    ]);
  });
});
