import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of docs/decisions/0006 and 0009 as biome applies them: probe files at the paths the rules
 * name, linted with the repository's biome.json in a folder of their own (the repository's tree stays clean).
 */
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const TABLE_RULE = 'A table is used only by the module that owns it';
const SURFACE_RULE = 'is used through its public surface';
const FACTS_RULE = 'A facts file joins its own tables and other modules';

const probes: Record<string, string> = {
  // Refused: another module's table, the aggregate, the infrastructure's tables.
  'apps/server/src/modules/studies/probe-other-table.ts': "import { evaluations } from '../evaluations/tables.ts';",
  'apps/server/src/modules/studies/probe-aggregate.ts': "import { evaluations } from '../../db/schema/index.ts';",
  'apps/server/src/modules/studies/probe-lib-tables.ts': "import { mailOutbox } from '../../lib/tables.ts';",
  'apps/server/src/lib/probe-aggregate.ts': "import { members } from '../db/schema/index.ts';",
  'apps/server/src/plugins/probe-module-table.ts': "import { members } from '../modules/auth/tables.ts';",
  // A facts file asks no module's index.ts (the policies join the facts from below every module) nor the aggregate.
  'apps/server/src/modules/studies/facts.ts': "import { clubPlace } from '../clubs/index.ts';",
  'apps/server/src/modules/clubs/facts.ts': "import { studies } from '../../db/schema/index.ts';",
  // Allowed: a module's own tables, a foreign key between tables.ts files, a test's setup, the client.
  'apps/server/src/modules/studies/probe-own-table.ts': "import { studies } from './tables.ts';",
  'apps/server/src/modules/reports/tables.ts': "import { evaluations } from '../evaluations/tables.ts';",
  'apps/server/src/modules/studies/probe.test.ts': "import { evaluations } from '../../db/schema/index.ts';",
  'apps/server/src/db/client.ts': "import * as schema from './schema/index.ts';",
  // Allowed: another module's facts, from any module's file and from a facts file.
  'apps/server/src/modules/policies/probe-facts.ts': "import { studyFacts } from '../studies/facts.ts';",
  'apps/server/src/modules/cases/facts.ts': "import { evaluationFacts } from '../evaluations/facts.ts';",
};

let dir: string;
let messages: Map<string, string[]>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'table-owners-'));
  const config = JSON.parse(readFileSync(join(repo, 'biome.json'), 'utf8'));
  delete config.$schema;
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
  for (const [path, source] of Object.entries(probes)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), `${source}\nexport const probe = [${/import \{ (\w+) \}|\* as (\w+)/.exec(source)?.slice(1).find(Boolean)}];\n`);
  }
  const run = spawnSync(join(repo, 'node_modules/.bin/biome'), ['lint', '--reporter=json', 'apps'], { cwd: dir, encoding: 'utf8' });
  const report = JSON.parse(run.stdout) as { diagnostics: Array<{ category: string; message: string; location: { path: string } }> };
  messages = new Map();
  for (const d of report.diagnostics) {
    if (d.category !== 'lint/style/noRestrictedImports') continue;
    messages.set(d.location.path, [...(messages.get(d.location.path) ?? []), d.message]);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('only the owner imports its tables (biome noRestrictedImports)', () => {
  it.each([
    ['apps/server/src/modules/studies/probe-other-table.ts', SURFACE_RULE],
    ['apps/server/src/modules/studies/probe-aggregate.ts', TABLE_RULE],
    ['apps/server/src/modules/studies/probe-lib-tables.ts', TABLE_RULE],
    ['apps/server/src/lib/probe-aggregate.ts', TABLE_RULE],
    ['apps/server/src/plugins/probe-module-table.ts', SURFACE_RULE],
    ['apps/server/src/modules/studies/facts.ts', FACTS_RULE],
    ['apps/server/src/modules/clubs/facts.ts', TABLE_RULE],
  ])('refuses %s', (path, rule) => {
    expect(messages.get(path)?.join('\n')).toContain(rule);
  });

  it.each([
    'apps/server/src/modules/studies/probe-own-table.ts',
    'apps/server/src/modules/reports/tables.ts',
    'apps/server/src/modules/studies/probe.test.ts',
    'apps/server/src/db/client.ts',
    'apps/server/src/modules/policies/probe-facts.ts',
    'apps/server/src/modules/cases/facts.ts',
  ])('allows %s', (path) => {
    expect(messages.get(path)).toBeUndefined();
  });
});
