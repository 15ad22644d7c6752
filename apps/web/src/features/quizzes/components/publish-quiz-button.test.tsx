// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { PublishQuizButton } from './publish-quiz-button.tsx';
import { buildQuizVersion } from './quiz-test-data.ts';

describe('publishing a draft', () => {
  it('lists every missing text when the server refuses an incomplete quiz', async () => {
    server.use(
      mockApi(
        'post',
        '/api/admin/quiz/{id}/publish',
        () =>
          HttpResponse.json(
            {
              errors: [
                { code: 'QuizIncomplete', message: 'required', field: 'questions[0].text.de' },
                { code: 'QuizIncomplete', message: 'required', field: 'keyTerms[1].description.it' },
                { code: 'QuizIncomplete', message: 'has no question', field: 'keyTerms[2]' },
              ],
            },
            { status: 409 },
          ),
        { id: 12 },
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<PublishQuizButton id={12} name="Pre-season check" />);
    await user.click(screen.getByRole('button', { name: 'Publish Pre-season check' }));
    const missing = await screen.findByTestId('publish-missing');
    expect(
      within(missing)
        .getAllByTestId('quiz-problem-text')
        .map((p) => p.textContent),
    ).toEqual([
      'Question 1, German: the text is missing',
      'Key term 2, Italian: the description is missing',
      'Key term 3: no question measures this key term',
    ]);
    expect(screen.getByText('Pre-season check cannot be published yet')).toBeInTheDocument();
  });

  it('publishes a complete draft and says so', async () => {
    let published = 0;
    server.use(
      mockApi(
        'post',
        '/api/admin/quiz/{id}/publish',
        () => {
          published++;
          return buildQuizVersion({ status: 'published' });
        },
        { id: 12 },
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<PublishQuizButton id={12} name="Pre-season check" />);
    await user.click(screen.getByRole('button', { name: 'Publish Pre-season check' }));
    expect(await screen.findByText('Pre-season check is published.')).toBeInTheDocument();
    await waitFor(() => expect(published).toBe(1));
    expect(screen.queryByTestId('publish-missing')).toBeNull();
  });
});
