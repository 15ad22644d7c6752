import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VALIDATION_MESSAGES } from '@club-pulse/contracts/validation-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, studies } from '../../src/db/schema/index.ts';
import { registration } from '../registration-factories.ts';
import { buildScene, DEFAULT_PASSWORD, isoDate } from '../factories.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';
import { firstOf, nth } from '../nth.ts';

const CHARACTERS_MESSAGE = VALIDATION_MESSAGES.forbiddenCharacters;
const CALLERS = ['anonymous', 'player', 'coach', 'admin'] as const;
type Caller = (typeof CALLERS)[number];

/** What goes into a JSON string (JSON.stringify writes them as \u0000, \ud800 and \udc00). */
const BODY_VALUES = { NUL: '\u0000', 'lone high surrogate': '\ud800', 'lone low surrogate': '\udc00' };

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
}
interface Operation {
  key: string;
  method: string;
  path: string;
  pathParams: Array<{ name: string; schema: JsonSchema }>;
  query: Array<{ name: string; required: boolean; schema: JsonSchema }>;
  body?: JsonSchema;
}
interface StringField {
  path: string[];
  /** A free string, not an enum: its refusal must carry the characters message. */
  free: boolean;
}

import { type Scene, VALID_BODIES, validBodyOf } from './input-hygiene-bodies.ts';

let t: TestApp;
let s: Scene;
/** A built web client of two files: the pages (index.html for every client route) and a hashed asset. */
const dist = mkdtempSync(join(tmpdir(), 'cp-hygiene-dist-'));
const ASSET = '/assets/index-abc123.js';
let tokens: Record<Caller, string | null>;
const operations: Operation[] = [];

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Club Pulse</title><div id="root"></div>');
  writeFileSync(join(dist, ASSET), `console.log(${JSON.stringify('x'.repeat(2000))})`);
  t = await buildTestApp({ env: { WEB_DIST: dist } });
  s = await buildScene(t.db, { players: 2 });
  tokens = {
    anonymous: null,
    player: await t.login(nth(s.players, 0).email, DEFAULT_PASSWORD),
    coach: await t.login(s.coach.email, DEFAULT_PASSWORD),
    admin: await t.login(s.admin.email, DEFAULT_PASSWORD),
  };
  const doc = (await t.app.inject('/api/docs/json')).json();
  type DocOperation = {
    parameters?: Array<{ in: string; name: string; required?: boolean; schema: JsonSchema }>;
    requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  };
  for (const [path, methods] of Object.entries<Record<string, DocOperation>>(doc.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
      const parameters = op.parameters ?? [];
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema })),
        query: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, required: !!p.required, schema: p.schema })),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const isString = (schema: JsonSchema): boolean =>
  schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string')) || !!schema.anyOf?.some(isString);

/** Every string field of a JSON body schema, nested objects included (contents.en). */
function stringFields(schema: JsonSchema | undefined, prefix: string[] = []): StringField[] {
  const out: StringField[] = [];
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    if (property.properties) out.push(...stringFields(property, [...prefix, name]));
    else if (isString(property)) out.push({ path: [...prefix, name], free: !property.enum });
  }
  return out;
}

/** A path parameter's valid value: compliance categories are 0 or 2, ids are positive. */
const validParam = (name: string) => (name === 'category' ? '0' : '1');
/** A query parameter's valid value by its declared type. */
const validQuery = (schema: JsonSchema) =>
  schema.enum ? String(schema.enum[0]) : schema.type === 'integer' || schema.type === 'number' ? '1' : 'en';

function urlOf(op: Operation, override: { path?: [string, string]; query?: [string, string] } = {}) {
  let url = op.path;
  for (const p of op.pathParams) url = url.replace(`{${p.name}}`, override.path?.[0] === p.name ? override.path[1] : validParam(p.name));
  const query = op.query.filter((q) => q.required && override.query?.[0] !== q.name).map((q) => `${q.name}=${validQuery(q.schema)}`);
  if (override.query) query.push(`${override.query[0]}=${override.query[1]}`);
  return query.length ? `${url}?${query.join('&')}` : url;
}

