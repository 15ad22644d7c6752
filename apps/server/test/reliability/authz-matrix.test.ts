/**
 * Authorization matrix: EVERY route of the OpenAPI document is called as every kind of caller, and
 * each cell's status is what the table below expects. A route without an entry in the table fails the test, so
 * a new route cannot ship without its authorization decided. For the allowed cells of non-admins, the answer
 * must carry no other person's answers or per-person key-term scores, and no password data at all.
 */
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followUpCases, members } from '../../src/db/schema/index.ts';
import { CLAIMS } from '../../src/lib/tokens.ts';
import { addSquadMember, buildClub, buildEvaluation, buildMember, buildScene, buildStudy, buildStudyGroup, publishTerms } from '../factories.ts';
import { buildTestApp, XSRF } from '../helpers.ts';
import { finishEvaluation } from '../evaluation-factories.ts';
import { rawRequest, variantsOf } from './request-targets.ts';
import { firstOf, nth } from '../nth.ts';

import { ACTORS, type Actor, type Ctx, TABLE, matches } from './authz-table.ts';

/**
 * Player A's answers give per-person key-term scores 91.7 and 16.7 (coefficient 54.2, which the coach's group
 * report may show): those two numbers must reach nobody but A (and admins).
 */
const A_ANSWERS = [1, 1, 2, 5, 4, 4];
// Player A's key-term scores as numbers in a JSON answer; never the seconds and milliseconds of a timestamp
// ("…T22:23:16.712Z" holds "16.7": a number there follows a digit and a colon).
const A_TELLTALE = /(?<!\d:)(?<![\d.])(?:91\.7|91\.66|16\.7|16\.66)/;
const hasTelltale = (text: string) => A_TELLTALE.test(text);

let c: Ctx;
let port = 0;
const ids = new Map<Actor, number>();
const operations: Array<{ key: string; method: string; path: string }> = [];

