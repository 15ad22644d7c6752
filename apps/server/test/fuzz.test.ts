/**
 * Input fuzzing: property-based requests to EVERY route of the OpenAPI document, as every kind of
 * caller, with malformed bodies, query strings, path parameters and content types. The server must never
 * answer 5xx, and every error must have the error shape of docs/design.md#api.
 * FUZZ_RUNS sets the number of requests (CI: 2,000; `npm run fuzz`: 20,000).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildScene, DEFAULT_PASSWORD } from './factories.ts';
import { buildTestApp, type TestApp, XSRF } from './helpers.ts';
import { rawRequest, variantsOf } from './reliability/request-targets.ts';
import { nth } from './nth.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

interface Operation {
  method: string;
  path: string;
  params: string[];
  body?: { properties?: Record<string, { type?: string | string[]; format?: string }> };
}

let t: TestApp;
const operations: Operation[] = [];
let tokens: Record<string, string | null> = {};
let port = 0;

beforeAll(async () => {
  t = await buildTestApp();
  const scene = await buildScene(t.db, { players: 3 });
  tokens = {
    anonymous: null,
    admin: await t.login(scene.admin.email, DEFAULT_PASSWORD),
    coach: await t.login(scene.coach.email, DEFAULT_PASSWORD),
    player: await t.login(nth(scene.players, 0).email, DEFAULT_PASSWORD),
    garbage: 'eyJhbGciOiJub25lIn0.e30.',
  };
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as import('node:net').AddressInfo).port;
  const doc = (await t.app.inject('/api/docs/json')).json();
  for (const [path, methods] of Object.entries<Record<string, { requestBody?: { content?: Record<string, { schema?: Operation['body'] }> } }>>(
    doc.paths,
  )) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
      const params = [...path.matchAll(/{(\w+)}/g)].map((m) => nth(m, 1));
      operations.push({ method: method.toUpperCase(), path, params, body: op.requestBody?.content?.['application/json']?.schema });
    }
  }
}, 120_000);
afterAll(async () => t?.close());

const weirdString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '😀'.repeat(50),
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '../../etc/passwd',
    '%00',
    'NaN',
    '-1',
    '1e309',
    '2026-02-30',
    'a'.repeat(5000),
  ),
);
const weirdNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER, -0));
const anyValue = fc.oneof(
  weirdString,
  weirdNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);

const pathParam = fc.oneof(
  fc.constantFrom('1', '2', '3', '0', '-1', '2147483648', '99999999999999999999', 'abc', '1.5', '%20', '%F0%9F%98%80', 'null', '1e3'),
  fc.integer({ min: 1, max: 50 }).map(String),
);

/** A body near the declared schema (right names, sometimes right types) or something else entirely. */
function bodyFor(op: Operation) {
  const props = op.body?.properties ?? {};
  const names = Object.keys(props);
  const typed = (name: string) => {
    const p = props[name] ?? {};
    const type = Array.isArray(p.type) ? p.type[0] : p.type;
    const plausible =
      type === 'integer' || type === 'number'
        ? weirdNumber
        : type === 'boolean'
          ? fc.boolean()
          : p.format === 'email'
            ? fc.emailAddress()
            : fc.oneof(weirdString, fc.constantFrom('2010-05-01', 'Secret12345', 'x@example.test'));
    return fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 1, arbitrary: anyValue });
  };
  const record = names.length ? fc.record(Object.fromEntries(names.map((n) => [n, typed(n)])), { requiredKeys: [] }) : fc.object({ maxDepth: 1 });
  return fc.oneof(
    { weight: 4, arbitrary: record.map((b) => ({ payload: JSON.stringify(b), type: 'application/json' })) },
    { weight: 1, arbitrary: fc.json().map((j) => ({ payload: j, type: 'application/json' })) },
    { weight: 1, arbitrary: weirdString.map((s) => ({ payload: s, type: 'application/json' })) },
    {
      weight: 1,
      arbitrary: weirdString.map((s) => ({
        payload: s,
        type: fc.sample(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data'), 1)[0],
      })),
    },
  );
}

