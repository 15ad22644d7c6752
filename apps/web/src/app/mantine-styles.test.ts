import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The app imports the styles of the Mantine components it uses (app/mantine-styles.ts), not the whole of
 * `@mantine/core/styles.css`: every page parsed 250 KB of CSS on its first screen, a third of it for components
 * nothing draws. A component used but missing its styles draws unstyled, which no other test sees: this one
 * finds every component the app draws (its own imports, and those of the Mantine packages it uses), with the
 * components each of them draws in turn, and compares with the list, which must also keep the order of Mantine's
 * own bundle (a component's styles come after those of the components it builds on).
 */

const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, '..');
const require = createRequire(import.meta.url);
/** The folder of an installed package (its exports do not include package.json). */
const packageDir = (name: string) => {
  const entry = require.resolve(name);
  return entry.slice(0, entry.lastIndexOf(name) + name.length);
};
const core = packageDir('@mantine/core');
/** A component's folder: most are in `components/`, a few that others build on in `utils/` (InlineInput). */
const folderOf = (component: string) => [join(core, 'esm/components', component), join(core, 'esm/utils', component)].find((dir) => existsSync(dir));

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

/** The names imported from `@mantine/core` by these files (`import { Button, type ButtonProps } from '@mantine/core'`). */
function namesFromCore(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g)) {
      for (const part of list!.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!;
        if (/^[A-Z]/.test(name)) names.add(name);
      }
    }
  }
  return names;
}

/** The components a component's folder draws: its own, and those its files import (`../Popover/Popover.mjs`). */
function drawnBy(component: string): string[] {
  const dir = folderOf(component);
  if (!dir) return [];
  const found = new Set<string>();
  for (const file of filesUnder(dir, (f) => f.endsWith('.mjs'))) {
    for (const [, other] of readFileSync(file, 'utf8').matchAll(/from "(?:\.\.\/)+(?:components\/|utils\/)?([A-Z]\w*)\//g)) found.add(other!);
  }
  return [...found];
}

function expectedStyles(): string[] {
  const own = filesUnder(src, (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
  const packages = ['notifications', 'modals', 'charts'].map((p) => join(packageDir(`@mantine/${p}`), 'esm'));
  const wanted = namesFromCore([...own, ...packages.flatMap((dir) => filesUnder(dir, (f) => f.endsWith('.mjs')))]);
  const seen = new Set<string>();
  const queue = [...wanted].filter((name) => folderOf(name));
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...drawnBy(name));
  }
  const bundle = readFileSync(join(core, 'styles.css'), 'utf8');
  const styles = ['baseline', 'default-css-variables', 'global', ...[...seen].filter((name) => existsSync(join(core, 'styles', `${name}.css`)))];
  const at = (name: string) =>
    bundle.indexOf(
      readFileSync(join(core, 'styles', `${name}.css`), 'utf8')
        .trim()
        .slice(0, 300),
    );
  return styles.sort((a, b) => at(a) - at(b)).map((name) => `@mantine/core/styles/${name}.css`);
}

describe('the Mantine styles the app imports (app/mantine-styles.ts)', () => {
  it("are those of every component it draws, in the order of Mantine's own bundle", () => {
    const imported = [...readFileSync(join(here, 'mantine-styles.ts'), 'utf8').matchAll(/^import '(@mantine\/core\/styles\/[\w-]+\.css)';$/gm)].map(
      (m) => m[1],
    );
    const expected = expectedStyles();
    expect(imported, `app/mantine-styles.ts should import, in this order:\n${expected.map((f) => `import '${f}';`).join('\n')}\n`).toEqual(expected);
  });

  it('finds what a component draws in turn: a Select needs the styles of its input, its dropdown and its options', () => {
    const expected = expectedStyles();
    // The app's own imports name Select; Combobox, Popover and Input come only through it.
    for (const style of ['Select', 'Combobox', 'Popover', 'Input'].filter((c) => existsSync(join(core, 'styles', `${c}.css`)))) {
      expect(expected).toContain(`@mantine/core/styles/${style}.css`);
    }
    expect(expected).not.toContain('@mantine/core/styles/Timeline.css');
  });
});
