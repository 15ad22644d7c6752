import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { nth } from './nth.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

function testFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.') || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) testFiles(path, out);
    else if (/\.(test|spec)\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/** Test names cited in a document: the text between `›` and the asterisks, e.g. › *answers 401 to…* */
const citedNames = (doc: string) => [...doc.matchAll(/›\s*\*([^*]+)\*/g)].map((m) => nth(m, 1).trim().replace(/^…/, ''));
/** File paths cited in a document: `apps/…/x.test.ts` */
const citedFiles = (doc: string) => [...doc.matchAll(/`((?:apps|packages|e2e|bench)\/[^`\s]+\.(?:test|spec)\.tsx?)`/g)].map((m) => m[1]);

describe('docs/security.md: every promise names a test that exists', () => {
  const doc = readFileSync(join(root, 'docs/security.md'), 'utf8');
  const sources = testFiles(root).map((f) => ({ file: relative(root, f), text: readFileSync(f, 'utf8').replace(/\\'/g, "'") }));

  it('cites only test files that exist', () => {
    const missing = citedFiles(doc).filter((f) => !sources.some((s) => s.file === f));
    expect(missing).toEqual([]);
  });

  it('cites only test names that are written in some test file', () => {
    const names = citedNames(doc);
    expect(names.length).toBeGreaterThan(30);
    const missing = names.filter((name) => !sources.some((s) => s.text.includes(name)));
    expect(missing).toEqual([]);
  });
});
