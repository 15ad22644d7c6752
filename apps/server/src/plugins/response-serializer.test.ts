import { AdminAccountsPage } from '@club-pulse/contracts/admin-accounts';
import { AdminAuditPage } from '@club-pulse/contracts/admin-audit';
import { AdminClubsPage } from '@club-pulse/contracts/admin-clubs';
import { AdminMembersPage } from '@club-pulse/contracts/admin-members';
import { AdminQuizzesPage } from '@club-pulse/contracts/admin-quizzes';
import { AdminStudiesPage } from '@club-pulse/contracts/admin-studies';
import { AdminStudyGroupsPage } from '@club-pulse/contracts/admin-study-groups';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainJsonSchema, responseSerializerCompiler } from './response-serializer.ts';

/** Strings JSON must escape, and some it must not. */
const TRICKY = [
  '',
  'plain',
  'quote " and \\ backslash',
  'line\nbreak\ttab\r',
  '\u0000\u001f\u007f',
  '\u2028\u2029',
  '\ud800 lone',
  '😀 é ñ ç ß',
  '</script>',
];

const Item = z.object({
  id: z.number().int(),
  name: z.string(),
  score: z.number(),
  active: z.boolean(),
  state: z.enum(['open', 'closed']),
  kind: z.literal('study'),
  note: z.string().nullable(),
  tags: z.array(z.string()).readonly(),
  club: z.object({ id: z.number(), name: z.string() }).nullable(),
  finishedAt: z.string().nullable().optional(),
});
const Page = z.object({ items: z.array(Item), total: z.number().int(), next: z.number().int().optional() });

/** A deterministic pseudo-random source, so that a failure replays. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

/** A value the schema accepts, with keys the schema does not name at every depth (the serializer must drop them). */
function anItem(next: () => number, i: number) {
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)] as T;
  const item: Record<string, unknown> = {
    secret: 'must not be written',
    id: i,
    name: pick(TRICKY),
    score: pick([0, -0, 1.5, -3, 1e21, 0.1 + 0.2, Number.MAX_SAFE_INTEGER]),
    active: next() < 0.5,
    state: pick(['open', 'closed']),
    kind: 'study',
    note: next() < 0.3 ? null : pick(TRICKY),
    tags: Array.from({ length: Math.floor(next() * 3) }, () => pick(TRICKY)),
    club: next() < 0.3 ? null : { id: i * 7, name: pick(TRICKY), email: 'hidden@club.test' },
    answers: [1, 2, 3],
  };
  const finished = next();
  if (finished < 0.3) item.finishedAt = '2026-11-24T10:00:00.000Z';
  else if (finished < 0.6) item.finishedAt = null;
  else if (finished < 0.8) item.finishedAt = undefined;
  return item;
}

const compile = (schema: z.ZodType, verify = false) =>
  responseSerializerCompiler({ verify })({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (data: unknown) => string;

describe('the compiled response serializer', () => {
  it('writes exactly what zod writes, and only the keys the schema names, for values zod accepts', () => {
    const next = random(17);
    const fast = compile(Page);
    for (let run = 0; run < 200; run++) {
      const page: Record<string, unknown> = {
        items: Array.from({ length: Math.floor(next() * 6) }, (_, i) => anItem(next, i)),
        total: run,
        hidden: { token: 'x' },
      };
      if (run % 2) page.next = run + 1;
      const written = fast(page);
      expect(written).toBe(JSON.stringify(z.encode(Page, page as z.output<typeof Page>)));
      expect(written).not.toContain('must not be written');
      expect(written).not.toContain('hidden');
      expect(written).not.toContain('answers');
    }
  });

  it('serves every admin list page (their speed depends on it: docs/performance.md#admin-lists)', () => {
    for (const page of [
      AdminMembersPage,
      AdminClubsPage,
      AdminAccountsPage,
      AdminStudyGroupsPage,
      AdminStudiesPage,
      AdminQuizzesPage,
      AdminAuditPage,
    ]) {
      expect(plainJsonSchema(page)).toMatchObject({ type: 'object', additionalProperties: false });
    }
  });

  it('leaves to zod any schema whose text it could not match: transforms, defaults, unions, records, dates, passthrough and strict objects', () => {
    const others: z.ZodType[] = [
      z.string().transform((s) => s.length),
      z.string().default('x'),
      z.union([z.string(), z.number()]),
      z.record(z.string(), z.string()),
      z.date(),
      z.object({ a: z.string() }).passthrough(),
      z.object({ a: z.string() }).strict(),
      z.object({ a: z.string().optional().nullable() }),
      // fast-json-stringify would write b before a.
      z.object({ a: z.string().optional(), b: z.string() }),
      z.enum(['a']).or(z.literal(1)),
      z.bigint(),
      z.object({ inner: z.array(z.object({ at: z.date() })) }),
    ];
    for (const schema of others) expect(plainJsonSchema(schema)).toBeUndefined();
    // Still written, by zod: the compiler falls back, it does not refuse.
    expect(compile(z.object({ at: z.date() }))({ at: new Date(Date.UTC(2026, 10, 24)) })).toBe('{"at":"2026-11-24T00:00:00.000Z"}');
    expect(compile(z.object({ a: z.string().optional(), b: z.string() }))({ b: 'x', a: 'y' })).toBe('{"a":"y","b":"x"}');
  });

  it('with verify, refuses a value zod refuses (the tests see what production would write wrongly)', () => {
    const checked = compile(z.object({ name: z.string(), state: z.enum(['open']) }), true);
    expect(checked({ name: 'a', state: 'open', extra: 1 })).toBe('{"name":"a","state":"open"}');
    expect(() => checked({ name: 5, state: 'open' })).toThrow();
    expect(() => checked({ name: 'a', state: 'shut' })).toThrow();
    // Without verify, the same wrong value is written as fast-json-stringify coerces it.
    expect(compile(z.object({ name: z.string() }))({ name: 5 })).toBe('{"name":"5"}');
  });

  it('answers through Fastify: fields outside the contract dropped, a wrong value a 500 under verify', async () => {
    for (const verify of [false, true]) {
      const app = Fastify();
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(responseSerializerCompiler({ verify }));
      const schema = { response: { 200: z.object({ id: z.number(), name: z.string() }) } };
      app.get('/right', { schema }, async () => ({ id: 1, name: 'Ana', passwordHash: 'argon2…' }));
      app.get('/wrong', { schema }, async () => ({ id: 1, name: 5 }));
      const right = await app.inject('/right');
      expect(right.statusCode).toBe(200);
      expect(right.body).toBe('{"id":1,"name":"Ana"}');
      const wrong = await app.inject('/wrong');
      expect(wrong.statusCode).toBe(verify ? 500 : 200);
      if (!verify) expect(wrong.body).toBe('{"id":1,"name":"5"}');
      await app.close();
    }
  });
});
