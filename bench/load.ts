/**
 * The load generators of `npm run bench` (autocannon, in the benchmark's own process): the answering cycle
 * and `GET /api/health`.
 */
import autocannon from 'autocannon';
import { median, round, XSRF_HEADERS } from './lib.ts';

export interface LoadFigures {
  answersPerSec: number;
  requestsPerSec: number;
  p50: number;
  p99: number;
  max: number;
  /**
   * Latency of the requests on connections already open: every request but the first of each connection. The
   * first waits for the server to accept its connection, and a busy Node server accepts one new connection per
   * turn of its event loop (libuv >= 1.45, "don't accept() connections in a loop"), so with 100 connections
   * opened at once the last ones wait seconds before their first request is even read.
   */
  established: { p50: number; p99: number; max: number; requests: number };
  /** Latency of each connection's first request (connection set-up included). */
  firstOnConnection: { p50: number; max: number; requests: number };
  non2xx: number;
  errors: number;
}

/**
 * `connections` connections; each cycle takes the next free player from a ring (so no two connections answer the same
 * evaluation at once), fetches the next question, posts an answer to it, and gives the player back.
 */
export async function answeringLoad<Player extends { token: string }>(
  url: string,
  connections: number,
  players: Player[],
  paths: {
    next: (p: Player) => string;
    answer: (p: Player, entryId: number) => string;
    entryOf: (body: Record<string, unknown>) => number | undefined;
  },
  seconds: number,
): Promise<LoadFigures> {
  const ring = [...players];
  type Ctx = { player?: Player; entryId?: number };
  let answered = 0;
  const requests: autocannon.Request[] = [
    {
      method: 'GET',
      setupRequest: (req, ctx) => {
        const context = ctx as Ctx;
        const p = ring.shift();
        if (!p) throw new Error('more connections than players');
        context.player = p;
        req.path = paths.next(p);
        req.headers = { ...req.headers, ...XSRF_HEADERS, authorization: `Bearer ${p.token}` };
        return req;
      },
      onResponse: (status, body, ctx) => {
        const context = ctx as Ctx;
        context.entryId = status === 200 ? paths.entryOf(JSON.parse(body)) : undefined;
      },
    },
    {
      method: 'POST',
      setupRequest: (req, ctx) => {
        const context = ctx as Ctx;
        const p = context.player as Player;
        if (context.entryId === undefined) {
          ring.push(p);
          return null as unknown as autocannon.Request; // back to the first request with another player
        }
        req.path = paths.answer(p, context.entryId as number);
        req.headers = { ...req.headers, ...XSRF_HEADERS, authorization: `Bearer ${p.token}`, 'content-type': 'application/json' };
        const value = Math.random() < 0.04 ? null : 1 + Math.floor(Math.random() * 5);
        req.body = JSON.stringify({ selectedAnswer: value });
        return req;
      },
      onResponse: (status, _body, ctx) => {
        if (status === 200) answered++;
        ring.push((ctx as Ctx).player as Player);
      },
    },
  ];
  const timings = new ConnectionTimings();
  const result = await runTimed({ url, connections, duration: seconds, requests, timeout: 30 }, timings);
  const durationSec = result.duration; // seconds, as measured by autocannon
  return {
    answersPerSec: round(answered / durationSec, 0),
    requestsPerSec: round(result.requests.average, 0),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    ...timings.figures(),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function runTimed(options: autocannon.Options, timings: ConnectionTimings): Promise<autocannon.Result> {
  return new Promise((resolvePromise, reject) => {
    const instance = autocannon(options, (err, result) => (err ? reject(err) : resolvePromise(result)));
    timings.listen(instance);
  });
}

/** Splits autocannon's per-response times into each connection's first request and the others. */
export class ConnectionTimings {
  private readonly seen = new WeakSet<object>();
  private readonly first: number[] = [];
  private readonly rest: number[] = [];

  listen(instance: autocannon.Instance) {
    instance.on('response', (client: object, _status: number, _bytes: number, ms: number) => {
      if (this.seen.has(client)) this.rest.push(ms);
      else {
        this.seen.add(client);
        this.first.push(ms);
      }
    });
  }

  figures(): Pick<LoadFigures, 'established' | 'firstOnConnection'> {
    const r = (x: number) => round(x, 1);
    return {
      established: {
        p50: r(percentile(this.rest, 50)),
        p99: r(percentile(this.rest, 99)),
        max: r(largest(this.rest)),
        requests: this.rest.length,
      },
      firstOnConnection: { p50: r(percentile(this.first, 50)), max: r(largest(this.first)), requests: this.first.length },
    };
  }
}

/**
 * The largest value (0 for none), without spreading the array into arguments: a quiet machine's ten seconds of
 * health checks gave more values than a call's stack takes (RangeError in `npm run bench`, 27 Nov 2026).
 */
export function largest(values: readonly number[]): number {
  let max = 0;
  for (const v of values) if (v > max) max = v;
  return max;
}

/** The nearest-rank percentile (0 for no values). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export async function healthLoad(url: string, connections: number, seconds: number): Promise<LoadFigures> {
  const timings = new ConnectionTimings();
  const result = await runTimed({ url: `${url}/api/health`, connections, duration: seconds, headers: XSRF_HEADERS }, timings);
  return {
    answersPerSec: 0,
    requestsPerSec: round(result.requests.average, 0),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    ...timings.figures(),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * Rounds of one load, as one figure: the rates averaged over the rounds (all of the same length), the latency
 * percentiles the median of the rounds' (autocannon's histograms cannot be merged), the worst round's p99 kept.
 */
export function combineRounds(rounds: LoadFigures[]): LoadFigures & { worstP99: number; rounds: LoadFigures[] } {
  const mean = (f: (x: LoadFigures) => number) => rounds.reduce((n, x) => n + f(x), 0) / rounds.length;
  const med = (f: (x: LoadFigures) => number) => median(rounds.map(f));
  return {
    answersPerSec: round(
      mean((x) => x.answersPerSec),
      0,
    ),
    requestsPerSec: round(
      mean((x) => x.requestsPerSec),
      0,
    ),
    p50: med((x) => x.p50),
    p99: med((x) => x.p99),
    max: Math.max(...rounds.map((x) => x.max)),
    established: {
      p50: med((x) => x.established.p50),
      p99: med((x) => x.established.p99),
      max: Math.max(...rounds.map((x) => x.established.max)),
      requests: rounds.reduce((n, x) => n + x.established.requests, 0),
    },
    firstOnConnection: {
      p50: med((x) => x.firstOnConnection.p50),
      max: Math.max(...rounds.map((x) => x.firstOnConnection.max)),
      requests: rounds.reduce((n, x) => n + x.firstOnConnection.requests, 0),
    },
    worstP99: Math.max(...rounds.map((x) => x.p99)),
    non2xx: rounds.reduce((n, x) => n + x.non2xx, 0),
    errors: rounds.reduce((n, x) => n + x.errors, 0),
    rounds,
  };
}
