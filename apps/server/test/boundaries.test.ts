import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('what the server imports', () => {
  it('never reads the web app’s files: shared rules and words live in the contracts and texts packages', () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(100);
    const offending = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)]
        .map((m) => m[1] ?? '')
        .filter((spec) => /(^|\/)web\/src\/|@club-pulse\/web/.test(spec))
        .map((spec) => `${relative(SRC, file)}: ${spec}`),
    );
    expect(offending).toEqual([]);
  });
});
