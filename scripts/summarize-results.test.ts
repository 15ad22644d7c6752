import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'summarize-results.mjs');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs the summary over these reports, with the exit status of the CI steps; its output and exit code. */
function summarize(reports: Record<string, unknown>, status = 0): { out: string; code: number } {
  const dir = mkdtempSync(join(tmpdir(), 'summary-'));
  dirs.push(dir);
  for (const [name, data] of Object.entries(reports)) writeFileSync(join(dir, name), JSON.stringify(data));
  try {
    return { out: execFileSync(process.execPath, [script, dir, String(status)], { encoding: 'utf8' }), code: 0 };
  } catch (error) {
    const failure = error as { stdout: string; status: number };
    return { out: failure.stdout, code: failure.status };
  }
}

const vitest = (passed: number, failed: number) => ({
  numPassedTests: passed,
  numFailedTests: failed,
  numTotalTests: passed + failed,
  success: failed === 0,
});
const playwright = (stats: { expected: number; unexpected: number; flaky: number }, suites: unknown[] = []) => ({ stats, suites, errors: [] });
const spec = (title: string, status: string) => ({ title, tests: [{ status }] });

describe('the CI summary line', () => {
  it('adds up Vitest and Playwright reports', () => {
    const { out, code } = summarize({ 'v.json': vitest(10, 0), 'p.json': playwright({ expected: 5, unexpected: 0, flaky: 0 }) });
    expect(out.trim()).toBe('15 passed, 0 failed');
    expect(code).toBe(0);
  });

  it('counts a failed test of either runner and exits non-zero', () => {
    const { out, code } = summarize({ 'v.json': vitest(10, 1), 'p.json': playwright({ expected: 5, unexpected: 2, flaky: 0 }) });
    expect(out.trim()).toBe('15 passed, 3 failed');
    expect(code).toBe(1);
  });

  it('counts a test that passed on its retry as passed, and names it', () => {
    const suites = [
      {
        title: 'go-live.spec.ts',
        specs: [spec('the first admin', 'expected')],
        suites: [{ title: 'journey', specs: [spec('a coach invited by mail', 'flaky')] }],
      },
    ];
    const { out, code } = summarize({ 'p.json': playwright({ expected: 6, unexpected: 0, flaky: 1 }, suites) });
    expect(out).toContain('flaky (failed once, passed on its retry): p.json: go-live.spec.ts › journey › a coach invited by mail');
    expect(out).not.toContain('the first admin');
    expect(out.trim().split('\n').at(-1)).toBe('7 passed, 0 failed');
    expect(code).toBe(0);
  });

  it('fails when a step failed outside the tests, when a suite did not load, or when there is no report', () => {
    expect(summarize({ 'v.json': vitest(3, 0) }, 1).out.trim()).toBe('3 passed, 1 failed');
    expect(summarize({ 'v.json': { ...vitest(3, 0), success: false } }).out.trim()).toBe('3 passed, 1 failed');
    expect(summarize({}).out.trim()).toBe('0 passed, 1 failed');
  });
});
