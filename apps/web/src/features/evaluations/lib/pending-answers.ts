import type { AnswerResponse } from '@club-pulse/contracts/evaluations';
import { answerEntry } from '../api/answer-entry.ts';
import { ApiError } from '../../../lib/http.ts';

/**
 * Answers not yet confirmed by the server, kept in memory and in sessionStorage so that a lost connection or a
 * reload loses nothing. One answer per entry (a newer choice replaces an older one), sent one at a time, oldest
 * first. Re-sending is safe: the server stores an answer by entry, the last one wins (evaluations.service `answer`).
 */
export interface PendingAnswer {
  evaluationId: number;
  entryId: number;
  selectedAnswer: number | null;
}

export type FlushResult =
  | { outcome: 'sent'; finished: boolean }
  | { outcome: 'offline' }
  | { outcome: 'refused'; error: ApiError | Error; answer: PendingAnswer };

const STORAGE_KEY = 'cp.pendingAnswers';
const inFlight = new Map<number, Promise<FlushResult>>();

function read(): PendingAnswer[] {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? (list as PendingAnswer[]) : [];
  } catch {
    return [];
  }
}

function write(list: PendingAnswer[]) {
  try {
    if (list.length === 0) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage full or disabled: the memory copy below still serves this page.
  }
}

let memory: PendingAnswer[] | null = null;
const all = () => {
  memory ??= read();
  return memory;
};
const save = (list: PendingAnswer[]) => {
  memory = list;
  write(list);
};
const same = (a: PendingAnswer, b: Pick<PendingAnswer, 'evaluationId' | 'entryId'>) => a.evaluationId === b.evaluationId && a.entryId === b.entryId;

/** The answers of an evaluation still waiting for the server. */
export const pendingAnswers = (evaluationId: number) => all().filter((a) => a.evaluationId === evaluationId);

/** Keeps an answer until the server confirms it (replacing an unsent older answer to the same entry). */
export function queueAnswer(answer: PendingAnswer) {
  save([...all().filter((a) => !same(a, answer)), answer]);
}

const isOffline = (err: unknown) => err instanceof ApiError && err.status === 0;

async function sendAll(evaluationId: number): Promise<FlushResult> {
  let finished = false;
  for (;;) {
    const [next] = pendingAnswers(evaluationId);
    if (!next) return { outcome: 'sent', finished };
    try {
      const res: AnswerResponse = await answerEntry(next);
      finished ||= res.finished;
    } catch (err) {
      if (isOffline(err)) return { outcome: 'offline' };
      // Refused by the server (finished, closed, not in the quiz…): sending it again would not help.
      save(all().filter((a) => a !== next));
      return { outcome: 'refused', error: err instanceof Error ? err : new Error(String(err)), answer: next };
    }
    // Only the copy that was sent leaves the queue: a newer choice for the same entry, queued meanwhile, stays.
    save(all().filter((a) => a !== next));
  }
}

/**
 * Sends an evaluation's waiting answers. A call while a send is under way joins it and then sends what was
 * queued meanwhile, so one answer never travels twice at the same time.
 */
export function flushPendingAnswers(evaluationId: number): Promise<FlushResult> {
  const running = inFlight.get(evaluationId);
  const run = (running ? running.then(() => sendAll(evaluationId)) : sendAll(evaluationId)).finally(() => {
    if (inFlight.get(evaluationId) === run) inFlight.delete(evaluationId);
  });
  inFlight.set(evaluationId, run);
  return run;
}

/** Tests start from an empty queue. */
export function forgetPendingAnswers() {
  memory = null;
  inFlight.clear();
  write([]);
}
