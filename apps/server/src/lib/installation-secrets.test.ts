import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { buildMember, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { CapturingMailer, createTestDatabase, testConfig, XSRF } from '../../test/helpers.ts';
import { CLAIMS } from './tokens.ts';
import { nth } from '../../test/nth.ts';

/** The secret every installation started without JWT_SECRET signed with until it was taken out of the source. */
const FORMER_SOURCE_SECRET = 'development-only-secret-change-me-in-production-0123456789';

/** The app as `npm start` builds it: no JWT_SECRET, no CAPTCHA_SECRET. */
const unconfigured = (database: Database) =>
  buildApp({ config: testConfig({ JWT_SECRET: undefined }), database, mailer: new CapturingMailer(), logger: false });

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

describe('secrets of an installation started without configuring them', () => {
  it('generates them at first start and keeps them with the data: every instance on the database shares them', async () => {
    const first = await unconfigured(database);
    const second = await unconfigured(database);
    try {
      expect(first.deps.config.jwtSecret.length).toBeGreaterThanOrEqual(64);
      expect(second.deps.config.jwtSecret).toBe(first.deps.config.jwtSecret);
      expect(second.deps.config.captcha.secret).toBe(first.deps.config.captcha.secret);
      // Independent keys: knowing one tells nothing about the other.
      expect(first.deps.config.captcha.secret).not.toBe(first.deps.config.jwtSecret);
      expect(first.deps.config.captcha.secret).not.toContain(first.deps.config.jwtSecret);

      // A token of one instance is accepted by the other.
      const member = await buildMember(database.db);
      const login = await first.inject({
        method: 'POST',
        url: '/api/member/authenticate',
        headers: { 'x-xsrf-token': XSRF },
        cookies: { 'XSRF-TOKEN': XSRF },
        payload: { email: member.email, password: DEFAULT_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const roles = await second.inject({ url: '/api/squadRole/GetMySquadRoles', headers: { authorization: `Bearer ${login.json().token}` } });
      expect(roles.statusCode).toBe(200);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('differs between installations, and is not the secret that used to be written in the source', async () => {
    const other = await openDatabase({ dataDir: 'memory://' });
    await other.migrate();
    const a = await unconfigured(database);
    const b = await unconfigured(other);
    try {
      expect(a.deps.config.jwtSecret).not.toBe(b.deps.config.jwtSecret);
      expect([a.deps.config.jwtSecret, b.deps.config.jwtSecret]).not.toContain(FORMER_SOURCE_SECRET);
    } finally {
      await a.close();
      await b.close();
      await other.close();
    }
  }, 120_000); // a second database migrated from nothing: slow on a busy 2-core machine

  it('refuses an admin token forged with the secret anybody could read in the repository', async () => {
    const app = await unconfigured(database);
    try {
      const admin = await buildMember(database.db, { role: 'AppAdmin' });
      const forged = await new SignJWT({ [CLAIMS.nameIdentifier]: String(admin.id), [CLAIMS.role]: 'AppAdmin', tv: 0 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(admin.id))
        .setIssuer(app.deps.config.jwtIssuer)
        .setAudience(app.deps.config.jwtAudience)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(FORMER_SOURCE_SECRET));
      const res = await app.inject({ url: '/api/admin/member', headers: { authorization: `Bearer ${forged}` } });
      expect(res.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('uses the configured secret when one is given, and stores nothing in its place', async () => {
    const fresh = await createTestDatabase();
    const app = await buildApp({
      config: testConfig({ JWT_SECRET: 'x'.repeat(40), CAPTCHA_SECRET: 'y'.repeat(40) }),
      database: fresh,
      mailer: new CapturingMailer(),
      logger: false,
    });
    try {
      expect(app.deps.config.jwtSecret).toBe('x'.repeat(40));
      expect(app.deps.config.captcha.secret).toBe('y'.repeat(40));
      const stored = await fresh.db.execute('select count(*)::int as n from installation_secrets');
      expect(nth((stored as unknown as { rows: { n: number }[] }).rows, 0).n).toBe(0);
    } finally {
      await app.close();
      await fresh.close();
    }
  });
});
