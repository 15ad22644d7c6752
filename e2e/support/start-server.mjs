// Starts the real product server for the end-to-end run, on a fresh embedded database with demo data: the
// compiled server, as production runs it (`npm run e2e` builds it; rebuilt here when a source is newer).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const dataDir = join(here, '..', `.data-${process.env.E2E_PORT ?? '3199'}`);
rmSync(dataDir, { recursive: true, force: true });

const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (t, e) => Math.max(t, e.isDirectory() ? newest(join(dir, e.name)) : statSync(join(dir, e.name)).mtimeMs),
    0,
  );
const compiled = join(root, 'apps/server/dist/main.js');
let builtAt = 0;
try {
  builtAt = statSync(compiled).mtimeMs;
} catch {}
if (builtAt < Math.max(newest(join(root, 'apps/server/src')), newest(join(root, 'packages/contracts/src')))) {
  // The run starts a server per group of journeys at once: one of them builds, the others wait for it.
  const lock = join(root, 'apps/server/.e2e-build-lock');
  let mine = false;
  try {
    mkdirSync(lock);
    mine = true;
  } catch {}
  if (mine) {
    try {
      execFileSync(process.execPath, [join(root, 'apps/server/scripts/build.mjs')], { stdio: 'inherit' });
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  } else {
    while (existsSync(lock)) await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const child = spawn(process.execPath, ['--enable-source-maps', compiled], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: process.env.E2E_PORT ?? '3199',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '3199'}`,
    SMTP_URL: `smtp://127.0.0.1:${process.env.SMTP_PORT ?? '2599'}`,
    CAPTCHA_MAX_NUMBER: '200',
    RATE_LIMIT_ENABLED: 'false',
    // argon2 at its test cost (config.ts refuses it in production): the run signs in and registers hundreds of
    // times, and the demo data's one hash is made at every start. go-live.spec.ts keeps the production cost.
    PASSWORD_HASH_FAST: 'true',
    LOG_LEVEL: 'warn',
    // The journeys read the newest mail to an address: a reminder sent by the schedule at a minute's turn
    // (modules/reminders) could come in between. Reminders have their own proof (reminders-two-instances.test.ts).
    REMINDERS_WORKER: 'false',
    // A run may serve its own build (parallel work): WEB_DIST=/tmp/web-x npx playwright test
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
