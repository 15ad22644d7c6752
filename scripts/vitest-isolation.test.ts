import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED } from '../vitest.config.ts';

const root = join(import.meta.dirname, '..');

/** The test files of the shared-cache project (vitest.config.ts: contracts, server, bench, scripts). */
function nodeTestFiles(): string[] {
  return ['packages', 'apps/server', 'bench', 'scripts'].flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'))
      .map((file) => `${dir}/${file}`),
  );
}

describe('the node test files that share one module cache', () => {
  it('include no file that replaces a module or a global: those run isolated', () => {
    const mocking = nodeTestFiles()
      .filter((file) => /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv)\(/.test(readFileSync(join(root, file), 'utf8')))
      .sort();
    expect(mocking.filter((file) => !ISOLATED.includes(file))).toEqual([]);
    // Every isolated file is one of them (a renamed file would otherwise leave its mock in the shared cache).
    expect([...ISOLATED].sort()).toEqual(mocking);
  });
});
