/**
 * The first-run setup's test mail, against a real SMTP server process on loopback (STARTTLS, authentication,
 * a self-signed certificate): sent at once with the real transport, never through the outbox queue, and each
 * failure named by its code and what it means (unreachable, credentials refused, certificate not trusted,
 * recipient refused). The checklist's "mail" step is done only by a mail that left.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { totpNow } from '../../src/lib/totp.ts';
import { announceFirstRunSetup } from '../../src/modules/setup/index.ts';
import { createTestDatabase, testConfig, XSRF } from '../helpers.ts';
import { freePort, makeCertificate, SMTP_PASSWORD, SMTP_USER, startSmtp } from './loopback-smtp.ts';

const certificate = makeCertificate();
afterAll(() => certificate.remove());

let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let token = '';
beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtp(certificate);
  // The first admin, through the setup of an installation whose mail is configured right.
  const product = await productWith({
    SMTP_URL: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${smtp.port}`,
    SMTP_CA_FILE: certificate.certificateFile,
  });
  const code = await announceFirstRunSetup({ db: database.db, log: product.app.log, publicUrl: 'https://pulse.example.test' });
  const res = await product.call('POST', '/api/setup/admin', {
    code,
    name: 'Ada',
    surname: 'Lovelace',
    email: 'ada@club.example.test',
    password: 'First-Admin-2026',
    repeatPassword: 'First-Admin-2026',
    language: 'de',
  });
  token = res.json().token;
  // Two-factor sign-in before the admin routes (modules/two-factor): set up as the admin would with an app.
  const { secret } = (await product.call('POST', '/api/member/two-factor/setup')).json();
  token = (await product.call('POST', '/api/member/two-factor/enable', { code: totpNow(secret) })).json().token;
  await product.close();
});
afterAll(async () => {
  await smtp?.close();
  await database?.close();
});

/** The product with this mail configuration, on the shared database; its log (level warn) is kept. */
async function productWith(env: Record<string, string>) {
  let log = '';
  const stream = new Writable({
    write(chunk, _enc, done) {
      log += chunk.toString();
      done();
    },
  });
  const app = await buildApp({
    config: testConfig({ PUBLIC_URL: 'https://pulse.example.test', ...env }),
    database,
    logger: { level: 'warn', stream },
  });
  await app.ready();
  const call = (method: 'POST' | 'GET', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { 'x-xsrf-token': XSRF, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      cookies: { 'XSRF-TOKEN': XSRF },
      ...(payload ? { payload } : {}),
    });
  return { app, call, log: () => log, close: () => app.close() };
}

async function testMailWith(env: Record<string, string>, to = 'ops@club.example.test') {
  const product = await productWith(env);
  try {
    const res = await product.call('POST', '/api/admin/setup/testMail', { to });
    const progress = (await product.call('GET', '/api/admin/setup/progress')).json();
    return { status: res.statusCode, body: res.json(), mailStep: progress.done.mail as boolean, log: product.log() };
  } finally {
    await product.close();
  }
}

const goodUrl = () => `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${smtp.port}`;

describe('the setup’s test mail through a real SMTP server', () => {
  it('names a refused login "credentials", with its code, and leaves the step undone', async () => {
    const r = await testMailWith({
      SMTP_URL: `smtp://${SMTP_USER}:wrong-password@127.0.0.1:${smtp.port}`,
      SMTP_CA_FILE: certificate.certificateFile,
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ via: 'smtp', sent: false, failure: { reason: 'credentials', code: 'EAUTH 535' } });
    expect(r.mailStep).toBe(false);
    expect(r.log).toContain('test mail not sent');
    expect(r.log).not.toContain('wrong-password');
    expect(r.log).not.toContain('ops@club.example.test');
  });

  it('names a certificate the product does not trust "certificate" (no SMTP_CA_FILE for a self-signed one)', async () => {
    const r = await testMailWith({ SMTP_URL: goodUrl() });
    expect(r.body).toMatchObject({ via: 'smtp', sent: false, failure: { reason: 'certificate', code: expect.stringMatching(/SELF_SIGNED|CERT/) } });
  });

  it('names a server nobody answers on "unreachable"', async () => {
    const port = await freePort();
    const r = await testMailWith({ SMTP_URL: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`, SMTP_CA_FILE: certificate.certificateFile });
    expect(r.body).toMatchObject({ via: 'smtp', sent: false, failure: { reason: 'unreachable', code: expect.stringMatching(/ECONNREFUSED/) } });
  });

  it('names a refused recipient "recipient"', async () => {
    const r = await testMailWith({ SMTP_URL: goodUrl(), SMTP_CA_FILE: certificate.certificateFile }, 'refused@club.example.test');
    expect(r.body).toMatchObject({ via: 'smtp', sent: false, failure: { reason: 'recipient', code: 'EENVELOPE 550' } });
  });

  it('sends the test mail at once over STARTTLS with authentication, in the admin’s language, not through the outbox; the step is then done', async () => {
    expect(smtp.received).toHaveLength(0);
    const r = await testMailWith({ SMTP_URL: goodUrl(), SMTP_CA_FILE: certificate.certificateFile });
    expect(r.body).toEqual({ via: 'smtp', sent: true });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ to: ['ops@club.example.test'], user: SMTP_USER, secure: true });
    expect(mail?.data).toContain('Subject: Club Pulse: Testmail');
    expect(mail?.data).toContain('https://pulse.example.test');
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
    expect(r.mailStep).toBe(true);
  });

  it('without SMTP_URL, writes the mail to the outbox folder and says so', async () => {
    const r = await testMailWith({});
    expect(r.body).toEqual({ via: 'outbox', sent: true });
  });
});
