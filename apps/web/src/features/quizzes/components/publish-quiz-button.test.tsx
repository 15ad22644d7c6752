// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { notify } from '../../../lib/notify.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { PublishQuizButton } from './publish-quiz-button.tsx';
import { buildQuizVersion, refusePublish, serveDraft } from './quiz-test-data.ts';

/** Quiz 12's publishing, accepted: counts the calls. */
function acceptPublish() {
  const published = { count: 0 };
  server.use(
    mockApi(
      'post',
      '/api/admin/quiz/{id}/publish',
      () => {
        published.count++;
        return buildQuizVersion({ status: 'published' });
      },
      { id: 12 },
    ),
  );
  return published;
}

describe('publishing a draft', () => {
  it('lists every missing text when the server refuses an incomplete quiz', async () => {
    refusePublish([
      { code: 'QuizIncomplete', message: 'required', field: 'questions[0].text.de' },
      { code: 'QuizIncomplete', message: 'required', field: 'keyTerms[1].description.it' },
      { code: 'QuizIncomplete', message: 'has no question', field: 'keyTerms[2]' },
    ]);
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
    // A key term without a question is no missing translation: the dialog does not say it is one.
    expect(screen.getByTestId('publish-missing-lead')).toHaveTextContent(
      'The quiz is not ready to be published yet: fix these problems, then publish.',
    );
    expect(missing).toHaveTextContent('To fix before publishing');
  });

  it('says a draft with missing texts only is not complete in every language', async () => {
    serveDraft();
    server.use(
      mockApi(
        'post',
        '/api/admin/quiz/{id}/publish',
        () => HttpResponse.json({ errors: [{ code: 'QuizIncomplete', message: 'required', field: 'questions[0].text.de' }] }, { status: 409 }),
        { id: 12 },
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<PublishQuizButton id={12} name="Pre-season check" />);
    await user.click(screen.getByRole('button', { name: 'Publish Pre-season check' }));
    const missing = await screen.findByTestId('publish-missing');
    expect(screen.getByTestId('publish-missing-lead')).toHaveTextContent(
      'The quiz is not complete in every language: write the missing texts, then publish.',
    );
    expect(missing).toHaveTextContent('Missing texts');
  });

  it('asks for key terms and questions first when a new draft has none, in plain words, with no toast over the dialog', async () => {
    refusePublish([
      { code: 'QuizIncomplete', message: 'needs at least one entry', field: 'keyTerms' },
      { code: 'QuizIncomplete', message: 'needs at least one entry', field: 'questions' },
    ]);
    const user = userEvent.setup();
    renderWithProviders(<PublishQuizButton id={12} name="Pre-season check" />);
    // The toast of the quiz just created is still up when the admin tries to publish it.
    notify.success('quizzes:create.done', { name: 'Pre-season check' });
    expect(await screen.findByText('Pre-season check was created as a draft.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish Pre-season check' }));
    const missing = await screen.findByTestId('publish-missing');
    const lead = screen.getByTestId('publish-missing-lead');
    expect(lead).toHaveTextContent('The quiz needs at least one key term and one question before it can be published: add them, then publish.');
    expect(lead).not.toHaveTextContent(/language|missing texts/i);
    expect(missing).toHaveTextContent('To fix before publishing');
    expect(missing).not.toHaveTextContent('Missing texts');
    expect(
      within(missing)
        .getAllByTestId('quiz-problem')
        .map((p) => p.textContent),
    ).toEqual(['Quiz: the list of key terms needs at least one entry', 'Quiz: the list of questions needs at least one entry']);
    expect(within(missing).queryByTestId('quiz-problem-path')).toBeNull();
    // The dialog is the answer: the toast is gone at once (not by closing itself seconds later), nothing covers its first sentence.
    await waitFor(() => expect(screen.queryByText('Pre-season check was created as a draft.')).toBeNull(), { timeout: 1000 });
  });

  it('publishes a complete draft and says so', async () => {
    serveDraft();
    const published = acceptPublish();
    const user = userEvent.setup();
    renderWithProviders(<PublishQuizButton id={12} name="Pre-season check" />);
    await user.click(screen.getByRole('button', { name: 'Publish Pre-season check' }));
    expect(await screen.findByText('Pre-season check is published.')).toBeInTheDocument();
    await waitFor(() => expect(published.count).toBe(1));
    expect(screen.queryByTestId('publish-missing')).toBeNull();
    expect(screen.queryByTestId('publish-unchanged')).toBeNull();
  });

  it('asks first when the draft is word for word the current version, and publishes only once confirmed', async () => {
    serveDraft({
      version: 3,
      unchanged: true,
      versions: [
        { id: 12, version: 3, status: 'draft', publishedAt: null, studies: 0, current: false },
        { id: 11, version: 2, status: 'published', publishedAt: '2026-11-01T10:00:00.000Z', studies: 4, current: true },
      ],
    });
    const published = acceptPublish();
    const user = userEvent.setup();
    renderWithProviders(<PublishQuizButton id={12} name="Pre-season check" />);
    await user.click(screen.getByRole('button', { name: 'Publish Pre-season check' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nothing has changed in Pre-season check' });
    expect(within(dialog).getByTestId('publish-unchanged')).toHaveTextContent(
      'Version 3 is word for word version 2, the one new studies get now. Publishing it would add a version that changes nothing.',
    );
    // Cancelled: nothing is published.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('publish-unchanged')).toBeNull());
    expect(published.count).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Publish Pre-season check' }));
    await user.click(await screen.findByRole('button', { name: 'Publish anyway' }));
    expect(await screen.findByText('Pre-season check is published.')).toBeInTheDocument();
    expect(published.count).toBe(1);
  });
});
