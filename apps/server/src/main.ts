import { type Config, ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoDataIfEmpty } from './demo/seed.ts';
import { lifecycle } from './lib/lifecycle.ts';
import { announceFirstRunSetup } from './modules/setup/index.ts';
import { lockDataDir } from './operations/data-dir-lock.ts';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // The embedded database belongs to this process while it runs (the backup tools check it).
  const releaseDataDir = !config.databaseUrl && config.dataDir !== 'memory://' ? lockDataDir(config.dataDir) : () => {};
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const app = await buildApp({ config, database });
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
    // The last line: the operator (and systemd, a container runtime) sees that nothing was cut short.
    app.log.info({ signal, closeMs: Date.now() - started }, 'Club Pulse stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Club Pulse is running on ${config.publicUrl}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
