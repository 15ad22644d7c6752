import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../lib/app-error.ts';
import { drawPdf, type PdfJob } from './pdf-jobs.ts';
import type { ExportFile } from './report-export.service.ts';

/**
 * PDF exports are drawn off the event loop, in a small pool of worker threads. Drawing one takes 100-300 ms of
 * CPU (pdfkit lays out every line and subsets the embedded font), during which the event loop would answer
 * nothing: six exports at once held the health check for more than a second (docs/performance.md). A cache per
 * study and release was weighed and dropped: six coaches exporting six studies would still draw six files, and
 * every export is dated. A worker is started on the first export and kept; `close()` ends them.
 *
 * `threads: 0` draws on the event loop, as before: only for measuring the difference (PDF_THREADS=0).
 */
export interface PdfRenderer {
  render(job: PdfJob): Promise<ExportFile>;
  close(): Promise<void>;
}

/** Exports waiting for a thread past this many are refused (503): each holds its report in memory. */
const MAX_WAITING = 64;

/**
 * The worker's entry. Compiled (apps/server/dist), it is `pdf-worker.js` beside this code's bundle; from the
 * sources (tsx, vitest) it is `pdf-worker.ts`, loaded through tsx's loader, which a worker thread does not
 * inherit from its parent on Node 20.
 */
function startWorker(): Worker {
  const here = import.meta.url;
  if (!/\.ts$/.test(new URL(here).pathname)) return new Worker(new URL('./pdf-worker.js', here));
  const tsx = pathToFileURL(
    createRequire(here)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const entry = new URL('./pdf-worker.ts', here).href;
  return new Worker(`import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`, {
    eval: true,
  });
}

interface Task {
  job: PdfJob;
  resolve: (file: ExportFile) => void;
  reject: (err: unknown) => void;
}
interface Thread {
  worker: Worker;
  task: Task | null;
}
export type WorkerAnswer = { ok: true; file: Omit<ExportFile, 'body'> & { body: Uint8Array } } | { ok: false; message: string };

export function createPdfRenderer(threads: number): PdfRenderer {
  if (threads === 0) return { render: drawPdf, close: async () => {} };
  const pool: Thread[] = [];
  const waiting: Task[] = [];
  let closed = false;

  const next = (thread: Thread) => {
    const task = waiting.shift();
    thread.task = task ?? null;
    if (task) thread.worker.postMessage(task.job);
  };

  const spawn = (): Thread => {
    const thread: Thread = { worker: startWorker(), task: null };
    thread.worker.on('message', (answer: WorkerAnswer) => {
      const task = thread.task;
      if (answer.ok)
        task?.resolve({ ...answer.file, body: Buffer.from(answer.file.body.buffer, answer.file.body.byteOffset, answer.file.body.byteLength) });
      else task?.reject(new Error(`PDF export failed: ${answer.message}`));
      next(thread);
    });
    // A thread that dies takes its export with it (a 500); the next export starts a new one.
    const gone = (err: unknown) => {
      const index = pool.indexOf(thread);
      if (index < 0) return;
      pool.splice(index, 1);
      thread.task?.reject(err instanceof Error ? err : new Error('the PDF thread stopped'));
      thread.task = null;
      if (waiting.length > 0 && !closed) next(spawnInto());
    };
    thread.worker.on('error', gone);
    thread.worker.on('exit', () => gone(new Error('the PDF thread stopped')));
    // An idle thread does not keep the process alive (the server's close ends it anyway).
    thread.worker.unref();
    return thread;
  };
  const spawnInto = () => {
    const thread = spawn();
    pool.push(thread);
    return thread;
  };

  return {
    render(job) {
      if (closed) return Promise.reject(new AppError('ServiceUnavailable'));
      if (waiting.length >= MAX_WAITING) return Promise.reject(new AppError('ServiceUnavailable'));
      return new Promise<ExportFile>((resolve, reject) => {
        waiting.push({ job, resolve, reject });
        const idle = pool.find((t) => t.task === null) ?? (pool.length < threads ? spawnInto() : undefined);
        if (idle) next(idle);
      });
    },
    async close() {
      closed = true;
      const threadsLeft = pool.splice(0);
      for (const task of [...waiting.splice(0), ...threadsLeft.flatMap((t) => t.task ?? [])]) task.reject(new AppError('ServiceUnavailable'));
      await Promise.all(threadsLeft.map((t) => t.worker.terminate()));
    },
  };
}
