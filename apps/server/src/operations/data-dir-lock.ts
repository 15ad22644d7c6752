import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The embedded database belongs to one process at a time: the server holds `<DATA_DIR>/server.pid` while it
 * runs, and the offline tools (backup, restore, demo reset) refuse to touch a data directory whose holder is
 * still alive. A file left by a process that died is taken over.
 */
export function lockFileOf(dataDir: string) {
  return join(resolve(dataDir), 'server.pid');
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid of the live process holding the directory, or null. */
export function holderOf(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(lockFileOf(dataDir), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the directory for this process; throws when another live process holds it. Returns the release. */
export function lockDataDir(dataDir: string): () => void {
  const holder = holderOf(dataDir);
  if (holder) throw new Error(`the data directory ${resolve(dataDir)} is in use by process ${holder} (stop the server first)`);
  mkdirSync(resolve(dataDir), { recursive: true });
  const file = lockFileOf(dataDir);
  const fd = openSync(file, 'w');
  writeSync(fd, String(process.pid));
  closeSync(fd);
  return () => {
    if (holderOf(dataDir) === null) rmSync(file, { force: true });
  };
}
