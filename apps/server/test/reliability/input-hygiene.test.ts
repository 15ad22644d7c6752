/**
 * Input hygiene: text the database cannot store is refused by the contracts with 400, before any handler runs.
 * PostgreSQL refuses a NUL (U+0000) in text ("invalid byte sequence for encoding UTF8: 0x00", a 500 before the
 * contracts checked it) and the drivers silently turn a lone UTF-16 surrogate into U+FFFD (what is stored is not
 * what was sent). The rule lives in packages/contracts/src/text.ts.
 *
 * EVERY operation of the OpenAPI document is called with a NUL and with lone high and low surrogates in each
 * string field of its JSON body (the rest of the body valid), and with a NUL in each query and path parameter,
 * as every kind of caller. A caller who reaches the validation gets 400 with one ValidationError item naming the
 * field; a caller refused before it gets 401 or 403; nobody gets 5xx, and nobody gets the value accepted.
 * An operation with a JSON body needs a valid example in VALID_BODIES, so a new route cannot skip this test.
 */
import { DEFAULT_ANSWER_LABELS } from '@club-pulse/contracts/quiz-document';
import { VALIDATION_MESSAGES } from '@club-pulse/contracts/validation-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIZ_LIBRARY } from '../../src/content/quizzes/index.ts';
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

type Scene = Awaited<ReturnType<typeof buildScene>>;
let seq = 0;
const unique = () => `${Date.now().toString(36)}${(++seq).toString(36)}`;

