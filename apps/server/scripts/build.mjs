// `npm run build -w @club-pulse/server`: the server compiled to apps/server/dist, so that production runs it
// with plain `node` (no TypeScript loader) after `npm ci --omit=dev`. One bundle of our own code (the
// server and the contracts it imports); every npm dependency stays an import, resolved from node_modules at
// run time. The SQL migrations are copied beside it.
import { cpSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const server = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(server, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@club-pulse/'));
const dist = join(server, 'dist');
// Built aside, then swapped in: a failed build leaves the last good one in place. Aside per process: test files
// that build at the same moment (in two workers) must not delete each other's half-written output.
const next = join(server, `dist.next-${process.pid}`);

rmSync(next, { recursive: true, force: true });
const result = await build({
  entryPoints: {
    main: join(server, 'src/main.ts'),
    'demo-reset': join(server, 'src/demo/reset.ts'),
    operations: join(server, 'src/operations/cli.ts'),
    setup: join(server, 'src/operations/setup-cli.ts'),
    'reset-two-factor': join(server, 'src/operations/reset-two-factor-cli.ts'),
    // The PDF threads' entry: modules/reports/pdf-renderer.ts starts it as ./pdf-worker.js beside its own chunk.
    'pdf-worker': join(server, 'src/modules/reports/pdf-worker.ts'),
  },
  outdir: next,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Packages are resolved at run time (with their subpaths: 'drizzle-orm/pg-core', 'altcha-lib/algorithms/sha').
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Some dependencies still call require(): give the ES module bundle one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
  metafile: true,
});
cpSync(join(server, 'src/db/migrations'), join(next, 'migrations'), { recursive: true });
rmSync(dist, { recursive: true, force: true });
renameSync(next, dist);
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.log(`server built in ${dist} (${Math.round(bytes / 1024)} KiB with source maps)`);
