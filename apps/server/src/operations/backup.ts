import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.ts';

/**
 * Backup and restore of the embedded database (PostgreSQL: pg_dump and pg_restore, see docs/operations.md).
 * A backup is PGlite's own dump of its data directory (a gzipped tar), written next to a SHA-256 sum; it is
 * taken with the server stopped (the directory belongs to one process: data-dir-lock.ts). A restore checks the
 * sum, loads the dump into a new directory, opens it once to prove it works, and only then puts it in place of
 * the current one, which is kept beside it (`pglite.before-restore-<time>`) until the operator removes it.
 */
const pgliteDir = (dataDir: string) => join(resolve(dataDir), 'pglite');
const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

export async function backupEmbedded(dataDir: string, file?: string): Promise<{ file: string; bytes: number; sha256: string }> {
  if (!existsSync(pgliteDir(dataDir))) throw new Error(`no embedded database in ${resolve(dataDir)}`);
  const release = lockDataDir(dataDir);
  try {
    const db = new PGlite(pgliteDir(dataDir));
    await db.waitReady;
    const dump = await db.dumpDataDir('gzip');
    await db.close();
    const bytes = Buffer.from(await dump.arrayBuffer());
    const target = resolve(file ?? join(dataDir, 'backups', `clubpulse-${stamp()}.tar.gz`));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, bytes);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    writeFileSync(`${target}.sha256`, `${sha256}  ${target.split('/').at(-1)}\n`);
    return { file: target, bytes: bytes.length, sha256 };
  } finally {
    release();
  }
}

export async function restoreEmbedded(dataDir: string, file: string): Promise<{ kept?: string }> {
  const source = resolve(file);
  if (!existsSync(source)) throw new Error(`no backup at ${source}`);
  const bytes = readFileSync(source);
  if (existsSync(`${source}.sha256`)) {
    const expected = readFileSync(`${source}.sha256`, 'utf8').split(/\s+/)[0];
    const actual = createHash('sha256').update(bytes).digest('hex');
    if (expected !== actual) throw new Error(`the backup ${source} does not match its SHA-256 sum: refusing to restore it`);
  }
  const release = lockDataDir(dataDir);
  try {
    const target = pgliteDir(dataDir);
    const incoming = `${target}.restoring-${stamp()}`;
    const db = new PGlite(incoming, { loadDataDir: new Blob([bytes]) });
    await db.waitReady;
    await db.query('select 1');
    await db.close();
    let kept: string | undefined;
    if (existsSync(target) && readdirSync(target).length) {
      kept = `${target}.before-restore-${stamp()}`;
      renameSync(target, kept);
    } else {
      rmSync(target, { recursive: true, force: true });
    }
    renameSync(incoming, target);
    return { kept };
  } finally {
    release();
  }
}
