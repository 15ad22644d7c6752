/**
 * The load generator's side of the benchmark's host process (bench/host.ts): starting it, asking it for a
 * measure, and what it reports when ready. Used by bench/run.ts and its phases.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchFixtures } from './seed.ts';

const here = dirname(fileURLToPath(import.meta.url));

export type Player = BenchFixtures['answering']['players'][number] & { token: string };
export interface Ready {
  type: 'ready';
  kind: 'pglite' | 'postgres';
  seedMs: number;
  appUrl: string;
  baseUrl: string;
  fixtures: BenchFixtures & { answering: { players: Player[] } };
  password: string;
}

export type LoopDelay = { p50: number; p99: number; max: number; servedP99: number; servedMax: number };
export const log = (...args: unknown[]) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...args);

export function startHost(env: Record<string, string | undefined>): Promise<{ child: ChildProcess; ready: Ready }> {
  return new Promise((resolvePromise, reject) => {
    const child = fork(join(here, 'host.ts'), [], {
      // BENCH_PROFILE=<dir>: a V8 CPU profile of the server's process (open it in Chrome's DevTools).
      execArgv: ['--import', 'tsx', ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE] : [])],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (m: Ready | { type: 'error'; message: string }) => {
      if (m.type === 'ready') resolvePromise({ child, ready: m });
      else reject(new Error(m.message));
    });
    child.once('exit', (code) => reject(new Error(`the benchmark host exited with code ${code}`)));
  });
}

export function ask<T = Record<string, unknown>>(child: ChildProcess, command: Record<string, unknown>): Promise<T> {
  return new Promise((resolvePromise, reject) => {
    child.once('message', (m: { type: string; message?: string }) => {
      if (m.type === 'error') reject(new Error(m.message));
      else resolvePromise(m as T);
    });
    child.send(command);
  });
}
