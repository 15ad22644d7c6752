import type { ChildProcess } from 'node:child_process';
import { ask, type LoopDelay, log, type Ready } from './host-client.ts';
import { median, round, sleep, timedFetch } from './lib.ts';

/**
 * Six PDF exports of a group report at once, with GET /api/health asked every 10 ms until they are all done:
 * the health check's latency over HTTP, with the PDFs drawn in the server's threads (as shipped) and, for the
 * reference, by a second app on the same database that draws them on its event loop (PDF_THREADS=0). `ROUNDS`
 * rounds alternate between the two (the `exports` phase of `npm run bench`).
 */
export async function exportsPhase(host: ChildProcess, ready: Ready, coachToken: string, ROUNDS: number) {
  const { url: inlineUrl } = await ask<{ url: string }>(host, { cmd: 'inlinePdfApp' });
  const study = ready.fixtures.reportStudies.find((s) => s.players === 100) ?? ready.fixtures.reportStudies[0];
  if (!study) throw new Error('exports: no report study seeded');
  const EXPORTS = 6;
  const burst = async (base: string) => {
    const url = `${base}/api/manager/study/${study.studyId}/report/export?format=pdf`;
    let running = EXPORTS;
    await ask(host, { cmd: 'loop', on: true });
    const started = performance.now();
    const exports = Array.from({ length: EXPORTS }, () => timedFetch(url, { token: coachToken }).finally(() => running--));
    const health: number[] = [];
    while (running > 0) {
      health.push((await timedFetch(`${base}/api/health`)).ms);
      await sleep(10);
    }
    const failed = (await Promise.all(exports)).filter((r) => r.status !== 200).length;
    const exportsMs = performance.now() - started;
    const loop = await ask<LoopDelay>(host, { cmd: 'loop', on: false });
    return { exportsMs, healthChecks: health.length, healthP50: median(health), healthMax: Math.max(...health), loopMax: loop.max, failed };
  };
  // Warm-up: the threads start and the font is read once in each.
  await burst(ready.appUrl);
  await burst(inlineUrl);
  const threads: Awaited<ReturnType<typeof burst>>[] = [];
  const inline: Awaited<ReturnType<typeof burst>>[] = [];
  for (let i = 1; i <= ROUNDS; i++) {
    threads.push(await burst(ready.appUrl));
    inline.push(await burst(inlineUrl));
    const line = (x: (typeof threads)[number]) =>
      `${EXPORTS} PDFs in ${round(x.exportsMs, 0)} ms; health p50 ${round(x.healthP50, 1)} / max ${round(x.healthMax, 1)} ms over ${x.healthChecks} checks; the server's event loop held up to ${x.loopMax} ms`;
    log(`exports: round ${i}/${ROUNDS}: in threads: ${line(threads[i - 1])}`);
    log(`exports: round ${i}/${ROUNDS}: on the event loop: ${line(inline[i - 1])}`);
  }
  const summary = (rounds: typeof threads) => ({
    healthP50Ms: round(median(rounds.map((r) => r.healthP50)), 1),
    healthMaxMs: round(median(rounds.map((r) => r.healthMax)), 1),
    worstHealthMaxMs: round(Math.max(...rounds.map((r) => r.healthMax)), 1),
    loopMaxMs: round(median(rounds.map((r) => r.loopMax)), 1),
    exportsMs: round(median(rounds.map((r) => r.exportsMs)), 0),
    failed: rounds.reduce((n, r) => n + r.failed, 0),
  });
  const t = summary(threads);
  const e = summary(inline);
  return {
    exports: EXPORTS,
    players: study.players,
    rounds: ROUNDS,
    threads: t,
    eventLoop: e,
    ratioHealthMax: round(t.healthMaxMs / e.healthMaxMs, 2),
  };
}
