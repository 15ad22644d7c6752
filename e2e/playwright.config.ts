import { defineConfig, devices } from '@playwright/test';
import { SERVER_GROUPS, type ServerGroup, serverOf } from './support/env.ts';

const projects: Array<{ name: string; group: ServerGroup; testMatch?: RegExp; testIgnore?: RegExp }> = [
  { name: 'chromium', group: 'main', testIgnore: /(terms-change|support-journey|admin(-[\w-]+)?)\.spec\.ts/ },
  // The admin journeys disable (then enable) a demo quiz that the coach journeys create studies with.
  { name: 'admin', group: 'admin', testMatch: /admin(-[\w-]+)?\.spec\.ts/ },
  // The support journey changes the demo club's support settings, which every player's end screen shows.
  { name: 'support', group: 'support', testMatch: /support-journey\.spec\.ts/ },
  // New usage terms gate every user of the server.
  { name: 'terms', group: 'terms', testMatch: /terms-change\.spec\.ts/ },
];
/** `E2E_GROUPS=main` starts that group's server alone (a run of one journey needs no other). */
const groups = process.env.E2E_GROUPS ? (process.env.E2E_GROUPS.split(',') as ServerGroup[]) : [...SERVER_GROUPS];

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
  globalSetup: './support/global-setup.ts',
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  // One server per group of journeys (support/env.ts): no group waits for another, and two workers share them all.
  projects: projects
    .filter((p) => groups.includes(p.group))
    .map(({ group, ...p }) => ({
      ...p,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: serverOf(group).baseURL },
    })),
  webServer: groups.map((group) => {
    const { port, smtpPort } = serverOf(group);
    return {
      command: 'node support/start-server.mjs',
      url: `http://127.0.0.1:${port}/api/ready`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: { E2E_PORT: String(port), SMTP_PORT: String(smtpPort) },
    };
  }),
});
