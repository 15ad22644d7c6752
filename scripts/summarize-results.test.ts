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

  it('names each failed test with the first line of its error, and the steps a failed journey left out', () => {
    const suites = [
      {
        title: 'go-live.spec.ts',
        specs: [
          {
            title: 'a coach invited by mail',
            tests: [{ status: 'unexpected', results: [{ error: { message: '\u001b[31mError: toast not seen\u001b[39m\n  at line 3' } }] }],
          },
          spec('the coach sets a password', 'skipped'),
        ],
      },
    ];
    const failedVitest = {
      ...vitest(2, 1),
      testResults: [
        {
          name: `${process.cwd()}/apps/server/x.test.ts`,
          status: 'failed',
          assertionResults: [{ status: 'failed', fullName: 'x refuses y', failureMessages: ['AssertionError: expected 500 to be 400\n at z'] }],
        },
      ],
    };
    const { out, code } = summarize({ 'p.json': playwright({ expected: 1, unexpected: 1, flaky: 0 }, suites), 'v.json': failedVitest });
    expect(code).toBe(1);
    expect(out).toContain('FAILED p.json: go-live.spec.ts › a coach invited by mail — Error: toast not seen');
    expect(out).toContain('FAILED v.json: ./apps/server/x.test.ts › x refuses y — AssertionError: expected 500 to be 400');
    expect(out).toContain('skipped end-to-end tests: 1 (p.json: go-live.spec.ts › the coach sets a password)');
    expect(out.trim().split('\n').at(-1)).toBe('3 passed, 2 failed');
  });

  it('fails when a step failed outside the tests, when a suite did not load, or when there is no report', () => {
    expect(summarize({ 'v.json': vitest(3, 0) }, 1).out.trim()).toBe('3 passed, 1 failed');
    expect(summarize({ 'v.json': { ...vitest(3, 0), success: false } }).out.trim()).toBe('3 passed, 1 failed');
    expect(summarize({}).out.trim()).toBe('0 passed, 1 failed');
  });
});
