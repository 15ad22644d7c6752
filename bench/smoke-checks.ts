/**
 * The smoke run's verdict (bench/smoke.ts): each phase's ratio against a floor set well under its target, so
 * that the short, noisy run of CI fails on a broken benchmark or a halved ratio, not on a busy neighbour.
 * Ratios of speed (answers/s against the baseline) must stay AT OR ABOVE their floor; ratios of time (a
 * request against its bare SQL) AT OR BELOW their ceiling.
 */
export const SMOKE_LIMITS = {
  /** Answering: product answers/s ÷ the bare baseline's; target ≥ 0.9. */
  answeringMin: 0.6,
  /** Group report: the product's time ÷ bare SQL over HTTP; target ≤ 1.5. */
  reportMax: 3,
  /** An admin list's request ÷ its bare SQL; target ≤ 1.5. */
  listMax: 4,
  /** An admin list's deepest page ÷ its first page (keyset pages); target ≤ 1.5. */
  deepPageMax: 3,
} as const;

export interface SmokeResults {
  database: string;
  answering?: {
    ratioToBaseline: number;
    app: { answersPerSec: number; non2xx: number; errors: number };
    baseline: { answersPerSec: number; non2xx: number; errors: number };
  };
  report?: { studies: Array<{ players: number; ratioToBareHttp: number; appMedianMs: number; bareHttpMedianMs: number }> };
  exports?: { threads: { failed: number }; eventLoop: { failed: number } };
  members?: { scenarios: Array<{ list: string | number; scenario: string | number; httpMedianMs: number | string; ratio: number | string }> };
}

export interface SmokeCheck {
  database: string;
  what: string;
  value: number;
  limit: string;
  ok: boolean;
}

export function smokeChecks(r: SmokeResults): SmokeCheck[] {
  const out: SmokeCheck[] = [];
  const min = (what: string, value: number, floor: number) =>
    out.push({ database: r.database, what, value, limit: `≥ ${floor}`, ok: Number.isFinite(value) && value >= floor });
  const max = (what: string, value: number, ceiling: number) =>
    out.push({ database: r.database, what, value, limit: `≤ ${ceiling}`, ok: Number.isFinite(value) && value <= ceiling });
  const a = r.answering;
  if (!a) out.push({ database: r.database, what: 'answering: no figures', value: Number.NaN, limit: 'present', ok: false });
  else {
    min('answering: product / bare baseline (answers/s)', a.ratioToBaseline, SMOKE_LIMITS.answeringMin);
    max('answering: failed requests (product + baseline)', a.app.non2xx + a.app.errors + a.baseline.non2xx + a.baseline.errors, 0);
  }
  if (!r.report?.studies.length) out.push({ database: r.database, what: 'report: no figures', value: Number.NaN, limit: 'present', ok: false });
  for (const s of r.report?.studies ?? []) max(`report ${s.players} players: product / bare over HTTP`, s.ratioToBareHttp, SMOKE_LIMITS.reportMax);
  // The health check beside PDF exports: its figures are printed; only failed exports fail the run (its times
  // on a shared machine are no verdict).
  if (r.exports) max('exports: failed PDF exports (in threads + on the event loop)', r.exports.threads.failed + r.exports.eventLoop.failed, 0);
  const scenarios = r.members?.scenarios ?? [];
  if (!scenarios.length) out.push({ database: r.database, what: 'admin lists: no figures', value: Number.NaN, limit: 'present', ok: false });
  for (const s of scenarios) max(`admin list ${s.list}, ${s.scenario}: product / bare SQL`, Number(s.ratio), SMOKE_LIMITS.listMax);
  const lists = [...new Set(scenarios.map((s) => String(s.list)))];
  for (const list of lists) {
    const own = scenarios.filter((s) => String(s.list) === list);
    const first = own.find((s) => s.scenario === 'first page');
    const deep = own.find((s) => /^page /.test(String(s.scenario)));
    if (first && deep) {
      const ratio = Math.round((Number(deep.httpMedianMs) / Number(first.httpMedianMs)) * 100) / 100;
      max(`admin list ${list}: ${deep.scenario} / first page`, ratio, SMOKE_LIMITS.deepPageMax);
    }
  }
  return out;
}

/** A check of a ratio (not a failed request, a missing phase or a failed run): the ones noise can tip. */
export const isRatioCheck = (c: SmokeCheck) => c.limit !== 'present' && c.limit !== '0' && !c.what.includes('failed');

/**
 * The verdict over two runs of the same database, when the first had a ratio past its limit: each ratio passes
 * if it passed in either run (a busy neighbour seldom slows the same phase twice; a halved path fails both), and
 * shows the better value; every other check must pass in both runs.
 */
export function bestOfRuns(first: SmokeCheck[], second: SmokeCheck[]): SmokeCheck[] {
  const again = new Map(second.map((c) => [c.what, c]));
  const merged = first.map((c) => {
    const other = again.get(c.what);
    if (!other) return { ...c, ok: false };
    if (!isRatioCheck(c)) return c.ok ? other : c;
    return c.ok || !other.ok ? c : other;
  });
  const known = new Set(first.map((c) => c.what));
  return [...merged, ...second.filter((c) => !known.has(c.what))];
}
