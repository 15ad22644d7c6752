import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { type ServerGroup, serverOf } from './env.ts';

/**
 * The run's product servers, one per group of journeys, started at once. Playwright's `webServer` list starts its
 * servers one after another, each only when the one before answers: four fresh starts (migrations and demo data on
 * an embedded database) in a row. Started together, the run waits for the slowest one instead of the sum.
 */
export async function startServers(groups: readonly ServerGroup[]): Promise<() => Promise<void>> {
  const started = await Promise.allSettled(groups.map((group) => startServer(group)));
  const stops = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  return stopAll;
}

const READY_TIMEOUT_MS = 180_000;

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

/** Starts one group's server (support/start-server.mjs) and waits until it is ready; its stop. */
async function startServer(group: ServerGroup): Promise<() => Promise<void>> {
  const { port, smtpPort, baseURL } = serverOf(group);
  const ready = `${baseURL}/api/ready`;
  // As Playwright's webServer without reuseExistingServer: a server left over from another run is never used.
  if (await answers(ready)) throw new Error(`${ready} is already used: stop what runs on port ${port}.`);
  const child = spawn(process.execPath, [join(import.meta.dirname, 'start-server.mjs')], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, E2E_PORT: String(port), SMTP_PORT: String(smtpPort) },
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group: a server that does not stop is killed with its wrapper.
    detached: true,
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[server ${group}] ${chunk}`));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await answers(ready))) {
    if (gone) throw new Error(`The ${group} server (port ${port}) exited before it was ready (code ${await exited}).`);
    if (Date.now() > deadline) {
      await stop(child, exited);
      throw new Error(`The ${group} server (port ${port}) was not ready after ${READY_TIMEOUT_MS / 1000} s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return () => stop(child, exited);
}

/** SIGTERM (start-server.mjs hands it to the server, which closes gracefully), then SIGKILL to the group after ten seconds. */
async function stop(child: ChildProcess, exited: Promise<number | null>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {}
  }, 10_000);
  await exited;
  clearTimeout(timer);
}
