import type { FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { today } from '../../lib/dates.ts';
import { businessCounts, jobCounts } from './metrics.repository.ts';

export interface Metrics {
  registry: Registry;
  /** Counts one answered request under its route's pattern (never the address as sent: no ids, no tokens). */
  observe(request: FastifyRequest, reply: FastifyReply): void;
}

/**
 * The Prometheus metrics of one instance (prom-client): its own registry, so that several apps in one process
 * (the tests) never share a series. Requests are counted as they are answered; the database's pool, the job
 * engine's queues, the mail outbox and the product's counts are read when scraped (the last four are the same
 * on every instance of one database: an alert should use `max` over instances, not `sum`).
 */
export function createMetrics(database: Database, now: () => Date = () => new Date()): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'clubpulse_' });

  const requests = new Counter({
    name: 'clubpulse_http_requests_total',
    help: 'Requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'clubpulse_http_request_duration_seconds',
    help: 'Time to answer a request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  new Gauge({
    name: 'clubpulse_db_pool_connections',
    help: "The PostgreSQL pool's connections by state (total, idle, and requests waiting for one); none on the embedded database",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  // The scrape reads the database once for every gauge below (one scrape, one query set).
  let reading: Promise<{ counts: Awaited<ReturnType<typeof businessCounts>>; jobs: Awaited<ReturnType<typeof jobCounts>> }> | null = null;
  const read = () => {
    if (!reading) {
      const at = now();
      reading = Promise.all([businessCounts(database.db, at, today(at)), jobCounts(database)])
        .then(([counts, jobs]) => ({ counts, jobs }))
        .finally(() => {
          reading = null;
        });
    }
    return reading;
  };

  new Gauge({
    name: 'clubpulse_jobs',
    help: "The job engine's jobs by queue and state: created and retry (waiting), active, failed",
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const job of (await read()).jobs) this.set({ queue: job.queue, state: job.state }, job.count);
    },
  });
  new Gauge({
    name: 'clubpulse_mails',
    help: 'Mails of the outbox: pending (not yet sent), failed (given up), sent in the last 24 hours',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const { counts } = await read();
      this.set({ state: 'pending' }, counts.mailsPending);
      this.set({ state: 'failed' }, counts.mailsFailed);
      this.set({ state: 'sent_last_day' }, counts.mailsSentLastDay);
    },
  });
  const business: Array<[string, string, keyof Awaited<ReturnType<typeof businessCounts>>]> = [
    ['clubpulse_running_studies', 'Studies open or in progress and not past their due date', 'runningStudies'],
    ['clubpulse_answers_today', 'Questionnaires finished since midnight (UTC)', 'answersToday'],
    ['clubpulse_open_cases', 'Open follow-up cases', 'openCases'],
    ['clubpulse_open_critical_cases', 'Open follow-up cases of a critical result', 'openCriticalCases'],
  ];
  for (const [name, help, key] of business) {
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set((await read()).counts[key]);
      },
    });
  }

  return {
    registry,
    observe(request, reply) {
      // The matched route's pattern (`/api/studies/:id`); requests that matched none share one label.
      const route = request.routeOptions.url ?? 'unmatched';
      const method = request.method;
      requests.inc({ method, route, status: String(reply.statusCode) });
      durations.observe({ method, route }, reply.elapsedTime / 1000);
    },
  };
}
