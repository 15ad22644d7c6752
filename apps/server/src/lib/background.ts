import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the answer has left: what must not change how long an answer takes (whether an email
 * belongs to a member must not show in the time forgot-password takes). Failures are logged; the app waits
 * for tasks in flight before it closes.
 */
export interface Background {
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far has ended. */
  drain(): Promise<void>;
}

export function createBackground(log: FastifyBaseLogger): Background {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err) => log.error({ err, task: name }, 'background task failed'))
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    async drain() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}

/** For tests: tasks wait until `runAll()`, so a test can see what was done before the answer. */
export class ManualBackground implements Background {
  private queue: Array<() => Promise<void>> = [];
  run(_name: string, task: () => Promise<void>) {
    this.queue.push(task);
  }
  get size() {
    return this.queue.length;
  }
  async runAll() {
    while (this.queue.length) await (this.queue.shift() as () => Promise<void>)();
  }
  async drain() {
    await this.runAll();
  }
}
