import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'test-tools.mjs');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder of fake commands for PATH: each named one records its arguments in calls.log and succeeds. */
function fakeBin(commands: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'test-tools-'));
  dirs.push(dir);
  for (const name of commands) {
    writeFileSync(join(dir, name), `#!/bin/sh\necho "${name} $*" >> "${dir}/calls.log"\n`);
    chmodSync(join(dir, name), 0o755);
  }
  return dir;
}

function run(env: Record<string, string>) {
  const res = spawnSync(process.execPath, [script], { encoding: 'utf8', env });
  return { code: res.status, out: res.stdout + res.stderr };
}

describe('the tools npm test needs (scripts/test-tools.mjs)', () => {
  it('says nothing and succeeds when the browser and poppler are there', () => {
    const bin = fakeBin(['pdftotext', 'pdftoppm']);
    expect(run({ PATH: bin, CHROMIUM_PATH: process.execPath })).toEqual({ code: 0, out: '' });
  });

  // The install path runs as root (or through sudo without a password): CI's case.
  it.runIf(process.getuid?.() === 0)("installs what is missing from Debian's packages, and says so", () => {
    const bin = fakeBin(['apt-get']);
    const { code, out } = run({ PATH: bin, CHROMIUM_PATH: process.execPath });
    expect(code).toBe(0);
    expect(out).toContain('installing poppler-utils');
    expect(readFileSync(join(bin, 'calls.log'), 'utf8')).toBe('apt-get update -qq\napt-get install -y -qq poppler-utils\n');
  });

  it('says what to install when it cannot, and fails', () => {
    const bin = fakeBin([]);
    const { code, out } = run({ PATH: bin, CHROMIUM_PATH: '/nonexistent/chromium' });
    expect(code).toBe(1);
    expect(out).toContain('CHROMIUM_PATH=/nonexistent/chromium is not an executable browser');
    const withoutApt = run({ PATH: bin, CHROMIUM_PATH: process.execPath });
    expect(withoutApt.code).toBe(1);
    expect(withoutApt.out).toContain('sudo apt-get install poppler-utils');
  });
});
