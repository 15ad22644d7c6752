// Adds up the JSON reports of Vitest and Playwright and prints the one summary line CI reads.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir = 'test-results', statusArg = '0'] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let reports = 0;
const flaky = [];

/** The titles of the tests whose last result passed after an earlier one failed, in a Playwright JSON report. */
function flakyTitles(suites, file, path = []) {
  const titles = [];
  for (const suite of suites) {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky') titles.push(`${file}: ${[...here, spec.title].join(' › ')}`);
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
  } else if (data.stats) {
    // A flaky test failed once and passed on its retry (e2e/playwright.config.ts): counted as passed, named below.
    passed += data.stats.expected + (data.stats.flaky ?? 0);
    failed += data.stats.unexpected;
    flaky.push(...flakyTitles(data.suites ?? [], file));
    if (data.errors?.length) failed += data.errors.length;
  }
}
const status = Number(statusArg);
if (status !== 0 && failed === 0) failed = 1; // a step failed outside the tests (lint, types, a crashed runner)
if (reports === 0) failed = Math.max(failed, 1);
for (const title of flaky) console.log(`flaky (failed once, passed on its retry): ${title}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