/** Puts `bad` into the middle of the field's valid value (or of "abc" when the example leaves it out). */
function withBadValue(body: Record<string, unknown>, path: string[], bad: string) {
  const copy = structuredClone(body);
  let target = copy as Record<string, unknown>;
  for (const key of path.slice(0, -1)) {
    target[key] ??= {};
    target = target[key] as Record<string, unknown>;
  }
  const last = nth(path, path.length - 1);
  const valid = typeof target[last] === 'string' ? (target[last] as string) : 'abc';
  target[last] = valid.slice(0, 1) + bad + valid.slice(1);
  return copy;
}

interface Outcome {
  status: number;
  errors: Array<{ code?: unknown; message?: unknown; field?: unknown }> | null;
}
async function send(op: Operation, caller: Caller, url: string, body?: unknown): Promise<Outcome> {
  const res = await t.inject({ method: op.method as 'GET', url, token: tokens[caller], ...(body === undefined ? {} : { payload: body as object }) });
  let errors: Outcome['errors'] = null;
  try {
    const parsed = res.json();
    errors = Array.isArray(parsed?.errors) ? parsed.errors : null;
  } catch {
    errors = null;
  }
  return { status: res.statusCode, errors };
}

/**
 * Sends the request as every caller. Returns what is wrong: a 5xx, a caller neither refused (401/403) nor
 * answered 400 with exactly one ValidationError item naming `field` (with the characters message for free
 * strings), or no caller reaching the validation at all.
 */
async function check(label: string, op: Operation, field: string, expectedMessage: string | null, request: () => { url: string; body?: unknown }) {
  const problems: string[] = [];
  let reached = false;
  for (const caller of CALLERS) {
    const { url, body } = request();
    const { status, errors } = await send(op, caller, url, body);
    if (status === 401 || status === 403) continue;
    const item = errors?.length === 1 ? errors[0] : null;
    const refused =
      status === 400 &&
      item?.code === 'ValidationError' &&
      item.field === field &&
      typeof item.message === 'string' &&
      (expectedMessage === null || item.message === expectedMessage);
    if (refused) reached = true;
    else problems.push(`${label} as ${caller} → ${status} ${JSON.stringify(errors)?.slice(0, 200)}`);
  }
  if (!reached && problems.length === 0) problems.push(`${label}: no caller reached the validation`);
  return problems;
}

