// Starts the real product server for the end-to-end run, on a fresh embedded database with demo data.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const dataDir = join(here, '..', `.data-${process.env.E2E_PORT ?? '3199'}`);
rmSync(dataDir, { recursive: true, force: true });

const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
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
    LOG_LEVEL: 'warn',
    // A run may serve its own build (parallel work): WEB_DIST=/tmp/web-x npx playwright test
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
