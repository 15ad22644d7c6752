import { describe, expect, it } from 'vitest';
import { retryTransient } from './transient.ts';

const failing = (codes: string[], value = 'done') => {
  let calls = 0;
  const run = async () => {
    const code = codes[calls++];
    if (code) throw Object.assign(new Error(`failed with ${code}`), { code });
    return value;
  };
  return { run, calls: () => calls };
};

describe('retrying what another instance may collide with', () => {
  it('tries again after a deadlock or a duplicate, and answers the first success', async () => {
    const f = failing(['40P01', '23505']);
    const retries: number[] = [];
    expect(await retryTransient(f.run, { pauseMs: 1, onRetry: (_e, attempt) => retries.push(attempt) })).toBe('done');
    expect(f.calls()).toBe(3);
    expect(retries).toEqual([1, 2]);
  });

  it('throws any other error at once, and a transient one after the last attempt', async () => {
    const other = failing(['42501']);
    await expect(retryTransient(other.run, { pauseMs: 1 })).rejects.toThrow('failed with 42501');
    expect(other.calls()).toBe(1);
    const always = failing(['40P01', '40P01', '40P01']);
    await expect(retryTransient(always.run, { attempts: 3, pauseMs: 1 })).rejects.toThrow('failed with 40P01');
    expect(always.calls()).toBe(3);
  });
});
