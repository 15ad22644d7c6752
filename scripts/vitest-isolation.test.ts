import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED, WEB_ISOLATED } from '../vitest.config.ts';

const root = join(import.meta.dirname, '..');

/** The test files under these folders (vitest.config.ts: contracts, server, bench and scripts; the web client). */
function testFiles(dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true })
      .map(String)
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
      .map((file) => `${dir}/${file}`),
  );
}

const MOCKING = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv)\(/;
const mockingFiles = (dirs: string[]) => testFiles(dirs).filter((file) => MOCKING.test(readFileSync(join(root, file), 'utf8')));

describe('the node test files that share one module cache', () => {
  it('include no file that replaces a module or a global: those run isolated', () => {
    const mocking = mockingFiles(['packages', 'apps/server', 'bench', 'scripts']).sort();
    expect(mocking.filter((file) => !ISOLATED.includes(file))).toEqual([]);
    // Every isolated file is one of them (a renamed file would otherwise leave its mock in the shared cache).
    expect([...ISOLATED].sort()).toEqual(mocking);
  });
});

describe('the component test files that share one module cache and DOM', () => {
  it('include no file that replaces a module or a global: those run isolated', () => {
    const mocking = mockingFiles(['apps/web/src']).sort();
    expect(mocking.filter((file) => !WEB_ISOLATED.includes(file))).toEqual([]);
    expect([...WEB_ISOLATED].sort()).toEqual(mocking);
  });
});
