import { type Config, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { type Database, openDatabase } from './db/client.ts';
import { seedDemoDataIfEmpty } from './demo/seed.ts';
import { lifecycle } from './lib/lifecycle.ts';
import { describeStartupFailure, type StartupPhase, StartupFailure, stackOf } from './lib/startup-failure.ts';
import { announceFirstRunSetup } from './modules/setup/index.ts';
import { lockDataDir } from './operations/data-dir-lock.ts';

/** Runs one phase of the start; a failure carries the phase and what it was reaching (lib/startup-failure.ts). */
async function phase<T>(name: StartupPhase, target: StartupFailure['target'], run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw new StartupFailure(name, err, target);
  }
}

/** What to undo when the start fails half-way (the database opened, the data directory taken). */
const undo: Array<() => unknown> = [];

async function main() {
  const config: Config = await phase('configuration', {}, () => loadConfig());
  const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir, host: config.host, port: config.port };
  // The embedded database belongs to this process while it runs (the backup tools check it).
  const releaseDataDir = await phase('data-directory', target, () =>
    !config.databaseUrl && config.dataDir !== 'memory://' ? lockDataDir(config.dataDir) : () => {},
  );
  undo.push(releaseDataDir);
  const database: Database = await phase('database', target, async () => {
    const opened = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    undo.unshift(() => opened.close());
    // A first statement: an unreachable or missing database is told apart from a failed migration.
    await opened.ping();
    return opened;
  });
  await phase('migration', target, () => database.migrate());
  const app = await buildApp({ config, database });
  undo.unshift(() => app.close());
  if (config.demoData) {
    const seeded = await seedDemoDataIfEmpty(database.db);
    if (seeded) app.log.info('demo data loaded (see README for the demo sign-ins)');
  }
  // Without any admin (a new installation without demo data): the setup code and where to enter it.
  await announceFirstRunSetup({ db: database.db, log: app.log, publicUrl: config.publicUrl });

  // Shutdown: readiness turns 503 at once (a load balancer stops sending), requests keep being served for
  // the grace period (those already on their way, even in the listen queue), then the server stops accepting,
  // finishes what is in flight, waits for after-the-answer work, and closes the database.
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    lifecycle.draining = true;
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'draining, then shutting down');
    await new Promise((resolve) => setTimeout(resolve, config.shutdownGraceMs));
    const started = Date.now();
    await app.close();
    await database.close();
    releaseDataDir();
    for (const flush of lifecycle.beforeExit) await flush().catch(() => undefined);
    // The last line: the operator (and systemd, a container runtime) sees that nothing was cut short.
    app.log.info({ signal, closeMs: Date.now() - started }, 'Club Pulse stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  // Each address this instance listens on, in its own words (several instances share one public address).
  const listenTextResolver = (address: string) => `Club Pulse is listening on ${address} (public address ${config.publicUrl})`;
  await phase('listen', target, () => app.listen({ port: config.port, host: config.host, listenTextResolver }));
}

main().catch(async (err) => {
  // One readable line and a non-zero exit; the stack only when asked for (LOG_LEVEL=debug or trace).
  console.error(describeStartupFailure(err));
  if (['debug', 'trace'].includes(process.env.LOG_LEVEL ?? '')) console.error(stackOf(err));
  // Give back what was taken (the database, the data directory), but never wait long for it.
  const cleanup = (async () => {
    for (const step of undo)
      await Promise.resolve()
        .then(step)
        .catch(() => undefined);
  })();
  await Promise.race([cleanup, new Promise((r) => setTimeout(r, 5000).unref())]);
  process.exit(1);
});
