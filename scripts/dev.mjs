// `npm run dev`: the API server (restarting on change) and the Vite dev server (proxying /api) side by side.
import { spawn } from 'node:child_process';

const run = (args) => spawn('npm', args, { stdio: 'inherit', shell: false });
const children = [run(['run', 'dev', '-w', '@club-pulse/server']), run(['run', 'dev', '-w', '@club-pulse/web'])];
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    for (const c of children) c.kill(sig);
  });
