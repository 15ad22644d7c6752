import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { median, timedFetch } from '../../bench/lib.ts';
import { serveDemo } from './demo-server.ts';

/**
 * `npm run pages:throttled`: what a slow phone sees of the two reports, in Chromium with its CPU slowed 4× (applied,
 * not simulated as Lighthouse's default profile does), for one build or several side by side. Each build in
 * THROTTLED_BUILDS (comma-separated client directories; default apps/web/dist) gets its own server on a fresh
 * embedded database with the demo data; the pages are loaded alternately, THROTTLED_ROUNDS times (5), and the
 * medians printed: first contentful paint, largest contentful paint, and the blocking after the first paint (the
 * sum over long tasks after it of their time past 50 ms). docs/performance.md says why both this and Lighthouse.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
async function main() {
  const variants = (process.env.THROTTLED_BUILDS ?? join(root, 'apps/web/dist')).split(',').map((d) => resolve(d));
  const servers = await Promise.all(variants.map((dist) => serveDemo(root, dist)));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  const pages = [
    { name: 'player report', path: '/evaluations/1/report', email: 'player@clubpulse.example', ready: '[data-testid="individual-report"]' },
    { name: 'group report', path: '/studies/2/report', email: 'coach@clubpulse.example', ready: '[data-testid="group-report"], main h1' },
  ];
  const out: Record<string, Record<string, { lcp: number[]; tbt: number[]; fcp: number[] }>> = {};
  try {
    for (let round = 0; round < Number(process.env.THROTTLED_ROUNDS ?? 5); round++) {
      for (const p of pages) {
        for (let v = 0; v < variants.length; v++) {
          const { base } = servers[v];
          const res = await timedFetch(`${base}/api/member/authenticate`, { method: 'POST', body: { email: p.email, password: 'ClubPulse2026' } });
          const token = (res.body as { token: string }).token;
          const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
          const page = await ctx.newPage();
          await page.goto(`${base}/notfound`);
          await page.evaluate((tok) => {
            localStorage.setItem('cp.cookiesAccepted', 'true');
            localStorage.setItem('cp.language', 'en');
            localStorage.setItem('cp.token', tok);
          }, token);
          await page.addInitScript(() => {
            const w = window as unknown as { __m: { lcp: number; fcp: number; tasks: Array<[number, number]> } };
            w.__m = { lcp: 0, fcp: 0, tasks: [] };
            new PerformanceObserver((l) => {
              for (const e of l.getEntries()) w.__m.lcp = e.startTime;
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            new PerformanceObserver((l) => {
              for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') w.__m.fcp = e.startTime;
            }).observe({ type: 'paint', buffered: true });
            new PerformanceObserver((l) => {
              for (const e of l.getEntries()) w.__m.tasks.push([e.startTime, e.duration]);
            }).observe({ type: 'longtask', buffered: true });
          });
          const cdp = await ctx.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          await page.goto(`${base}${p.path}`);
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(2500);
          const m = await page.evaluate(() => (window as unknown as { __m: { lcp: number; fcp: number; tasks: Array<[number, number]> } }).__m);
          const tbt = m.tasks.filter(([s]) => s >= m.fcp).reduce((a, [, d]) => a + Math.max(0, d - 50), 0);
          out[p.name] ??= {};
          const byBuild = out[p.name];
          byBuild[variants[v]] ??= { lcp: [], tbt: [], fcp: [] };
          const r = byBuild[variants[v]];
          r.lcp.push(Math.round(m.lcp));
          r.tbt.push(Math.round(tbt));
          r.fcp.push(Math.round(m.fcp));
          await ctx.close();
        }
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.stop()));
  }
  for (const [page, vs] of Object.entries(out))
    for (const [v, r] of Object.entries(vs))
      console.log(
        page.padEnd(14),
        v.padEnd(16),
        'FCP',
        median(r.fcp),
        'LCP',
        median(r.lcp),
        'TBT(after FCP, 4x CPU)',
        median(r.tbt),
        JSON.stringify(r),
      );
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
