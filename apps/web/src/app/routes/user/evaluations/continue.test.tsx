// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONFIRM_MS } from '../../../../features/evaluations/components/question-form.tsx';
import { forgetPendingAnswers, queueAnswer } from '../../../../features/evaluations/lib/pending-answers.ts';
import { signInAs } from '../../../../testing/factories.ts';
import { locationOf, renderRoutes } from '../../../../testing/render.tsx';
import { mockApi } from '../../../../testing/mock-api.ts';
import { server } from '../../../../testing/server.ts';
import { continueLoader } from './continue-loader.ts';
import { Component as Continue } from './continue.tsx';

const TEXTS = ['I sleep well before matches.', 'I enjoy training with my team.', 'I can talk to my coach.'];
const LABELS = { 1: 'a', 2: 'b', 3: 'c', 4: 'd', 5: 'e', notRelevant: 'f' };

/** A three-question quiz served like the server does: the next unanswered question, or the one at a position. */
function quizApi({ offline = () => false, failAfterMs = 0 }: { offline?: () => boolean; failAfterMs?: number } = {}) {
  const stored = new Map<number, number | null>();
  const posts: Array<{ entryId: number; selectedAnswer: number | null }> = [];
  const asked: string[] = [];
  server.use(
    mockApi('get', '/api/squadRole/GetMySquadRoles', () => [{ name: 'Player' }]),
    mockApi('get', '/api/evaluation/{id}/continueQuiz', ({ request }) => {
      const position = new URL(request.url).searchParams.get('position');
      asked.push(position ?? 'next');
      const unanswered = TEXTS.map((_, i) => i + 1).filter((entryId) => !stored.has(entryId));
      const index = position ? Number(position) - 1 : (unanswered[0] ?? 1) - 1;
      const entryId = index + 1;
      return {
        evaluationId: 12,
        entryId,
        position: index + 1,
        total: TEXTS.length,
        answeredCount: stored.size,
        text: TEXTS[index] ?? '',
        help: null,
        keyTerm: 'Wellbeing',
        study: 'Autumn check-in',
        isLastQuestion: unanswered.length === 1 && unanswered[0] === entryId,
        answered: stored.has(entryId),
        selectedAnswer: stored.get(entryId) ?? null,
        answerLabels: LABELS,
      };
    }),
    mockApi('post', '/api/evaluation/{evaluationId}/answer/{entryId}', async ({ params, request }) => {
      if (offline()) {
        if (failAfterMs) await new Promise((r) => setTimeout(r, failAfterMs));
        return HttpResponse.error();
      }
      const { selectedAnswer } = (await request.json()) as { selectedAnswer: number | null };
      const entryId = Number(params.entryId);
      posts.push({ entryId, selectedAnswer });
      stored.set(entryId, selectedAnswer);
      return { finished: stored.size === TEXTS.length };
    }),
  );
  return { stored, posts, asked };
}

function renderContinue(path = '/evaluations/12/continue') {
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      { path: '/evaluations/:id/continue', loader: continueLoader, Component: Continue },
      { path: '/evaluations/:id/end', element: <p>end screen</p> },
      { path: '/evaluations/pending', element: <p>pending</p> },
    ],
    path,
  );
  return { user, ...view };
}

const progress = () => screen.getByTestId('question-progress');
const atQuestion = async (n: number) => waitFor(() => expect(progress()).toHaveTextContent(`Question ${n} of 3`), { timeout: 5000 });

beforeEach(() => {
  signInAs('User');
  forgetPendingAnswers();
});

