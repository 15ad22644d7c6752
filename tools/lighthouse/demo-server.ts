import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, spawnNode, stopChild, waitFor200 } from '../../bench/lib.ts';

/**
 * The product on a fresh embedded database with the demo data, serving the built client of `webDist`, without the
 * captcha and the rate limits (the page tools sign in many times): its address once it is ready, and how to stop
 * it (which also deletes its data). Used by lighthouse.ts and throttled.ts.
 */
export async function serveDemo(root: string, webDist: string): Promise<{ base: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cp-pages-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawnNode(
    ['apps/server/src/main.ts'],
    {
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      WEB_DIST: webDist,
      CAPTCHA_ENABLED: 'false',
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: undefined,
    },
    root,
  );
  const stop = async () => {
    await stopChild(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor200(`${base}/api/ready`, performance.now(), server.child);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, stop };
}
