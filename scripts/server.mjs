// Runs one entry point of the compiled server (apps/server/dist): `main` (npm start), `setup` (npm run setup), `reset-two-factor`, `operations` (npm run
// backup / restore), `demo-reset`. Outside production it builds first, so `npm install && npm start` is all
// a newcomer needs. With NODE_ENV=production (or SKIP_BUILD=true) it builds nothing (a server installed with `npm ci --omit=dev`
// has no build tools): run `npm run build` before, where the dev dependencies are (docs/operations.md).
//
// The entry runs in this process (imported, not spawned), and the npm scripts `exec` it: `npm start` is npm and
// the server, no shell and no wrapper in between. npm passes SIGTERM and SIGINT on to the server and exits with
// it, so a signal to the PID `npm start` gave drains and stops the server (a wrapper used to stay behind while
// the server kept the port).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [entry = 'main', ...args] = process.argv.slice(2);
const compiled = join(root, `apps/server/dist/${entry}.js`);
const web = join(root, 'apps/web/dist/index.html');

// SKIP_BUILD=true starts what is built, as production does (a restart where nothing changed, the process tests).
if (process.env.NODE_ENV !== 'production' && process.env.SKIP_BUILD !== 'true') {
  const build = spawnSync('npm', ['run', entry === 'main' ? 'build' : 'build:server', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else if (!existsSync(compiled) || (entry === 'main' && process.env.NODE_ENV === 'production' && !existsSync(web))) {
  console.error('Club Pulse is not built: run `npm run build` first (it needs the dev dependencies), then start again.');
  process.exit(1);
}

// As `node --enable-source-maps apps/server/dist/<entry>.js <args>` would see it.
process.setSourceMapsEnabled(true);
process.argv = [process.argv[0] ?? process.execPath, compiled, ...args];
process.chdir(root);
await import(pathToFileURL(compiled).href);
