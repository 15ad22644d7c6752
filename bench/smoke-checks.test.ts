import { describe, expect, it } from 'vitest';
import { bestOfRuns, type SmokeResults, smokeChecks } from './smoke-checks.ts';

const results = (over: Partial<SmokeResults> = {}): SmokeResults => ({
  database: 'pglite',
  answering: {
    ratioToBaseline: 0.9,
    app: { answersPerSec: 300, non2xx: 0, errors: 0 },
    baseline: { answersPerSec: 333, non2xx: 0, errors: 0 },
  },
  report: { studies: [{ players: 100, ratioToBareHttp: 1.2, appMedianMs: 12, bareHttpMedianMs: 10 }] },
  members: {
    scenarios: [
      { list: 'audit', scenario: 'first page', httpMedianMs: 10, ratio: 1.1 },
      { list: 'audit', scenario: 'page 200', httpMedianMs: 12, ratio: 1.2 },
    ],
  },
  ...over,
});
const failed = (r: SmokeResults) =>
  smokeChecks(r)
    .filter((c) => !c.ok)
    .map((c) => c.what);

describe('smokeChecks', () => {
  it('passes figures near their targets', () => {
    expect(failed(results())).toEqual([]);
    expect(smokeChecks(results()).map((c) => c.what)).toContain('admin list audit: page 200 / first page');
  });

  it('fails a ratio past its limit, failed requests and a missing phase', () => {
    const r = results();
    if (!r.answering) throw new Error('fixture');
    r.answering.ratioToBaseline = 0.45;
    r.answering.app.non2xx = 3;
    expect(failed(r)).toEqual(['answering: product / bare baseline (answers/s)', 'answering: failed requests (product + baseline)']);
    expect(failed(results({ report: { studies: [{ players: 100, ratioToBareHttp: 3.4, appMedianMs: 34, bareHttpMedianMs: 10 }] } }))).toEqual([
      'report 100 players: product / bare over HTTP',
    ]);
    const deep = results();
    deep.members?.scenarios.splice(1, 1, { list: 'audit', scenario: 'page 200', httpMedianMs: 59, ratio: 1.2 });
    expect(failed(deep)).toEqual(['admin list audit: page 200 / first page']);
    expect(failed(results({ members: undefined }))).toEqual(['admin lists: no figures']);
    expect(failed(results({ answering: undefined }))).toEqual(['answering: no figures']);
  });
});

describe('bestOfRuns', () => {
  const slowReport = results({ report: { studies: [{ players: 100, ratioToBareHttp: 3.4, appMedianMs: 34, bareHttpMedianMs: 10 }] } });
  const verdict = (a: SmokeResults, b: SmokeResults) =>
    bestOfRuns(smokeChecks(a), smokeChecks(b))
      .filter((c) => !c.ok)
      .map((c) => `${c.what} ${c.value}`);

  it('passes a ratio that was past its limit in one run only, with the better value', () => {
    expect(verdict(slowReport, results())).toEqual([]);
    expect(bestOfRuns(smokeChecks(slowReport), smokeChecks(results())).find((c) => c.what.startsWith('report'))?.value).toBe(1.2);
  });

  it('fails a ratio past its limit in both runs, and failed requests in either run', () => {
    expect(verdict(slowReport, slowReport)).toEqual(['report 100 players: product / bare over HTTP 3.4']);
    const failing = results();
    if (!failing.answering) throw new Error('fixture');
    failing.answering.app.errors = 2;
    expect(verdict(results(), failing)).toEqual(['answering: failed requests (product + baseline) 2']);
    expect(verdict(results(), results({ members: undefined }))).toContain('admin lists: no figures NaN');
  });
});
