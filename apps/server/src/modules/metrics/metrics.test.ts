import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followUpCases } from '../../db/schema/index.ts';
import { buildEvaluation, buildMember, buildScene, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { needLevelThreshold } from '../evaluations/index.ts';

const TOKEN = 'metrics-token-0123456789';

/** The value of one series (name and labels exactly as Prometheus's text format writes them), or undefined. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics (Prometheus), with METRICS_TOKEN set', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The job engine on, so that its queues exist and are counted.
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN, REMINDERS_WORKER: 'true' } });
  }, 60_000);
  afterAll(() => t?.close());

  it('refuses a scraper without the token, or with another, in the error shape', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789' }, { authorization: TOKEN }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().errors[0].code).toBe('Unauthorized');
      expect(res.body).not.toContain('clubpulse_');
    }
  });

  it('after a short journey, shows every series an operator needs: requests by route, jobs, mails, the counts', async () => {
    const scene = await buildScene(t.db, { players: 0 });
    const player = await buildMember(t.db);
    const other = await buildMember(t.db);
    // One finished result, critical, with its open case; one open case of a high result.
    const finished = { studyId: scene.study.id, state: 'finished' as const, finishedAt: new Date() };
    const critical = await buildEvaluation(t.db, { ...finished, memberId: player.id, coefficient: needLevelThreshold('critical') });
    const high = await buildEvaluation(t.db, { ...finished, memberId: other.id, coefficient: needLevelThreshold('high') });
    await t.db.insert(followUpCases).values([{ evaluationId: critical.id }, { evaluationId: high.id }]);
    // The journey: a sign-in, a wrong one, the player's evaluations, a page nobody has.
    const token = await t.login(player.email, DEFAULT_PASSWORD);
    await t.inject({ method: 'POST', url: '/api/member/authenticate', payload: { email: player.email, password: 'Wrong12345x' } });
    expect((await t.inject({ method: 'GET', url: '/api/evaluation/getMyFinishedEvaluations', token })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: `/api/evaluation/${critical.id}/ended`, token })).statusCode).toBe(200);
    await t.inject({ method: 'GET', url: '/api/nothing-here/12345', token });
    await t.app.reminders.requestSweep();

    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;

    expect(seriesValue(text, 'clubpulse_http_requests_total{method="POST",route="/api/member/authenticate",status="200"}')).toBe(1);
    expect(seriesValue(text, 'clubpulse_http_requests_total{method="POST",route="/api/member/authenticate",status="400"}')).toBe(1);
    expect(seriesValue(text, 'clubpulse_http_requests_total{method="GET",route="/api/evaluation/getMyFinishedEvaluations",status="200"}')).toBe(1);
    // By the route's pattern: the evaluation's id is not a label.
    expect(seriesValue(text, 'clubpulse_http_requests_total{method="GET",route="/api/evaluation/:id/ended",status="200"}')).toBe(1);
    // A path that matched no route is counted under one label, never as sent (no ids or tokens in the labels).
    expect(text).not.toContain('12345');
    expect(text).not.toContain(`/api/evaluation/${critical.id}/`);
    expect(text).toMatch(/clubpulse_http_requests_total\{method="GET",route="unmatched",status="404"\} 1/);
    expect(seriesValue(text, 'clubpulse_http_request_duration_seconds_count{method="GET",route="/api/evaluation/:id/ended"}')).toBe(1);
    expect(text).toMatch(/clubpulse_jobs\{queue="[\w-]+",state="(created|active|retry)"\} [1-9]/);
    for (const state of ['pending', 'failed', 'sent_last_day']) expect(seriesValue(text, `clubpulse_mails{state="${state}"}`)).toBeTypeOf('number');
    expect(seriesValue(text, 'clubpulse_running_studies')).toBe(1);
    expect(seriesValue(text, 'clubpulse_answers_today')).toBe(2);
    expect(seriesValue(text, 'clubpulse_open_cases')).toBe(2);
    expect(seriesValue(text, 'clubpulse_open_critical_cases')).toBe(1);
    expect(seriesValue(text, 'clubpulse_process_resident_memory_bytes')).toBeGreaterThan(0);
    if (t.database.kind === 'postgres') expect(seriesValue(text, 'clubpulse_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    // Counts only: no member's name or address.
    expect(text).not.toContain(player.email);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('does not exist (404, like any unknown address), even with a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('clubpulse_');
  });
});
