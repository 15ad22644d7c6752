import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT, SMTP_PORT } from './support/env.ts';

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
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
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
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /(terms-change|support-journey|admin(-[\w-]+)?)\.spec\.ts/,
    },
    // The admin journey disables (then enables) a demo quiz that the coach journey creates studies with: it
    // runs after the other journeys, not beside them.
    {
      name: 'admin',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /admin(-[\w-]+)?\.spec\.ts/,
      dependencies: ['chromium'],
    },
    // The support journey gives the demo club a country and a contact and confirms helplines: after the journeys
    // whose players' end screens must not show a support panel.
    { name: 'support', use: { ...devices['Desktop Chrome'], channel: undefined }, testMatch: /support-journey\.spec\.ts/, dependencies: ['admin'] },
    // New usage terms gate every user of the shared server: that journey runs last, after every other test.
    { name: 'terms', use: { ...devices['Desktop Chrome'], channel: undefined }, testMatch: /terms-change\.spec\.ts/, dependencies: ['support'] },
  ],
  webServer: {
    command: 'node support/start-server.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(E2E_PORT), SMTP_PORT: String(SMTP_PORT) },
  },
});