/** A valid body per operation: only the field under test is wrong, so the 400 can only be about it. */
/** The valid body of an operation of the table below; an operation without one fails the test. */
const validBodyOf = (key: string) => {
  const build = VALID_BODIES[key];
  if (!build) throw new Error(`no valid body for ${key}`);
  return build;
};
const VALID_BODIES: Record<string, (s: Scene) => Record<string, unknown>> = {
  'POST /api/member/authenticate': (s) => ({ email: nth(s.players, 1).email, password: DEFAULT_PASSWORD, captcha: 'solved' }),
  'POST /api/account/register/player': (s) => ({ ...registration(s.study.token), captcha: 'solved', language: 'en' }),
  'POST /api/player/onboard': (s) => ({ studyToken: s.study.token }),
  'POST /api/member/forgotPassword': (s) => ({ email: nth(s.players, 1).email, captcha: 'solved' }),
  'POST /api/member/resetPassword': (s) => ({
    email: nth(s.players, 1).email,
    token: 'a-reset-token-that-was-never-issued',
    password: 'Strong1234x',
    repeatPassword: 'Strong1234x',
  }),
  'POST /api/compliance/acceptNewTerms': () => ({}),
  // The privacy policy (2): publishing it by mistake would not gate the other callers as new terms would.
  'POST /api/admin/compliance': () => ({
    category: 2,
    contents: { en: '# Policy\n\nText', es: '# Política', ca: '# Política', de: '# Richtlinie', it: '# Informativa' },
  }),
  'POST /api/admin/club': (s) => ({
    name: `Hygiene ${unique()}`,
    code: `H${unique()}`.slice(0, 10),
    accountId: s.club.accountId,
    managerMemberId: null,
    active: true,
  }),
  'PUT /api/admin/club/{id}': (s) => ({
    name: `Hygiene ${unique()}`,
    code: `H${unique()}`.slice(0, 10),
    accountId: s.club.accountId,
    managerMemberId: null,
    active: true,
  }),
  'POST /api/admin/studyGroup': (s) => ({
    name: `Group ${unique()}`,
    code: `G${unique()}`.slice(0, 20),
    categoryId: s.group.categoryId,
    coachMemberId: null,
    clubId: s.club.id,
  }),
  'PUT /api/admin/studyGroup': (s) => ({
    id: s.group.id,
    name: `Group ${unique()}`,
    code: `G${unique()}`.slice(0, 20),
    categoryId: s.group.categoryId,
    coachMemberId: null,
    state: 'active',
  }),
  'DELETE /api/admin/squadMember/byclub/{clubId}/RemoveSquadMember': (s) => ({ clubId: s.club.id, squadMemberId: 1 }),
  'POST /api/admin/squadMember/byclub/{clubId}/AddCoach': () => ({
    email: `coach-${unique()}@example.test`,
    name: 'Ana',
    surname: 'Coach',
    studyGroupId: null,
    language: 'en',
  }),
  'POST /api/admin/member': () => ({
    name: 'Hygiene',
    surname: 'Member',
    email: `hygiene-${unique()}@example.test`,
    language: 'en',
    role: 'AppAdmin',
  }),
  'PUT /api/admin/member/{id}': () => ({ name: 'Hygiene', surname: 'Member', email: `hygiene-${unique()}@example.test` }),
  'POST /api/admin/member/{id}/erase': () => ({ reason: 'Hygiene check' }),
  'POST /api/member/authenticate/two-factor': () => ({ challenge: 'not-a-challenge', code: '000000' }),
  'POST /api/member/two-factor/enable': () => ({ code: '000000' }),
  'POST /api/member/two-factor/recovery-codes': () => ({ code: '000000' }),
  'POST /api/admin/study-group/{id}/roster-import': () => ({
    csv: 'name,surname,email,birthDate\nHy,Giene,hygiene-roster@example.test,2008-01-01',
    dryRun: true,
  }),
  'POST /api/admin/account': () => account(),
  'PUT /api/admin/account/{id}': () => account(),
  'POST /api/evaluation/{evaluationId}/answer/{entryId}': () => ({ selectedAnswer: 3 }),
  'POST /api/manager/study': (s) => ({
    description: 'Hygiene study',
    startDate: isoDate(0),
    dueDate: isoDate(30),
    studyGroupId: s.group.id,
    quizId: s.quiz.id,
  }),
  'POST /api/manager/study/Update': (s) => ({ id: s.study.id, description: 'Hygiene study', startDate: isoDate(-7), dueDate: isoDate(30) }),
  'POST /api/manager/study/{id}/invite': () => ({ emails: [`hygiene-${unique()}@example.test`] }),
  'POST /api/manager/study/{id}/duplicate': () => ({ description: 'Hygiene copy', startDate: isoDate(0), dueDate: isoDate(30) }),
  'DELETE /api/member/me': () => ({ password: DEFAULT_PASSWORD }),
  'PUT /api/member/me/profile': () => ({ name: 'Hygiene', surname: 'Member', language: 'en' }),
  'PUT /api/member/me/language': () => ({ language: 'en' }),
  'POST /api/member/me/changePassword': () => ({ currentPassword: DEFAULT_PASSWORD, password: 'Strong1234x', repeatPassword: 'Strong1234x' }),
  // Quiz authoring: a draft of one key term and one question, and a whole quiz file of the library.
  'POST /api/admin/quiz': () => quizDraft(),
  'PUT /api/admin/quiz/{id}': () => quizDraft(),
  'POST /api/admin/quiz/import': () => structuredClone(nth(QUIZ_LIBRARY, 0).document) as Record<string, unknown>,
  // First-run setup (the scene has an admin: the route answers 404 after validating the body).
  'POST /api/setup/admin': () => ({
    code: 'ABCD-EFGH',
    name: 'Ana',
    surname: 'Admin',
    email: `setup-${unique()}@example.test`,
    password: DEFAULT_PASSWORD,
    repeatPassword: DEFAULT_PASSWORD,
    language: 'en',
  }),
  'PUT /api/admin/setup/defaultLanguage': () => ({ language: 'es' }),
  'POST /api/admin/setup/testMail': () => ({ to: 'admin@example.test', language: 'en' }),
  // Support: the club's contacts and country, the helplines, a follow-up.
  'PUT /api/manager/club/{clubId}/support/country': () => ({ country: 'ES' }),
  'POST /api/manager/club/{clubId}/support/contacts': () => supportContact(),
  'PUT /api/manager/club/{clubId}/support/contacts/{contactId}': () => supportContact(),
  'PUT /api/admin/club/{clubId}/support/country': () => ({ country: 'DE' }),
  'POST /api/admin/club/{clubId}/support/contacts': () => supportContact(),
  'PUT /api/admin/club/{clubId}/support/contacts/{contactId}': () => supportContact(),
  'POST /api/admin/helpline': () => helpline(),
  'PUT /api/admin/helpline/{id}': () => helpline(),
  'PUT /api/manager/study/{id}/followUps/{evaluationId}': () => ({ state: 'talked' }),
};
const quizDraft = () => ({
  name: `Quiz ${unique()}`,
  category: 'youth',
  hasKeyTermSummary: true,
  answerLabels: DEFAULT_ANSWER_LABELS,
  keyTerms: [{ code: 'sleep', name: { en: 'Sleep' }, description: { en: 'How you sleep' } }],
  questions: [{ keyTerm: 'sleep', text: { en: 'I sleep well' }, help: { en: 'These days' }, reversed: false }],
});
const supportContact = () => ({
  name: 'Marta Welfare',
  role: 'welfareOfficer',
  email: 'welfare@example.test',
  phone: '+34 600 000 000',
  languages: ['es', 'ca'],
});
const helpline = () => ({
  country: 'ES',
  languages: ['es'],
  name: 'Hygiene line',
  number: '024',
  description: 'Any time',
  source: 'test',
  enabled: true,
  confirmed: true,
});
const account = () => ({
  name: `Account ${unique()}`,
  ownerName: 'Owner',
  ownerEmail: `owner-${unique()}@example.test`,
  customerCode: `HC${unique()}`,
  activationDate: isoDate(-1),
  renewalDate: isoDate(300),
  active: true,
});

let t: TestApp;
let s: Scene;
let tokens: Record<Caller, string | null>;
const operations: Operation[] = [];

beforeAll(async () => {
  t = await buildTestApp();
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
afterAll(async () => t?.close());

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