describe('text the database cannot store, in every request of the OpenAPI document', () => {
  it('finds the string fields and parameters of the API in the document', () => {
    const fields = operations.flatMap((op) => stringFields(op.body).map((f) => `${op.key} ${f.path.join('.')}`));
    expect(fields).toEqual(
      expect.arrayContaining([
        'POST /api/member/authenticate email',
        'POST /api/member/authenticate password',
        'POST /api/account/register/player name',
        'POST /api/manager/study description',
        'POST /api/admin/compliance contents.en',
        'POST /api/admin/account ownerEmail',
      ]),
    );
    expect(fields.length).toBeGreaterThan(40);
    expect(operations.flatMap((op) => op.query.map((q) => `${op.key} ${q.name}`))).toEqual(
      expect.arrayContaining(['GET /appsettings.json v', 'GET /api/compliance/byCategory/{category} lang']),
    );
  });

  it('has a valid example body for every operation with a JSON body (a new route must get one), and none for a route that is gone', () => {
    const withBody = operations.filter((op) => op.body).map((op) => op.key);
    expect({ missing: withBody.filter((k) => !VALID_BODIES[k]), gone: Object.keys(VALID_BODIES).filter((k) => !withBody.includes(k)) }).toEqual({
      missing: [],
      gone: [],
    });
  });

  it('refuses a NUL, a lone high and a lone low surrogate in every string field of every JSON body: 400 naming the field, never 5xx', async () => {
    const problems: string[] = [];
    for (const op of operations.filter((o) => o.body)) {
      for (const field of stringFields(op.body)) {
        for (const [name, bad] of Object.entries(BODY_VALUES)) {
          const dotted = field.path.join('.');
          problems.push(
            ...(await check(`${op.key} ${dotted} with a ${name}`, op, dotted, field.free ? CHARACTERS_MESSAGE : null, () => ({
              url: urlOf(op),
              body: withBadValue(validBodyOf(op.key)(s), field.path, bad),
            }))),
          );
        }
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('refuses a NUL in every query and path parameter: 400 naming the parameter, never 5xx', async () => {
    const problems: string[] = [];
    for (const op of operations) {
      const body = VALID_BODIES[op.key]?.(s);
      for (const p of op.pathParams) {
        problems.push(
          ...(await check(`${op.key} path ${p.name} with a NUL`, op, p.name, null, () => ({ url: urlOf(op, { path: [p.name, '1%00'] }), body }))),
        );
      }
      for (const q of op.query) {
        const free = isString(q.schema) && !q.schema.enum;
        problems.push(
          ...(await check(`${op.key} query ${q.name} with a NUL`, op, q.name, free ? CHARACTERS_MESSAGE : null, () => ({
            url: urlOf(op, { query: [q.name, 'e%00n'] }),
            body,
          }))),
        );
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  // A URL cannot carry a lone surrogate: it has no UTF-8 form, and its WTF-8 bytes (%ED%A0%80) are not UTF-8. The
  // router refuses them in a path (400 FST_ERR_BAD_URL, answered by Fastify itself, not in our error shape); the
  // query-string parser keeps an undecodable sequence as the literal text "%ED%A0%80", which is valid text.
  it('a lone surrogate cannot travel in a URL: its bytes answer 400 in a path, and never 5xx in a query string', async () => {
    const problems: string[] = [];
    for (const op of operations) {
      const body = VALID_BODIES[op.key]?.(s);
      const urls = [
        ...op.pathParams.map((p) => ({ inPath: true, url: urlOf(op, { path: [p.name, '%ED%A0%80'] }) })),
        ...op.query.map((q) => ({ inPath: false, url: urlOf(op, { query: [q.name, '%ED%A0%80'] }) })),
      ];
      for (const { inPath, url } of urls) {
        for (const caller of CALLERS) {
          const { status } = await send(op, caller, url, body);
          if (status >= 500 || (inPath && ![400, 401, 403].includes(status))) problems.push(`${op.method} ${url} as ${caller} → ${status}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});

// Uptime monitors and proxies ask with HEAD: it must answer what GET answers (status, type, length), without a body.
describe('HEAD', () => {
  const both = async (url: string, token: string | null) => {
    const get = await t.inject({ method: 'GET', url, token });
    const head = await t.inject({ method: 'HEAD', url, token });
    return { get, head };
  };

  it('answers like GET, without a body, for the pages and the files of the web client', async () => {
    const problems: string[] = [];
    for (const url of ['/', '/login', '/admin/clubs', '/reset-password?email=a&token=b', ASSET, '/appsettings.json?v=1']) {
      const { get, head } = await both(url, null);
      const same = (name: string) => get.headers[name] === head.headers[name];
      if (get.statusCode !== 200) problems.push(`GET ${url} → ${get.statusCode}`);
      if (head.statusCode !== get.statusCode || !same('content-type') || !same('content-length') || !same('cache-control') || head.body !== '') {
        problems.push(`HEAD ${url} → ${head.statusCode} ${head.headers['content-type']} ${head.headers['content-length']} body ${head.body.length}`);
      }
    }
    // An unknown file and an unknown API path: 404 for both methods.
    for (const url of ['/assets/missing-000.js', '/api/nothing-here']) {
      const { get, head } = await both(url, null);
      if (get.statusCode !== 404 || head.statusCode !== 404 || head.body !== '')
        problems.push(`${url}: GET ${get.statusCode}, HEAD ${head.statusCode}`);
    }
    expect(problems).toEqual([]);
  });

  it('answers like GET, without a body, for every GET of the API, as every caller', async () => {
    const problems: string[] = [];
    const gets = operations.filter((op) => op.method === 'GET');
    expect(gets.length).toBeGreaterThan(20);
    for (const op of gets) {
      for (const caller of CALLERS) {
        const { get, head } = await both(urlOf(op), tokens[caller]);
        const type = (r: typeof get) => String(r.headers['content-type'] ?? '').split(';')[0];
        if (head.statusCode !== get.statusCode || type(head) !== type(get) || head.body !== '') {
          problems.push(`${op.key} as ${caller}: GET ${get.statusCode} ${type(get)}, HEAD ${head.statusCode} ${type(head)} body ${head.body.length}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});

describe('text the database can store', () => {
  it('accepts accents, emoji, CJK and right-to-left scripts in names and passwords, and stores them unchanged', async () => {
    const name = 'José-María Çağlar';
    const surname = '李小龍 محمد כהן 😀👩‍👩‍👧';
    const password = 'Señal1234Ü';
    const res = await t.inject({
      method: 'POST',
      url: '/api/account/register/player',
      payload: registration(s.study.token, { name, surname, password, repeatPassword: password }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = firstOf(await t.db.select().from(members).where(eq(members.surname, surname)), 1);
    expect(row).toMatchObject({ name, surname });
    await expect(t.login(row.email, password)).resolves.toEqual(expect.any(String));
  });

  it('accepts tabs and line breaks in free text (a study description), with every script, and stores it unchanged', async () => {
    const description = "Évaluation d'équipe 😀\n第一回 測試\tمرحبا بالعالم\r\nשלום עולם";
    const res = await t.inject({
      method: 'POST',
      url: '/api/manager/study',
      token: tokens.coach,
      payload: { description, startDate: isoDate(0), dueDate: isoDate(30), studyGroupId: s.group.id, quizId: s.quiz.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = firstOf(await t.db.select().from(studies).where(eq(studies.id, res.json().id)), 1);
    expect(row.description).toBe(description);
  });

  it('accepts a Markdown text with line breaks and tabs from an admin', async () => {
    const en = '# Privacy\n\n- First\tpoint\r\n- Second: ¿qué? 你好 😀\n\n> مرحبا';
    const contents = { en, es: `${en} (es)`, ca: `${en} (ca)`, de: `${en} (de)`, it: `${en} (it)` };
    const res = await t.inject({ method: 'POST', url: '/api/admin/compliance', token: tokens.admin, payload: { category: 2, contents } });
    expect(res.statusCode, res.body).toBe(200);
    const text = await t.inject({ method: 'GET', url: '/api/compliance/byCategory/2?lang=en' });
    expect(text.json().content).toBe(en);
  });
});

describe('sign-in', () => {
  /** Counts the statements the app sends to the database while `run` runs. */
  async function queriesDuring(run: () => Promise<unknown>) {
    const client = (t.db as unknown as { $client: Record<string, unknown> }).$client;
    const counted = ['query', 'connect', 'transaction'].filter((name) => typeof client[name] === 'function');
    const originals = Object.fromEntries(counted.map((name) => [name, client[name] as (...args: unknown[]) => unknown]));
    let count = 0;
    for (const name of counted) {
      client[name] = (...args: unknown[]) => {
        count++;
        const original = originals[name];
        if (!original) throw new Error(`no client method ${name}`);
        return original.apply(client, args);
      };
    }
    try {
      await run();
    } finally {
      for (const name of counted) client[name] = originals[name];
    }
    return count;
  }

  it('a NUL in the email or password of the JSON body never reaches the database', async () => {
    const signIn = (email: string, password: string) => t.inject({ method: 'POST', url: '/api/member/authenticate', payload: { email, password } });
    // The control: a well-formed sign-in with a wrong password does read the member.
    expect(await queriesDuring(() => signIn(nth(s.players, 1).email, 'Wrong12345'))).toBeGreaterThan(0);

    for (const [email, password] of [
      [`${nth(s.players, 1).email}\u0000`, DEFAULT_PASSWORD],
      [nth(s.players, 1).email, `${DEFAULT_PASSWORD}\u0000`],
    ] as const) {
      let status = 0;
      let body = '';
      const count = await queriesDuring(async () => {
        const res = await signIn(email, password);
        status = res.statusCode;
        body = res.body;
      });
      expect({ status, count }).toEqual({ status: 400, count: 0 });
      expect(JSON.parse(body).errors).toEqual([
        { code: 'ValidationError', message: CHARACTERS_MESSAGE, field: email === nth(s.players, 1).email ? 'password' : 'email' },
      ]);
    }
  });
});
