import { parentPort } from 'node:worker_threads';
import { drawPdf, type PdfJob } from './pdf-jobs.ts';
import type { WorkerAnswer } from './pdf-renderer.ts';

/** A PDF thread (pdf-renderer.ts): draws one job at a time and hands the file back, its bytes moved, not copied. */
parentPort?.on('message', async (job: PdfJob) => {
  try {
    const file = await drawPdf(job);
    // Copied once into memory of its own, which can then be moved (a small Buffer may share Node's pool).
    const body = new Uint8Array(file.body);
    const answer: WorkerAnswer = { ok: true, file: { ...file, body } };
    parentPort?.postMessage(answer, [body.buffer]);
  } catch (err) {
    const answer: WorkerAnswer = { ok: false, message: err instanceof Error ? err.message : String(err) };
    parentPort?.postMessage(answer);
  }
});
