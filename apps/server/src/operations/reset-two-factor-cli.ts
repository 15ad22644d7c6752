/**
 * `npm run reset-two-factor -- --email ada@club.example`: removes a platform admin's two-factor sign-in and
 * recovery codes and ends their sessions, for an admin who lost both and has no other admin to reset it (the
 * only admin of an installation). They sign in with their password and set it up again (/admin/two-factor).
 * Whoever runs commands on the server is trusted, as for `npm run setup`; the act is audited with no actor. On the
 * embedded database, refused while a server holds the data directory.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { resetTwoFactorFromCommandLine } from '../modules/two-factor/index.ts';
import { lockDataDir } from './data-dir-lock.ts';

const USAGE = 'usage: npm run reset-two-factor -- --email <email of the platform admin>';

const { values } = parseArgs({ options: { email: { type: 'string' } }, strict: true });
if (!values.email) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
let release = () => {};
try {
  release = !config.databaseUrl && config.dataDir !== 'memory://' ? lockDataDir(config.dataDir) : () => {};
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const reset = await resetTwoFactorFromCommandLine(database.db, values.email);
    console.log(
      `${reset.hadTwoFactor ? 'Two-factor sign-in removed' : 'No two-factor sign-in was set up'} for ${reset.email}; their sessions are ended. ` +
        `They sign in with their password at ${config.publicUrl.replace(/\/$/, '')}/login and set it up again.`,
    );
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(err instanceof AppError ? err.message : (err as Error).message);
  process.exitCode = 1;
} finally {
  release();
}
