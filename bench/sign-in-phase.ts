import autocannon from 'autocannon';
import type { Ready } from './host-client.ts';
import { round, XSRF_HEADERS } from './lib.ts';

/**
 * Sign-ins per second with production password hashing (the `signin` phase of `npm run bench`): the seeded
 * players sign in one after another on BENCH_SIGNIN_CONNECTIONS connections (16) for `DURATION` seconds.
 */
export async function signInPhase(ready: Ready, DURATION: number) {
  const players = ready.fixtures.answering.players;
  let i = 0;
  const connections = Number(process.env.BENCH_SIGNIN_CONNECTIONS ?? 16);
  let ok = 0;
  const result = await autocannon({
    url: ready.appUrl,
    connections,
    duration: DURATION,
    timeout: 60,
    requests: [
      {
        method: 'POST',
        path: '/api/member/authenticate',
        setupRequest: (req) => {
          const p = players[i++ % players.length];
          req.headers = { ...req.headers, ...XSRF_HEADERS, 'content-type': 'application/json' };
          req.body = JSON.stringify({ email: p.email, password: ready.password });
          return req;
        },
        onResponse: (status) => {
          if (status === 200) ok++;
        },
      },
    ],
  });
  return {
    connections,
    hashing: 'argon2id m=19 MiB t=2 p=1 (production)',
    signInsPerSec: round(ok / result.duration, 1),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