async function tokenOf(actor: Actor): Promise<string | null> {
  const { t } = c;
  const key = new TextEncoder().encode(t.config.jwtSecret);
  const sign = async (id: number, o: { exp?: number; secret?: string; twoFactor?: boolean } = {}) => {
    const [m] = firstOf(await t.db.select({ tv: members.tokenVersion }).from(members).where(eq(members.id, id)), 1);
    // The admin's session passed two-factor sign-in (modules/two-factor), as every admin session must.
    return new SignJWT({ [CLAIMS.nameIdentifier]: String(id), [CLAIMS.role]: 'User', tv: m.tv, ...(o.twoFactor ? { tfa: true } : {}) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(id))
      .setIssuer(t.config.jwtIssuer)
      .setAudience(t.config.jwtAudience)
      .setIssuedAt()
      .setExpirationTime(o.exp ?? '1h')
      .sign(o.secret ? new TextEncoder().encode(o.secret) : key);
  };
  const a = ids.get('playerA') as number;
  switch (actor) {
    case 'anonymous':
      return null;
    case 'expired':
      return sign(a, { exp: Math.floor(Date.now() / 1000) - 60 });
    case 'badSignature':
      return sign(a, { secret: 'not-the-secret-not-the-secret-not-the-1' });
    case 'algNone': {
      const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: String(a), tv: 0, iss: t.config.jwtIssuer, aud: t.config.jwtAudience, exp: Math.floor(Date.now() / 1000) + 3600 })}.`;
    }
    default:
      return sign(ids.get(actor) as number, { twoFactor: actor === 'admin' });
  }
}

beforeAll(async () => {
  const t = await buildTestApp();
  const s = await buildScene(t.db, { players: 2, quiz: { keyTermCount: 2, perKeyTerm: 3 } });
  await publishTerms(t.db, 1);
  await publishTerms(t.db, 1, 2);
  const [a, b] = firstOf(s.players, 2);
  await finishEvaluation(t.db, a.evaluation.id, s.quiz, A_ANSWERS);
  await finishEvaluation(t.db, b.evaluation.id, s.quiz, [3, 3, 3, 2, 3, 3]);
  // A second, open study of the same group: A's evaluation there is the one to answer.
  const openStudy = await buildStudy(t.db, { studyGroupId: s.group.id, quizId: s.quiz.id });
  const openEvaluationOfA = (await buildEvaluation(t.db, { studyId: openStudy.id, memberId: a.id })).id;
  // Onboarding and registration go to a study of another club, so that nobody gains a role in the scene's club.
  const elsewhere = await buildClub(t.db);
  const elsewhereGroup = await buildStudyGroup(t.db, { clubId: elsewhere.id, categoryId: s.group.categoryId });
  const onboardingToken = (await buildStudy(t.db, { studyGroupId: elsewhereGroup.id, quizId: s.quiz.id })).token;
  const disabled = await buildMember(t.db, { enabled: false });
  await addSquadMember(t.db, { clubId: s.club.id, memberId: disabled.id, squadRole: 'Coach', studyGroupId: s.group.id });
  const victim = await buildMember(t.db, { name: 'Victim' });
  const [caseOfA] = firstOf(await t.db.insert(followUpCases).values({ evaluationId: a.evaluation.id }).returning({ id: followUpCases.id }), 1);
  c = { t, s, openEvaluationOfA, onboardingToken, victim, caseOfA: caseOfA.id };
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as import('node:net').AddressInfo).port;
  ids
    .set('playerA', a.id)
    .set('playerB', b.id)
    .set('coach', s.coach.id)
    .set('otherCoach', s.otherCoach.id)
    .set('admin', s.admin.id)
    .set('disabled', disabled.id);

  const doc = (await t.app.inject('/api/docs/json')).json();
  operations.length = 0;
  operations.push(
    ...Object.entries<Record<string, unknown>>(doc.paths)
      .filter(([path]) => !path.startsWith('/api/docs'))
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((m) => ['get', 'post', 'put', 'delete', 'patch'].includes(m))
          .map((m) => ({ key: `${m.toUpperCase()} ${path}`, method: m.toUpperCase(), path })),
      ),
  );
}, 120_000);
afterAll(async () => c?.t.close());

describe('authorization matrix over every route of the OpenAPI document', () => {
  it('has an entry for every route (a new route must decide who may call it), and no entry for a route that is gone', () => {
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.map((o) => o.key).filter((k) => !TABLE[k])).toEqual([]);
    expect(Object.keys(TABLE).filter((k) => !operations.some((o) => o.key === k))).toEqual([]);
  });

  it('answers each caller as the table expects, and leaks nothing to non-admins', async () => {
    const wrong: string[] = [];
    let cells = 0;
    for (const op of operations) {
      const entry = TABLE[op.key];
      if (!entry) continue;
      for (const actor of ACTORS) {
        let url = op.path;
        for (const [name, value] of Object.entries(entry.params?.(c) ?? {})) url = url.replace(`{${name}}`, String(value));
        const query = new URLSearchParams(Object.entries(entry.query?.(c) ?? {}).map(([k, v]): [string, string] => [k, String(v)])).toString();
        const body = entry.body?.(c, actor);
        const res = await c.t.inject({
          method: op.method as 'GET',
          url: query ? `${url}?${query}` : url,
          token: await tokenOf(actor),
          ...(body !== undefined ? { payload: body as object } : op.method === 'GET' ? {} : { payload: {} }),
        });
        cells++;
        const expected = entry.expect[actor];
        if (!matches(expected, res.statusCode))
          wrong.push(`${op.key} as ${actor}: ${res.statusCode}, expected ${expected} (${res.body.slice(0, 120)})`);
        if (res.statusCode < 300 && actor !== 'admin') {
          const text = res.body;
          if (/passwordHash|password_hash|\$argon2/.test(text)) wrong.push(`${op.key} as ${actor}: password data in the answer`);
          if (actor !== 'playerA' && hasTelltale(text)) wrong.push(`${op.key} as ${actor}: player A's per-person scores in the answer`);
          if (actor !== 'playerA' && /"selectedAnswer"|"answers"\s*:\s*\[\s*\{/.test(text) && !op.key.endsWith('/me/data'))
            wrong.push(`${op.key} as ${actor}: answers in the answer`);
        }
        if (res.statusCode >= 400 && !Array.isArray(res.json().errors)) wrong.push(`${op.key} as ${actor}: not the error shape`);

        // The same cell again, through a real socket, with the path written another way (each cell its own
        // variant, so every variant meets every kind of caller): the same decision, or not found.
        const variants = variantsOf(url);
        const variant = nth(variants, cells % variants.length);
        const target = query ? `${variant.split('#')[0]}${variant.includes('?') ? '&' : '?'}${query}` : variant;
        const again = entry.body?.(c, actor);
        const token = await tokenOf(actor);
        const raw = await rawRequest(
          port,
          op.method,
          target,
          {
            cookie: `XSRF-TOKEN=${XSRF}`,
            'x-xsrf-token': XSRF,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          again !== undefined ? JSON.stringify(again) : op.method === 'GET' ? undefined : '{}',
        );
        // Also fine: 400 (the variant's parameter is no longer valid) and 409 (an unsafe call that already
        // succeeded once, e.g. closing a study twice). Never a success the canonical cell did not give.
        const fine = matches(expected, raw.status) || raw.status === 404 || raw.status === 400 || (raw.status === 409 && res.statusCode < 300);
        if (!fine) wrong.push(`${op.method} ${target} as ${actor}: ${raw.status}, expected ${expected} or 404`);
        if (raw.status < 300 && actor !== 'admin' && actor !== 'playerA' && hasTelltale(raw.body))
          wrong.push(`${op.method} ${target} as ${actor}: player A's scores`);
      }
      await entry.after?.(c);
      // New usage terms would gate everyone with 451 from here on: the members accept them.
      await c.t.db.execute(sql`update members set accepted_terms_version = (select max(version) from compliance_texts where category = 0)`);
    }
    expect(wrong).toEqual([]);
    expect(cells).toBe(operations.length * ACTORS.length);
  }, 120_000);

  it("player A's own report does carry A's key-term scores (the telltale is real)", async () => {
    const res = await c.t.inject({
      method: 'GET',
      url: `/api/evaluation/${nth(c.s.players, 0).evaluation.id}/report`,
      token: await tokenOf('playerA'),
    });
    expect(res.statusCode).toBe(200);
    expect(hasTelltale(res.body)).toBe(true);
  });

  it('tells a score from the seconds of a timestamp', () => {
    expect(hasTelltale('{"average":16.7}')).toBe(true);
    expect(hasTelltale('{"average": 91.66}')).toBe(true);
    expect(hasTelltale('{"at":"2026-11-23T22:23:16.712Z","score":[16.7]}')).toBe(true);
    expect(hasTelltale('{"at":"2026-11-23T22:23:16.712Z"}')).toBe(false);
    expect(hasTelltale('{"average":116.7}')).toBe(false);
  });
});
