// Adds up the JSON reports of Vitest and Playwright and prints the one summary line CI reads.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir = 'test-results', statusArg = '0'] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let reports = 0;
const flaky = [];
/** Each failed test by report, title and the first lines of its error: the end of the CI log says which. */
const failures = [];
const skipped = [];

/** The first lines of an error (a Playwright error names its locator on the third): enough to know where to look. */
const firstLine = (message) =>
  String(message ?? '')
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith('at '))
    .slice(0, 4)
    .join(' | ')
    .slice(0, 400);

/** The titles of the tests whose last result passed after an earlier one failed, in a Playwright JSON report. */
function flakyTitles(suites, file, path = []) {
  const titles = [];
  for (const suite of suites) {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const title = `${file}: ${[...here, spec.title].join(' › ')}`;
        if (test.status === 'flaky') titles.push(title);
        if (test.status === 'unexpected') {
          const results = test.results ?? [];
          const error = results.at(-1)?.error ?? results.find((r) => r.error)?.error;
          failures.push(`${title} — ${firstLine(error?.message)}`);
        }
        if (test.status === 'skipped') skipped.push(title);
      }
    }
    titles.push(...flakyTitles(suite.suites ?? [], file, here));
  }
  return titles;
}
for (const file of existsSync(dir) ? readdirSync(dir) : []) {
  if (!file.endsWith('.json')) continue;
  const data = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  reports++;
  if ('numPassedTests' in data) {
    passed += data.numPassedTests;
    failed += data.numFailedTests;
    if (data.numTotalTests === 0 || (!data.success && data.numFailedTests === 0)) failed += 1; // a suite that failed to load
    for (const result of data.testResults ?? []) {
      const where = `${file}: ${String(result.name ?? '').replace(process.cwd(), '.')}`;
      for (const assertion of result.assertionResults ?? []) {
        if (assertion.status === 'failed')
          failures.push(`${where} › ${assertion.fullName ?? assertion.title} — ${firstLine(assertion.failureMessages?.[0])}`);
      }
      if (result.status === 'failed' && !(result.assertionResults ?? []).some((a) => a.status === 'failed')) {
        failures.push(`${where} did not load — ${firstLine(result.message)}`);
      }
    }
  } else if (data.stats) {
    // A flaky test failed once and passed on its retry (e2e/playwright.config.ts): counted as passed, named below.
    passed += data.stats.expected + (data.stats.flaky ?? 0);
    failed += data.stats.unexpected;
    flaky.push(...flakyTitles(data.suites ?? [], file));
    if (data.errors?.length) {
      failed += data.errors.length;
      for (const error of data.errors) failures.push(`${file}: outside any test — ${firstLine(error.message)}`);
    }
  }
}
const status = Number(statusArg);
if (status !== 0 && failed === 0) failed = 1; // a step failed outside the tests (lint, types, a crashed runner)
if (reports === 0) failed = Math.max(failed, 1);
for (const title of flaky) console.log(`flaky (failed once, passed on its retry): ${title}`);
// Playwright skips the rest of a serial journey after a failed step: named, so that the missing count is explained.
if (skipped.length > 0 && failures.length > 0) console.log(`skipped end-to-end tests: ${skipped.length} (${skipped.slice(0, 5).join('; ')})`);
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
