import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

/**
 * The Node.js versions we promise: the oldest that `engines` accepts (what a newcomer with the machine's Node 20 runs)
 * and the first releases of the maintained lines CI also runs on. A package that refuses one of them makes `npm ci`
 * print EBADENGINE, and may break at run time on it (ESM-only majors that need Node 22's `require(esm)`).
 */
const promised = [semver.minVersion(manifest.engines.node)?.version ?? '', '22.13.0', '24.0.0'];

/** Every locked package whose `engines.node` refuses one of the promised versions, as "name@version needs range". */
function refusing(version: string): string[] {
  return Object.entries(lock.packages).flatMap(([path, pkg]) => {
    const range = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
    if (!path || !range || semver.satisfies(version, range, { includePrerelease: true })) return [];
    return [`${path.replace(/^.*node_modules\//, '')}@${pkg.version} needs ${range}`];
  });
}

describe('the Node.js range the README and package.json promise', () => {
  it('starts at a real version', () => {
    expect(promised[0]).toMatch(/^20\.\d+\.\d+$/);
  });

  for (const version of promised) {
    it(`is accepted by every locked package on Node ${version}`, () => {
      expect(refusing(version)).toEqual([]);
    });
  }
});
