import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildMember, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { auditEvents, members } from '../../db/schema/index.ts';
import { CLAIMS } from '../../lib/tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://club.example.test' } });
});
afterAll(async () => t?.close());

const NEW_PASSWORD = 'BrandNew2026x';
const getProfile = (token: string | null) => t.inject({ method: 'GET', url: '/api/member/me/profile', token });
const putProfile = (token: string | null, payload: object) => t.inject({ method: 'PUT', url: '/api/member/me/profile', token, payload });
const putLanguage = (token: string | null, payload: object) => t.inject({ method: 'PUT', url: '/api/member/me/language', token, payload });
const changePassword = (token: string | null, payload: object) => t.inject({ method: 'POST', url: '/api/member/me/changePassword', token, payload });
const auditOf = (memberId: number, action: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.actorId, memberId), eq(auditEvents.action, action)));

/** Asks for a reset mail, as the sign-in page's "forgot password" does, and returns it. */
async function resetMailTo(email: string) {
  const before = t.mailer.sent.length;
  expect((await t.inject({ method: 'POST', url: '/api/member/forgotPassword', payload: { email } })).statusCode).toBe(204);
  await t.settle();
  expect(t.mailer.sent.length).toBe(before + 1);
  return t.mailer.last()!;
}

describe('GET /api/member/me/profile', () => {
  it("answers the caller's own name, surname, email, role and language, for a player and for an admin", async () => {
    const player = await buildMember(t.db, { name: 'Paula', surname: 'Pérez', language: 'es' });
    const admin = await buildAdmin(t.db, { name: 'Ada', surname: 'Admin', language: 'it' });
    const res = await getProfile(await t.login(player.email, DEFAULT_PASSWORD));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: player.email, name: 'Paula', surname: 'Pérez', language: 'es', role: 'User', guardianConsentNeeded: false });
    const adminRes = await getProfile(await t.login(admin.email, DEFAULT_PASSWORD));
    expect(adminRes.json()).toMatchObject({ name: 'Ada', role: 'AppAdmin', language: 'it' });
    expect(res.body).not.toMatch(/password|tokenVersion|\$argon2/i);
  });

  it('answers 401 without a session', async () => {
    const res = await getProfile(null);
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0]).toMatchObject({ code: 'Unauthorized' });
  });
});

describe('PUT /api/member/me/profile', () => {
  it('saves name, surname and language, audits it, and answers a token with the new name for the same session', async () => {
    const member = await buildMember(t.db, { language: 'en' });
    const token = await t.login(member.email, DEFAULT_PASSWORD);
    const res = await putProfile(token, { name: '  Jana ', surname: 'Novak', language: 'de' });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toEqual({
      email: member.email,
      name: 'Jana',
      surname: 'Novak',
      language: 'de',
      role: 'User',
      guardianConsentNeeded: false,
    });
    expect(decodeJwt(res.json().token)[CLAIMS.name]).toBe('Jana Novak');
    // The other sessions go on: a name is not a credential.
    expect((await getProfile(token)).json()).toMatchObject({ name: 'Jana', language: 'de' });
    expect((await getProfile(res.json().token)).statusCode).toBe(200);
    expect(await auditOf(member.id, 'member.profileUpdate')).toHaveLength(1);
  });

  it('sends every later mail in the language saved there (the forgotten-password mail)', async () => {
    const member = await buildMember(t.db, { language: 'en', name: 'Marta' });
    expect((await resetMailTo(member.email)).subject).toBe('Reset your Club Pulse password');
    const token = await t.login(member.email, DEFAULT_PASSWORD);
    expect((await putProfile(token, { name: 'Marta', surname: 'Vidal', language: 'ca' })).statusCode).toBe(200);
    const mail = await resetMailTo(member.email);
    expect(mail.subject).toBe('Restableix la contrasenya de Club Pulse');
    expect(mail.text).toContain('Marta');
  });

  it('refuses bad bodies with 400 ValidationError naming the field, and changes nothing', async () => {
    const member = await buildMember(t.db, { name: 'Kept', language: 'en' });
    const token = await t.login(member.email, DEFAULT_PASSWORD);
    const cases: Array<[object, string]> = [
      [{ name: '   ', surname: 'Novak', language: 'en' }, 'name'],
      [{ name: 'Jana', surname: 'x'.repeat(101), language: 'en' }, 'surname'],
      [{ name: 'Jana', surname: 'Novak', language: 'fr' }, 'language'],
      [{ name: 'Jana', surname: 'Novak' }, 'language'],
      [{ name: 'Ja\u0000na', surname: 'Novak', language: 'en' }, 'name'],
    ];
    for (const [body, field] of cases) {
      const res = await putProfile(token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ code: 'ValidationError', field, message: expect.any(String) })]);
    }
    const [row] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({ name: 'Kept', language: 'en' });
  });

  it('answers 401 without a session', async () => {
    expect((await putProfile(null, { name: 'A', surname: 'B', language: 'en' })).statusCode).toBe(401);
  });
});

