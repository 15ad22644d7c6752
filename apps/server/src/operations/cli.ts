import { loadConfig } from '../config.ts';
import { backupEmbedded, restoreEmbedded } from './backup.ts';

/**
 * `npm run backup [-- <file>]` and `npm run restore -- <file>` for the embedded database; stop the server
 * first. On PostgreSQL (DATABASE_URL set) they say what to run instead.
 */
const [command, file] = process.argv.slice(2);
const config = loadConfig();
try {
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with pg_restore (docs/operations.md).');
    process.exit(2);
  }
  if (command === 'backup') {
    const result = await backupEmbedded(config.dataDir, file);
    console.log(`Backup written: ${result.file} (${Math.round(result.bytes / 1024)} KiB, sha256 ${result.sha256})`);
  } else if (command === 'restore') {
    if (!file) throw new Error('which backup? npm run restore -- <file>');
    const result = await restoreEmbedded(config.dataDir, file);
    console.log(`Restored ${file} into ${config.dataDir}.${result.kept ? ` The previous database is kept in ${result.kept}.` : ''}`);
  } else {
    throw new Error('usage: backup [file] | restore <file>');
  }
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
