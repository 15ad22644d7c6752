/**
 * What the logs may hold, asserted by capturing the logger (level trace) over whole journeys: registration
 * through a study link, sign-in, answering, a password reset and a coach's invitation followed from the
 * mail to the new password (the pages the mails open included), refused input, and a database failure whose
 * message quotes a value. None of their secrets may reach a log line: passwords, session, reset and
 * invitation tokens, study links, argon2 hashes, birth dates, answers, the members' emails.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggableUrl, serializeError } from '../../src/plugins/logging.ts';
import { registration } from '../registration-factories.ts';
import { buildScene, DEFAULT_PASSWORD } from '../factories.ts';
import { buildTestApp, type TestApp, XSRF } from '../helpers.ts';
import { nth } from '../nth.ts';

const QUOTED_VALUE = 'Quoted-Param-Walrus-404';

let t: TestApp;
let log = '';
/** A built web client: its page and one hashed file. */
const dist = mkdtempSync(join(tmpdir(), 'cp-logs-dist-'));
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  const stream = new Writable({
    write(chunk, _enc, done) {
      log += chunk.toString();
      done();
    },
  });
  t = await buildTestApp({
    logger: { level: 'trace', stream },
    env: { PUBLIC_URL: 'https://club.example.test', WEB_DIST: dist },
    beforeReady: (app) => {
      // A statement that fails in the database with a message that quotes its parameter.
      app.get('/test/database-failure', { config: { access: 'public' } }, async () => app.deps.db.execute(sql`select ${QUOTED_VALUE}::int as n`));
    },
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The keys that appear twice in one object of a JSON text (JSON.parse keeps the last one silently). */
export function duplicateKeys(text: string): string[] {
  const found: string[] = [];
  let i = 0;
  const space = () => {
    while (/\s/.test(text[i] ?? '')) i++;
  };
  const string = () => {
    const start = i++;
    while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (): void => {
    space();
    if (text[i] === '{') {
      i++;
      const keys = new Set<string>();
      for (space(); text[i] !== '}'; space()) {
        if (text[i] === ',') i++;
        space();
        const key = string();
        if (keys.has(key)) found.push(key);
        keys.add(key);
        space();
        i++; // :
        value();
      }
      i++;
    } else if (text[i] === '[') {
      i++;
      for (space(); text[i] !== ']'; space()) {
        if (text[i] === ',') i++;
        value();
      }
      i++;
    } else if (text[i] === '"') string();
    else while (i < text.length && !/[,}\]\s]/.test(text[i] ?? '')) i++;
  };
  value();
  return found;
}

/** Opens a link of a mail the way a browser does: a GET of its path and query string. */
const open = (link: string) => {
  const url = new URL(link);
  return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
};

describe('logs over whole journeys', () => {
  it('hold none of the secrets of registration, sign-in, answering, a reset, an invitation, refused input or a database failure', async () => {
    const scene = await buildScene(t.db, { players: 1, quiz: { keyTermCount: 1, perKeyTerm: 2 } });
    const player = nth(scene.players, 0);
    const secrets: string[] = [DEFAULT_PASSWORD, XSRF, scene.study.token, player.email, scene.admin.email];

    // Registration through the study link: the page the link opens, then the call.
    expect((await t.app.inject({ method: 'GET', url: `/register?studyToken=${scene.study.token}` })).statusCode).toBeLessThan(500);
    const body = registration(scene.study.token, {
      password: 'Regist-Pass-Koala-77',
      repeatPassword: 'Regist-Pass-Koala-77',
      birthDate: '2009-07-23',
    });
    const reg = await t.inject({ method: 'POST', url: '/api/account/register/player', payload: body });
    expect(reg.statusCode).toBe(200);
    secrets.push(body.password, body.email, body.birthDate, reg.json().token);

    // Sign-in, a wrong password, answering every question, refused and late answers.
    const token = await t.login(player.email, DEFAULT_PASSWORD);
    secrets.push(token);
    const wrongPassword = 'Wrong-Pass-Zebra-991';
    secrets.push(wrongPassword);
    expect(
      (await t.inject({ method: 'POST', url: '/api/member/authenticate', payload: { email: player.email, password: wrongPassword } })).statusCode,
    ).toBe(400);
    for (const [i, q] of scene.quiz.questions.entries()) {
      expect(
        (await t.inject({ method: 'POST', url: `/api/evaluation/${player.evaluation.id}/answer/${q.id}`, token, payload: { selectedAnswer: i + 3 } }))
          .statusCode,
      ).toBe(200);
    }
    const first = nth(scene.quiz.questions, 0).id;
    expect(
      (await t.inject({ method: 'POST', url: `/api/evaluation/${player.evaluation.id}/answer/${first}`, token, payload: { selectedAnswer: 9 } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.inject({ method: 'POST', url: `/api/evaluation/${player.evaluation.id}/answer/${first}`, token, payload: { selectedAnswer: 4 } }))
        .statusCode,
    ).toBe(409);

    // A password reset, from the mail's link (the page it opens is requested too) to the new password.
    expect((await t.inject({ method: 'POST', url: '/api/member/forgotPassword', payload: { email: player.email } })).statusCode).toBe(204);
    await t.settle();
    const resetLink = t.mailer.last()?.link as string;
    const resetToken = new URL(resetLink).searchParams.get('token') as string;
    secrets.push(resetToken);
    expect((await open(resetLink)).statusCode).toBeLessThan(500);
    const newPassword = 'Reset-Pass-Lynx-2026';
    secrets.push(newPassword);
    const reset = await t.inject({
      method: 'POST',
      url: '/api/member/resetPassword',
      payload: { email: player.email, token: resetToken, password: newPassword, repeatPassword: newPassword },
    });
    expect(reset.statusCode).toBe(204);

    // An invitation: the admin adds a coach by email; the invited coach opens the mail and sets a password.
    const adminToken = await t.login(scene.admin.email, DEFAULT_PASSWORD);
    const invitedEmail = 'invited-coach-heron@example.test';
    secrets.push(invitedEmail);
    const invite = await t.inject({
      method: 'POST',
      url: `/api/admin/squadMember/byclub/${scene.club.id}/AddCoach`,
      token: adminToken,
      payload: { email: invitedEmail, name: 'Hera', surname: 'Heron' },
    });
    expect(invite.statusCode).toBeLessThan(300);
    await t.settle();
    const inviteLink = t.mailer.sent.find((m) => m.to === invitedEmail)?.link as string;
    const inviteToken = new URL(inviteLink).searchParams.get('token') as string;
    secrets.push(inviteToken);
    expect((await open(inviteLink)).statusCode).toBeLessThan(500);
    const coachPassword = 'Invite-Pass-Otter-55';
    secrets.push(coachPassword);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/member/resetPassword',
          payload: { email: invitedEmail, token: inviteToken, password: coachPassword, repeatPassword: coachPassword },
        })
      ).statusCode,
    ).toBe(204);

    // Refused input: NUL characters in text fields, a bad token, an unknown route with a token.
    const nulPassword = 'Nul-Pass-Badger-1\u0000';
    for (const [url, payload] of [
      ['/api/member/authenticate', { email: `nul\u0000${player.email}`, password: nulPassword }],
      [
        '/api/account/register/player',
        registration(scene.study.token, { name: 'Nul\u0000Name', password: 'Nul-Reg-Pass-88', repeatPassword: 'Nul-Reg-Pass-88' }),
      ],
    ] as const) {
      const res = await t.inject({ method: 'POST', url, payload });
      expect(res.statusCode, url).toBeLessThan(500);
    }
    secrets.push('Nul-Reg-Pass-88');
    expect((await t.inject({ method: 'GET', url: '/api/nothing/here', token })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/squadRole/GetMySquadRoles', token: `${token}x` })).statusCode).toBe(401);

    // A database failure: answered 500 without its cause, logged without the value its message quotes.
    const failure = await t.app.inject({ method: 'GET', url: '/test/database-failure' });
    expect(failure.statusCode).toBe(500);
    expect(failure.body).not.toContain(QUOTED_VALUE);
    secrets.push(QUOTED_VALUE);
    await t.inject({ method: 'POST', url: '/api/member/signOut', token });

    // The capture works: requests, pages and the failure were logged at all.
    expect(log).toContain('request completed');
    expect(log).toContain('/api/member/authenticate');
    expect(log).toContain('/reset-password?email=…&token=…');
    expect(log).toContain('/register?studyToken=…');
    expect(log).toContain('unhandled error');
    expect(log).toContain('22P02'); // the database's code of the failure is kept: enough to find the fault
    const hashes = await t.db.execute(sql`select password_hash as h from members where password_hash is not null`);
    for (const row of (hashes as unknown as { rows: { h: string }[] }).rows) secrets.push(row.h);
    for (const secret of secrets) {
      expect(log, `the log holds ${secret.slice(0, 14)}…`).not.toContain(secret);
    }
    expect(log).not.toMatch(/selectedAnswer|password_?hash|\$argon2|"params"/i);
  });
});

describe('the shape of the log', () => {
  type Line = { level: number; msg: string; reqId?: string; req?: { url: string } };
  const lines = () =>
    log
      .split('\n')
      .filter(Boolean)
      .map((text) => ({ text, line: JSON.parse(text) as Line }));

  it('writes one line per request, when answered: the API at info, the pages, files and health checks at debug', async () => {
    log = '';
    for (const url of ['/', '/login', '/assets/index-abc123.js', '/api/health', '/api/ready', '/appsettings.json?v=1']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    expect(
      (await t.inject({ method: 'POST', url: '/api/member/authenticate', payload: { email: 'nobody@example.test', password: 'Wrong-1234' } }))
        .statusCode,
    ).toBeLessThan(500);
    const requests = lines().filter(({ line }) => line.req);
    expect(requests.map(({ line }) => [line.req?.url, line.level, line.msg])).toEqual([
      ['/', 20, 'request completed'],
      ['/login', 20, 'request completed'],
      ['/assets/index-abc123.js', 20, 'request completed'],
      ['/api/health', 20, 'request completed'],
      ['/api/ready', 20, 'request completed'],
      ['/appsettings.json?v=…', 20, 'request completed'],
      ['/api/member/authenticate', 30, 'request completed'],
    ]);
    expect(new Set(requests.map(({ line }) => line.reqId)).size).toBe(7);
    expect(log).not.toContain('incoming request');
  });

  it('has no line with a key twice (over every line of the journeys above)', () => {
    expect(duplicateKeys('{"a":1,"b":{"c":[{"d":1,"d":2}]},"a":"x,}"}')).toEqual(['d', 'a']);
    const twice = lines().flatMap(({ text }) => duplicateKeys(text).map((key) => `${key} in ${text.slice(0, 160)}`));
    expect(twice).toEqual([]);
  });
});

describe('the serializers', () => {
  it('keep the path and the names of the query parameters, not their values', () => {
    expect(loggableUrl('/reset-password?email=a%40b.c&token=abc123')).toBe('/reset-password?email=…&token=…');
    expect(loggableUrl('/api/evaluation/3/report')).toBe('/api/evaluation/3/report');
    expect(loggableUrl('/register?studyToken')).toBe('/register?studyToken=…');
  });

  it('log a database error by its codes and statement text, without its parameters, message or detail', () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "1990-01-01"'), {
      code: '22P02',
      detail: 'Key (email)=(x@y.z)',
      routine: 'pg_strtoint32',
    });
    const wrapper = Object.assign(new Error('Failed query: select $1::int\nparams: 1990-01-01,$argon2id$v=19$secret'), {
      query: 'select $1::int',
      params: ['1990-01-01', '$argon2id$v=19$secret'],
      cause,
    });
    const logged = JSON.stringify(serializeError(wrapper));
    expect(logged).toContain('select $1::int');
    expect(logged).toContain('22P02');
    expect(logged).toContain('pg_strtoint32');
    for (const secret of ['1990-01-01', '$argon2id', 'x@y.z']) expect(logged).not.toContain(secret);
  });

  it('keep the message and stack of other errors', () => {
    const logged = serializeError(new TypeError('cannot read x of undefined'));
    expect(logged.message).toBe('cannot read x of undefined');
    expect(logged.stack).toContain('TypeError');
  });
});