describe('PUT /api/member/me/language', () => {
  it("saves the header menu's language for the member's mails; 400 for an unknown language; 401 without a session", async () => {
    const member = await buildMember(t.db, { language: 'en' });
    const token = await t.login(member.email, DEFAULT_PASSWORD);
    expect((await putLanguage(token, { language: 'it' })).statusCode).toBe(204);
    expect((await resetMailTo(member.email)).subject).toBe('Reimposta la password di Club Pulse');
    const bad = await putLanguage(token, { language: 'xx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ code: 'ValidationError', field: 'language' });
    expect((await putLanguage(null, { language: 'es' })).statusCode).toBe(401);
    expect((await getProfile(token)).json().language).toBe('it');
  });
});

describe('POST /api/member/me/changePassword', () => {
  it('ends every other session, keeps the caller signed in with a fresh token, and audits the change', async () => {
    const member = await buildMember(t.db);
    const here = await t.login(member.email, DEFAULT_PASSWORD);
    await new Promise((r) => setTimeout(r, 1100)); // another second: another token string
    const elsewhere = await t.login(member.email, DEFAULT_PASSWORD);
    expect(elsewhere).not.toBe(here);
    const res = await changePassword(here, { currentPassword: DEFAULT_PASSWORD, password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().token as string;
    expect((await getProfile(elsewhere)).statusCode).toBe(401);
    expect((await getProfile(here)).statusCode).toBe(401);
    expect((await getProfile(fresh)).statusCode).toBe(200);
    expect(decodeJwt(fresh)[CLAIMS.email]).toBe(member.email);
    const oldLogin = await t.inject({
      method: 'POST',
      url: '/api/member/authenticate',
      payload: { email: member.email, password: DEFAULT_PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(400);
    expect(oldLogin.json().errors[0].code).toBe('LoginError');
    expect(await t.login(member.email, NEW_PASSWORD)).toBeTruthy();
    expect(await auditOf(member.id, 'member.passwordChange')).toHaveLength(1);
  });

  it('refuses a wrong current password with 400 LoginError on currentPassword, and keeps the password and the sessions', async () => {
    const member = await buildMember(t.db);
    const token = await t.login(member.email, DEFAULT_PASSWORD);
    const res = await changePassword(token, { currentPassword: 'Not-the-password1', password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ code: 'LoginError', field: 'currentPassword' })]);
    expect((await getProfile(token)).statusCode).toBe(200);
    expect(await t.login(member.email, DEFAULT_PASSWORD)).toBeTruthy();
  });

  it('refuses a weak or mismatched new password with 400 ValidationError on the field, before checking anything', async () => {
    const member = await buildMember(t.db);
    const token = await t.login(member.email, DEFAULT_PASSWORD);
    const cases: Array<[object, string]> = [
      [{ currentPassword: DEFAULT_PASSWORD, password: 'weakpass', repeatPassword: 'weakpass' }, 'password'],
      [{ currentPassword: DEFAULT_PASSWORD, password: 'alllowercase123', repeatPassword: 'alllowercase123' }, 'password'],
      [{ currentPassword: DEFAULT_PASSWORD, password: NEW_PASSWORD, repeatPassword: 'Different2026x' }, 'repeatPassword'],
      [{ currentPassword: '', password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD }, 'currentPassword'],
      [{ password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD }, 'currentPassword'],
    ];
    for (const [body, field] of cases) {
      const res = await changePassword(token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ code: 'ValidationError', field })]);
    }
    expect((await getProfile(token)).statusCode).toBe(200);
    expect(await t.login(member.email, DEFAULT_PASSWORD)).toBeTruthy();
  });

  it('answers 401 without a session', async () => {
    const res = await changePassword(null, { currentPassword: DEFAULT_PASSWORD, password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/member/me/changePassword, rate limited', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } });
  });
  afterAll(async () => limited?.close());

  it('answers 429 after five attempts in a quarter of an hour, even with the right password', async () => {
    const member = await buildMember(limited.db);
    const token = await limited.login(member.email, DEFAULT_PASSWORD);
    const attempt = (currentPassword: string) =>
      limited.inject({
        method: 'POST',
        url: '/api/member/me/changePassword',
        token,
        payload: { currentPassword, password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD },
      });
    for (let i = 0; i < 5; i++) expect((await attempt(`Guess${i}2026x`)).statusCode).toBe(400);
    const res = await attempt(DEFAULT_PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.json().errors[0].code).toBe('TooManyRequests');
  });
});
