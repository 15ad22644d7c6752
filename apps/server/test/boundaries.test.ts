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

/** Which modules each module imports (`../<module>/index.ts` from any file of it), from the source text. */
function moduleGraph(): Map<string, Set<string>> {
  const modules = join(SRC, 'modules');
  const graph = new Map<string, Set<string>>();
  for (const file of sources(modules)) {
    if (/\.test\.tsx?$/.test(file)) continue;
    const owner = relative(modules, file).split('/')[0] ?? '';
    const uses = graph.get(owner) ?? new Set<string>();
    graph.set(owner, uses);
    for (const m of readFileSync(file, 'utf8').matchAll(/from\s+['"]\.\.\/([\w-]+)\/index\.ts['"]/g)) if (m[1] && m[1] !== owner) uses.add(m[1]);
  }
  return graph;
}

/** The first cycle found, as a path `a → b → a`, or undefined. */
function firstCycle(graph: Map<string, Set<string>>): string | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string | undefined => {
    if (state.get(node) === 'done') return undefined;
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node].join(' → ');
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      const found = visit(next);
      if (found) return found;
    }
    path.pop();
    state.set(node, 'done');
    return undefined;
  };
  for (const node of graph.keys()) {
    const found = visit(node);
    if (found) return found;
  }
  return undefined;
}

describe('how the server modules use each other (docs/decisions/0006)', () => {
  it('in one direction only: no module reaches itself through others', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(20);
    expect(firstCycle(graph)).toBeUndefined();
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const graph = new Map([
      ['auth', new Set(['audit'])],
      ['audit', new Set<string>()],
      ['clubs', new Set(['accounts'])],
      ['accounts', new Set(['clubs'])],
    ]);
    expect(firstCycle(graph)).toBe('clubs → accounts → clubs');
    graph.get('accounts')?.delete('clubs');
    expect(firstCycle(graph)).toBeUndefined();
  });
});

describe("the owners' facts (docs/decisions/0009)", () => {
  it("join only their own tables and other modules' facts: never an index.ts, so any module may join them without a cycle", () => {
    const modules = join(SRC, 'modules');
    const facts = sources(modules).filter((file) => file.endsWith('/facts.ts'));
    expect(facts.length).toBeGreaterThanOrEqual(6);
    const offending = facts.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from\s+['"](\.[^'"]+)['"]/g)]
        .map((m) => m[1] ?? '')
        .filter((spec) => !/^\.\/tables\.ts$|^\.\.\/[\w-]+\/facts\.ts$|^\.\.\/\.\.\/db\//.test(spec))
        .map((spec) => `${relative(SRC, file)}: ${spec}`),
    );
    expect(offending).toEqual([]);
  });
});
