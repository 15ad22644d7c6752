// @vitest-environment happy-dom
import { delay, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../../lib/api-client.ts';
import { signInAs } from '../../../testing/factories.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { flushPendingAnswers, forgetPendingAnswers, pendingAnswers, queueAnswer } from './pending-answers.ts';

function answerApi(
  reply: () => ResponseOf<'post', '/api/evaluation/{evaluationId}/answer/{entryId}'> | Response | Promise<Response> = () => ({ finished: false }),
) {
  const posts: Array<{ entryId: number; selectedAnswer: number | null }> = [];
  server.use(
    mockApi('post', '/api/evaluation/{evaluationId}/answer/{entryId}', async ({ params, request }) => {
      const { selectedAnswer } = (await request.json()) as { selectedAnswer: number | null };
      posts.push({ entryId: Number(params.entryId), selectedAnswer });
      await delay(20);
      return reply();
    }),
  );
  return posts;
}

beforeEach(() => {
  signInAs('User');
  forgetPendingAnswers();
});

describe('answers waiting for the server', () => {
  it('keeps one answer per entry, the newest, in sessionStorage too', () => {
    queueAnswer({ evaluationId: 4, entryId: 1, selectedAnswer: 2 });
    queueAnswer({ evaluationId: 4, entryId: 1, selectedAnswer: 5 });
    queueAnswer({ evaluationId: 5, entryId: 1, selectedAnswer: null });
    expect(pendingAnswers(4)).toEqual([{ evaluationId: 4, entryId: 1, selectedAnswer: 5 }]);
    expect(JSON.parse(sessionStorage.getItem('cp.pendingAnswers') ?? '[]')).toHaveLength(2);
  });

  it('never sends one answer twice at the same time, however often a flush is asked for', async () => {
    const posts = answerApi();
    queueAnswer({ evaluationId: 4, entryId: 1, selectedAnswer: 3 });
    const results = await Promise.all([flushPendingAnswers(4), flushPendingAnswers(4), flushPendingAnswers(4)]);
    expect(posts).toEqual([{ entryId: 1, selectedAnswer: 3 }]);
    expect(results.every((r) => r.outcome === 'sent')).toBe(true);
    expect(pendingAnswers(4)).toEqual([]);
  });

  it('sends a newer choice made while the older one travelled, after it', async () => {
    const posts = answerApi();
    queueAnswer({ evaluationId: 4, entryId: 1, selectedAnswer: 3 });
    const first = flushPendingAnswers(4);
    queueAnswer({ evaluationId: 4, entryId: 1, selectedAnswer: 4 });
    await Promise.all([first, flushPendingAnswers(4)]);
    expect(posts).toEqual([
      { entryId: 1, selectedAnswer: 3 },
      { entryId: 1, selectedAnswer: 4 },
    ]);
  });

  it('keeps the answer when the network fails, and drops one the server refuses', async () => {
    answerApi(() => HttpResponse.error());
    queueAnswer({ evaluationId: 4, entryId: 1, selectedAnswer: 1 });
    expect(await flushPendingAnswers(4)).toEqual({ outcome: 'offline' });
    expect(pendingAnswers(4)).toHaveLength(1);
    answerApi(() => HttpResponse.json({ errors: [{ code: 'EvaluationNotAccepting', message: 'closed' }] }, { status: 409 }));
    expect((await flushPendingAnswers(4)).outcome).toBe('refused');
    expect(pendingAnswers(4)).toEqual([]);
  });
});
