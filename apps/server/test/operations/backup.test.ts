/**
 * Backup and restore of the embedded database (`npm run backup`, `npm run restore`): a backup restored into a
 * fresh directory serves the same reports; a directory in use by a live server is refused; a damaged backup is
 * refused and the current database is left in place.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openDatabase } from '../../src/db/client.ts';
import { DEMO_STUDY_TOKEN, seedDemoData } from '../../src/demo/seed.ts';
import { backupEmbedded, restoreEmbedded } from '../../src/operations/backup.ts';
import { useFastPasswordHashing } from '../../src/lib/passwords.ts';
import { lockFileOf } from '../../src/operations/data-dir-lock.ts';
import { CapturingMailer, testConfig, XSRF } from '../helpers.ts';

const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `cp-${name}-`));
  dirs.push(dir);
  return dir;
};
// Seeding hashes the demo members' passwords: the cheap parameters of the tests (verification reads them from the hash).
useFastPasswordHashing(true);
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** What a coach and a player read on an embedded database in `dataDir`: the demo study's report, a personal report. */
async function reportsOf(dataDir: string) {
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const app = await buildApp({ config: testConfig({ JWT_SECRET: undefined }), database, mailer: new CapturingMailer(), logger: false });
  try {
    const signIn = async (email: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/member/authenticate',
          headers: { 'x-xsrf-token': XSRF },
          cookies: { 'XSRF-TOKEN': XSRF },
          payload: { email, password: 'ClubPulse2026' },
        })
      ).json().token as string;
    const get = async (url: string, token: string) => (await app.inject({ url, headers: { authorization: `Bearer ${token}` } })).json();
    const coach = await signIn('coach@clubpulse.example');
    const player = await signIn('player@clubpulse.example');
    const studies = (await get('/api/manager/study/all', coach)) as Array<{ id: number; token?: string }>;
    const study = studies.find((s) => s.token === DEMO_STUDY_TOKEN) ?? studies[0];
    const finished = (await get('/api/evaluation/getMyFinishedEvaluations', player)) as Array<{ id: number; hasReport: boolean }>;
    const evaluation = finished.find((e) => e.hasReport);
    return {
      group: await get(`/api/manager/study/${study?.id}/report`, coach),
      personal: await get(`/api/evaluation/${evaluation?.id}/report`, player),
    };
  } finally {
    await app.close();
    await database.close();
  }
}

describe('backup and restore of the embedded database', () => {
  it('restores a backup into a fresh directory that serves the same reports', async () => {
    const original = tempDir('original');
    const seeding = await openDatabase({ dataDir: original });
    await seeding.migrate();
    await seedDemoData(seeding.db);
    await seeding.close();
    const before = await reportsOf(original);
    expect(before.group.candidates.length).toBeGreaterThan(5);
    expect(before.personal.keyTerms.length).toBeGreaterThan(0);

    const { file, sha256 } = await backupEmbedded(original, join(tempDir('backups'), 'club.tar.gz'));
    expect(sha256).toMatch(/^[0-9a-f]{64}$/);
    const fresh = tempDir('restored');
    await restoreEmbedded(fresh, file);
    expect(await reportsOf(fresh)).toEqual(before);
  }, 180_000);

  it('refuses a data directory that a live server holds, and takes over one left by a dead process', async () => {
    const dir = tempDir('held');
    const seeding = await openDatabase({ dataDir: dir });
    await seeding.migrate();
    await seeding.close();
    const holder = spawn('sleep', ['30']);
    try {
      writeFileSync(lockFileOf(dir), String(holder.pid));
      await expect(backupEmbedded(dir)).rejects.toThrow(/in use by process/);
      await expect(restoreEmbedded(dir, join(dir, 'nothing.tar.gz'))).rejects.toThrow();
    } finally {
      holder.kill();
    }
    await new Promise((r) => holder.once('exit', r));
    // The holder is gone: its file no longer stops the tools.
    const { file } = await backupEmbedded(dir);
    expect(existsSync(file)).toBe(true);
  }, 120_000);

  it('refuses a damaged backup and leaves the current database in place', async () => {
    const dir = tempDir('damaged');
    const seeding = await openDatabase({ dataDir: dir });
    await seeding.migrate();
    await seeding.close();
    const { file } = await backupEmbedded(dir);
    appendFileSync(file, 'tampered');
    const target = tempDir('target');
    const other = await openDatabase({ dataDir: target });
    await other.migrate();
    await other.close();
    const before = readdirSync(join(target, 'pglite')).sort();
    await expect(restoreEmbedded(target, file)).rejects.toThrow(/SHA-256/);
    expect(readdirSync(join(target, 'pglite')).sort()).toEqual(before);
  }, 120_000);
});