describe('the question screen', () => {
  it('labels the answers with the question, focuses the question and announces it politely', async () => {
    quizApi();
    renderContinue();
    await atQuestion(1);
    expect(screen.getByRole('radiogroup', { name: TEXTS[0] })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: TEXTS[0] })).toHaveFocus();
    const live = screen.getByTestId('question-announcement');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent(`Question 1 of 3: ${TEXTS[0]}`);
    expect(screen.getByTestId('question-estimate')).toHaveTextContent('3 questions, about 1 minute');
  });

  it('says what stays private and what the coach sees before the first answer, and no more after it', async () => {
    quizApi();
    const { user } = renderContinue();
    await atQuestion(1);
    expect(screen.getByTestId('privacy-before-start')).toHaveTextContent('Private: your coach sees only your overall result.');
    await user.keyboard('4');
    await atQuestion(2);
    expect(screen.queryByTestId('privacy-before-start')).toBeNull();
  });

  it('moves on by itself after a short visible confirmation of the tapped card, saving the answer once', async () => {
    const { posts } = quizApi();
    const { user } = renderContinue();
    await atQuestion(1);
    // The card, not only its label text, is the target; a second tap while confirming moves on at once.
    await user.click(screen.getByTestId('answer-card-4'));
    expect(screen.getByTestId('answer-4')).toBeChecked();
    expect(screen.getByTestId('answer-card-4')).toHaveAttribute('data-confirming');
    expect(posts).toEqual([]);
    await user.click(screen.getByTestId('answer-card-4'));
    await atQuestion(2);
    await new Promise((r) => setTimeout(r, CONFIRM_MS + 100));
    expect(posts).toEqual([{ entryId: 1, selectedAnswer: 4 }]);
    expect(screen.getByRole('heading', { level: 2, name: TEXTS[1] })).toHaveFocus();
    expect(screen.getByTestId('question-announcement')).toHaveTextContent(`Question 2 of 3: ${TEXTS[1]}`);
  });

  it('chooses with the keys 1–5, and 0 or N for "not relevant"', async () => {
    const { posts, stored } = quizApi();
    const { user, router } = renderContinue();
    await atQuestion(1);
    await user.keyboard('2');
    await atQuestion(2);
    await user.keyboard('0');
    await atQuestion(3);
    await user.keyboard('n');
    await waitFor(() => expect(locationOf(router)).toBe('/evaluations/12/end'), { timeout: 5000 });
    expect(posts).toEqual([
      { entryId: 1, selectedAnswer: 2 },
      { entryId: 2, selectedAnswer: null },
      { entryId: 3, selectedAnswer: null },
    ]);
    expect(stored.size).toBe(3);
  });

  it('moves the choice with the arrow keys without moving on; Enter moves on', async () => {
    const { posts } = quizApi();
    const { user } = renderContinue();
    await atQuestion(1);
    screen.getByTestId('answer-2').focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByTestId('answer-3')).toBeChecked();
    await new Promise((r) => setTimeout(r, CONFIRM_MS + 150));
    expect(progress()).toHaveTextContent('Question 1 of 3');
    expect(posts).toEqual([]);
    await user.keyboard('{Enter}');
    await atQuestion(2);
    expect(posts).toEqual([{ entryId: 1, selectedAnswer: 3 }]);
  });

  it('goes back with Backspace to the stored answer, and on with Enter without sending it again', async () => {
    const { posts, asked } = quizApi();
    const { user } = renderContinue();
    await atQuestion(1);
    await user.keyboard('5');
    await atQuestion(2);
    await user.keyboard('{Backspace}');
    await atQuestion(1);
    expect(asked.at(-1)).toBe('1');
    expect(screen.getByTestId('answer-5')).toBeChecked();
    expect(screen.getByRole('heading', { level: 2, name: TEXTS[0] })).toHaveFocus();
    await user.keyboard('{Enter}');
    await atQuestion(2);
    expect(posts).toEqual([{ entryId: 1, selectedAnswer: 5 }]);
  });

  it('asks for an answer before Next moves on', async () => {
    quizApi();
    const { user } = renderContinue();
    await atQuestion(1);
    await user.click(screen.getByTestId('next-question'));
    expect(screen.getByTestId('answer-missing')).toBeInTheDocument();
  });
});

describe('answers that could not be sent', () => {
  it('are kept, shown as not sent, and sent once when the connection returns', async () => {
    let offline = true;
    const { posts } = quizApi({ offline: () => offline });
    const { user } = renderContinue();
    await atQuestion(1);
    await user.keyboard('3');
    expect(await screen.findByTestId('answer-not-sent')).toHaveTextContent('Not sent yet');
    expect(progress()).toHaveTextContent('Question 1 of 3');
    expect(JSON.parse(sessionStorage.getItem('cp.pendingAnswers') ?? '[]')).toEqual([{ evaluationId: 12, entryId: 1, selectedAnswer: 3 }]);
    offline = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('online'));
    });
    await atQuestion(2);
    expect(posts).toEqual([{ entryId: 1, selectedAnswer: 3 }]);
    expect(sessionStorage.getItem('cp.pendingAnswers')).toBeNull();
  });

  it('go again by themselves, after 1 s and then 2 s, while the browser says it is online but they did not get through', async () => {
    // The first send and the try 1 s later fail (a connection just back, a server that cannot be reached yet).
    let failures = 2;
    const { posts } = quizApi({ offline: () => failures-- > 0, failAfterMs: 300 });
    const { user } = renderContinue();
    await atQuestion(1);
    expect(navigator.onLine).toBe(true);
    await user.keyboard('4');
    const notSent = await screen.findByTestId('answer-not-sent', {}, { timeout: 3000 });
    expect(posts).toEqual([]);
    // While the try 1 s later is under way (and fails too), the notice stays, the same one: not taken down and put up
    // again, which a screen reader would announce at every try.
    await waitFor(() => expect(failures).toBe(0), { timeout: 4000 });
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.getByTestId('answer-not-sent')).toBe(notSent);
    await waitFor(() => expect(progress()).toHaveTextContent('Question 2 of 3'), { timeout: 8000 });
    expect(failures).toBeLessThan(0);
    expect(posts).toEqual([{ entryId: 1, selectedAnswer: 4 }]);
    expect(sessionStorage.getItem('cp.pendingAnswers')).toBeNull();
  });

  it('are sent on the next action too', async () => {
    let offline = true;
    const { posts } = quizApi({ offline: () => offline });
    const { user } = renderContinue();
    await atQuestion(1);
    await user.keyboard('1');
    await screen.findByTestId('answer-not-sent');
    offline = false;
    await user.click(screen.getByTestId('next-question'));
    await atQuestion(2);
    expect(posts).toEqual([{ entryId: 1, selectedAnswer: 1 }]);
  });

  it('survive a reload: the loader sends them before asking for the question', async () => {
    const { posts, asked } = quizApi();
    queueAnswer({ evaluationId: 12, entryId: 1, selectedAnswer: 2 });
    renderContinue();
    await atQuestion(2);
    expect(posts).toEqual([{ entryId: 1, selectedAnswer: 2 }]);
    expect(asked).toEqual(['next']);
  });
});
