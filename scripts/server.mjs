// Runs one entry point of the compiled server (apps/server/dist): `main` (npm start), `setup` (npm run setup), `reset-two-factor`, `operations` (npm run
// backup / restore), `demo-reset`. Outside production it builds first, so `npm install && npm start` is all
// a newcomer needs. With NODE_ENV=production it builds nothing (a server installed with `npm ci --omit=dev`
// has no build tools): run `npm run build` before, where the dev dependencies are (docs/operations.md).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [entry = 'main', ...args] = process.argv.slice(2);
const compiled = join(root, `apps/server/dist/${entry}.js`);
const web = join(root, 'apps/web/dist/index.html');

if (process.env.NODE_ENV !== 'production') {
  const build = spawnSync('npm', ['run', entry === 'main' ? 'build' : 'build:server', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else if (!existsSync(compiled) || (entry === 'main' && !existsSync(web))) {
  console.error('Club Pulse is not built: run `npm run build` first (it needs the dev dependencies), then start again.');
  process.exit(1);
}

const child = spawn(process.execPath, ['--enable-source-maps', compiled, ...args], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
