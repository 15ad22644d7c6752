// @vitest-environment happy-dom
import { delay, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_TIMEOUT_MS } from '../api/answer-entry.ts';
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
afterEach(() => vi.useRealTimers());

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

  it('gives up on a request that hangs, keeps the answer, and the next flush sends it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let calls = 0;
    const answered: number[] = [];
    server.use(
      mockApi('post', '/api/evaluation/{evaluationId}/answer/{entryId}', async ({ params }) => {
        calls += 1;
        // The first request never gets an answer (a connection lost while it travelled).
        if (calls === 1) await new Promise(() => {});
        answered.push(Number(params.entryId));
        return HttpResponse.json({ finished: false });
      }),
    );
    queueAnswer({ evaluationId: 4, entryId: 2, selectedAnswer: 3 });
    const first = flushPendingAnswers(4);
    await vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS - 100);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(await first).toEqual({ outcome: 'offline' });
    expect(pendingAnswers(4)).toHaveLength(1);
    vi.useRealTimers();
    expect(await flushPendingAnswers(4)).toEqual({ outcome: 'sent', finished: false });
    expect(answered).toEqual([2]);
    expect(pendingAnswers(4)).toEqual([]);
  });
});
