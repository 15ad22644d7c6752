import { statfsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { browserPath } from '../scripts/browser-path.mjs';
import { RUN_GROUPS, type ServerGroup, serverOf } from './support/env.ts';

const projects: Array<{ name: string; group: ServerGroup; testMatch?: RegExp; testIgnore?: RegExp }> = [
  { name: 'chromium', group: 'main', testIgnore: /(terms-change|support-journey|admin(-[\w-]+)?)\.spec\.ts/ },
  // The admin journeys disable (then enable) a demo quiz that the coach journeys create studies with.
  { name: 'admin', group: 'admin', testMatch: /admin(-[\w-]+)?\.spec\.ts/ },
  // The support journey changes the demo club's support settings, which every player's end screen shows.
  { name: 'support', group: 'support', testMatch: /support-journey\.spec\.ts/ },
  // New usage terms gate every user of the server.
  { name: 'terms', group: 'terms', testMatch: /terms-change\.spec\.ts/ },
];

/**
 * Whether /dev/shm is too small for Chromium's shared memory (a container's 64 MB): Chromium then writes it to /tmp
 * instead. Where /dev/shm is large (this CI machine: 24 GB of tmpfs), the files in /tmp cost CPU for nothing: the 15
 * admin journeys took 7 % less CPU without the flag (440 s against 474 s, back to back).
 */
function smallSharedMemory(): boolean {
  try {
    const fs = statfsSync('/dev/shm');
    return fs.bavail * fs.bsize < 1024 ** 3;
  } catch {
    return true;
  }
}

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // On CI a failed test runs once more: a test that passes on its retry is reported by name as flaky in the
  // summary (scripts/summarize-results.mjs), and a test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: '../test-results/playwright.json' }]],
  // The mail catchers and the product servers (one per group of journeys, support/env.ts), all started at once.
  globalSetup: './support/global-setup.ts',
  use: {
    trace: 'retain-on-failure',
    // The journeys run as for a member whose system asks for less motion (the app then skips its transitions,
    // global.css): Chromium's GPU process drew every frame of every dialog's and toast's transition in software,
    // 60 of the admin journeys' 265 CPU-s, and Playwright waited for each to settle. Measured back to back, the 15
    // admin journeys took 205 CPU-s and 117 s with it against 265 CPU-s and 148 s without. The journeys with the
    // most dialogs and the answer scale's own animation (answering.spec.ts, coach.spec.ts) keep the default motion,
    // so a transition that gets in a click's way is still seen.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: browserPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        ...(smallSharedMemory() ? ['--disable-dev-shm-usage'] : []),
      ],
    },
  },
  // One server per group of journeys (support/env.ts): no group waits for another, and two workers share them all.
  projects: projects
    .filter((p) => RUN_GROUPS.includes(p.group))
    .map(({ group, ...p }) => ({
      ...p,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: serverOf(group).baseURL },
    })),
});
