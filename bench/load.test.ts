import { EventEmitter } from 'node:events';
import type autocannon from 'autocannon';
import { describe, expect, it } from 'vitest';
import { ConnectionTimings, combineRounds, type LoadFigures, percentile } from './load.ts';

describe('percentile (nearest rank)', () => {
  it('picks the value at the rank, whatever the order', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 90)).toBe(9);
    expect(percentile(values, 99)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile([], 99)).toBe(0);
  });
});

describe('ConnectionTimings', () => {
  it("keeps each connection's first response apart from the others", () => {
    const instance = new EventEmitter();
    const timings = new ConnectionTimings();
    timings.listen(instance as unknown as autocannon.Instance);
    const [a, b] = [{}, {}];
    instance.emit('response', a, 200, 10, 3000); // a's first: waited to be accepted
    instance.emit('response', b, 200, 10, 40);
    for (let i = 0; i < 98; i++) instance.emit('response', i % 2 ? a : b, 200, 10, 100 + i);
    const f = timings.figures();
    expect(f.firstOnConnection).toEqual({ p50: 40, max: 3000, requests: 2 });
    expect(f.established.requests).toBe(98);
    expect(f.established.max).toBe(197);
    expect(f.established.p99).toBe(197);
    expect(f.established.p50).toBe(148);
  });
});

describe('combineRounds', () => {
  const round = (answersPerSec: number, p99: number, est: number): LoadFigures => ({
    answersPerSec,
    requestsPerSec: answersPerSec * 2,
    p50: 10,
    p99,
    max: p99 * 2,
    established: { p50: 5, p99: est, max: est + 1, requests: 100 },
    firstOnConnection: { p50: 20, max: 3000, requests: 100 },
    non2xx: 1,
    errors: 0,
  });

  it('averages the rates, takes the median of the percentiles and keeps the worst', () => {
    const c = combineRounds([round(100, 300, 90), round(200, 100, 120), round(300, 200, 110)]);
    expect(c.answersPerSec).toBe(200);
    expect(c.p99).toBe(200);
    expect(c.worstP99).toBe(300);
    expect(c.established.p99).toBe(110);
    expect(c.established.max).toBe(121);
    expect(c.established.requests).toBe(300);
    expect(c.non2xx).toBe(3);
  });

  it("gives the figures of a quiet machine's ten seconds of health checks (more values than a call takes as arguments)", () => {
    const instance = new EventEmitter();
    const timings = new ConnectionTimings();
    timings.listen(instance as unknown as autocannon.Instance);
    const client = {};
    for (let i = 0; i < 300_000; i++) instance.emit('response', client, 200, 10, i === 150_000 ? 900 : 5);
    expect(timings.figures().established).toEqual({ p50: 5, p99: 5, max: 900, requests: 299_999 });
  });
});