describe('input fuzzing of every route in the OpenAPI document', () => {
  it('finds the API routes in the document', () => {
    expect(operations.length).toBeGreaterThan(5);
  });

  it(`never answers 5xx and always uses the error shape (${RUNS} requests)`, async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const requestArb = fc
      .record({
        opIndex: fc.nat({ max: Math.max(0, operations.length - 1) }),
        caller: fc.constantFrom(...Object.keys(tokens)),
        params: fc.array(pathParam, { minLength: 4, maxLength: 4 }),
        query: fc.dictionary(fc.constantFrom('v', 'lang', 'studyToken', 'page', 'x', 'studyGroupId', 'email', 'token'), weirdString, { maxKeys: 3 }),
        seed: fc.nat(),
      })
      .chain((r) => bodyFor(nth(operations, r.opIndex)).map((body) => ({ ...r, body })));

    await fc.assert(
      fc.asyncProperty(requestArb, async (r) => {
        const op = nth(operations, r.opIndex);
        let url = op.path;
        op.params.forEach((name, i) => {
          url = url.replace(`{${name}}`, nth(r.params, i));
        });
        const qs = new URLSearchParams(r.query).toString();
        const withBody = op.method !== 'GET';
        const res = await t.inject({
          method: op.method as 'GET',
          url: qs ? `${url}?${qs}` : url,
          token: tokens[r.caller],
          ...(withBody ? { payload: r.body.payload, headers: { 'content-type': r.body.type } } : {}),
        });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const label = `${op.method} ${url}?${qs} as ${r.caller} → ${res.statusCode}`;
        if (res.statusCode >= 500 && res.statusCode !== 503) failures.push(`${label}: ${res.body.slice(0, 200)}`);
        if (res.statusCode >= 400) {
          let ok = false;
          try {
            const body = res.json();
            ok =
              Array.isArray(body.errors) &&
              body.errors.length > 0 &&
              body.errors.every((e: { code?: unknown; message?: unknown }) => typeof e.code === 'string' && typeof e.message === 'string');
          } catch {
            ok = false;
          }
          if (!ok) failures.push(`${label}: not the error shape: ${res.body.slice(0, 200)}`);
          if (/\bat .*\.(ts|js):\d+|stack|select .* from/i.test(res.body)) failures.push(`${label}: leaks internals`);
        }
        return true;
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261122) },
    );
    expect(failures.slice(0, 20)).toEqual([]);
    // The run must reach handlers, not only bounce off authentication: successes, validation errors and 401s.
    const count = (pred: (s: number) => boolean) => [...statuses].filter(([s]) => pred(s)).reduce((n, [, c]) => n + c, 0);
    expect(count((s) => s >= 200 && s < 300)).toBeGreaterThan(0);
    expect(count((s) => s === 400)).toBeGreaterThan(0);
    expect(count((s) => s === 401)).toBeGreaterThan(0);
  }, 600_000);

  it(`decides every odd way of writing a path as the canonical path, or does not find it (${Math.ceil(RUNS / 8)} pairs)`, async () => {
    const failures: string[] = [];
    let opened = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          opIndex: fc.nat({ max: Math.max(0, operations.length - 1) }),
          caller: fc.constantFrom(...Object.keys(tokens)),
          variant: fc.nat(),
          param: fc.constantFrom('1', '2', '999999'),
          antiForgery: fc.boolean(),
        }),
        async (r) => {
          const op = nth(operations, r.opIndex);
          const path = op.path.replace(/{\w+}/g, r.param);
          const variants = variantsOf(path);
          const variant = nth(variants, r.variant % variants.length);
          const token = tokens[r.caller];
          const headers = {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(r.antiForgery ? { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF } : {}),
          };
          // An empty body: the calls stop at validation at most, so the pair sees the same state.
          const body = op.method === 'GET' ? undefined : '{}';
          const canonical = await rawRequest(port, op.method, path, headers, body);
          const odd = await rawRequest(port, op.method, variant, headers, body);
          if (odd.status >= 500) failures.push(`${op.method} ${variant} as ${r.caller}: ${odd.status}`);
          if (odd.status < 300 && canonical.status >= 300) {
            opened++;
            failures.push(`${op.method} ${variant} as ${r.caller}: ${odd.status} where ${path} answers ${canonical.status}`);
          }
          if (![canonical.status, 400, 404].includes(odd.status))
            failures.push(`${op.method} ${variant} as ${r.caller}: ${odd.status}, canonical ${canonical.status}`);
          return true;
        },
      ),
      { numRuns: Math.ceil(RUNS / 8), seed: Number(process.env.FUZZ_SEED ?? 20261123) },
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(opened).toBe(0);
  }, 600_000);
});
