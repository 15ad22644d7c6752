/**
 * Mail that really leaves: the product's mails go through a real SMTP server process on loopback (the
 * `smtp-server` package) that demands STARTTLS before authentication; a server that is down or refuses the
 * credentials leaves the mail in the outbox with a clear error, and it is delivered once the server answers,
 * exactly once, also after a restart of the product.
 */
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import { mailOutbox } from '../../src/db/schema/index.ts';
import type { MailDelivery } from '../../src/lib/mail-delivery.ts';
import { buildMember } from '../factories.ts';
import { createTestDatabase, testConfig, XSRF } from '../helpers.ts';
import { freePort, makeCertificate, SMTP_PASSWORD as PASSWORD, SMTP_USER as USER, startSmtp as startLoopbackSmtp } from './loopback-smtp.ts';

const certificate = makeCertificate();
afterAll(() => certificate.remove());

/** A real SMTP server: STARTTLS offered, authentication required and allowed only over TLS. */
const startSmtp = (port = 0) => startLoopbackSmtp(certificate, port);

async function productOn(database: Database, smtpUrl: string, log?: { write: (s: string) => void }) {
  const stream = new Writable({
    write(chunk, _enc, done) {
      log?.write(chunk.toString());
      done();
    },
  });
  const app = await buildApp({
    config: testConfig({ SMTP_URL: smtpUrl, SMTP_CA_FILE: certificate.certificateFile, PUBLIC_URL: 'https://club.example.test' }),
    database,
    logger: { level: 'warn', stream },
  });
  await app.ready();
  const forgot = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/member/forgotPassword',
      headers: { 'x-xsrf-token': XSRF },
      cookies: { 'XSRF-TOKEN': XSRF },
      payload: { email },
    });
  return { app, forgot, delivery: app.deps.mailer as MailDelivery };
}

const outbox = (database: Database) => database.db.select().from(mailOutbox).orderBy(mailOutbox.id);
const until = async (check: () => Promise<boolean>, what: string) => {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting: ${what}`);
};
/** The time the retry would wait, passed: the mail is due again. */
const makeDue = (database: Database) => database.db.execute(sql`update mail_outbox set next_attempt_at = now() where sent_at is null`);

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

describe('mail through a real SMTP server', () => {
  it('delivers over STARTTLS with authentication, in the member’s words, and keeps no body once sent', async () => {
    const smtp = await startSmtp();
    const product = await productOn(database, `smtp://${USER}:${PASSWORD}@127.0.0.1:${smtp.port}`);
    try {
      const member = await buildMember(database.db, { name: 'Marta', language: 'es' });
      expect((await product.forgot(member.email)).statusCode).toBe(204);
      await until(async () => smtp.received.length === 1, 'the mail at the SMTP server');
      const [mail] = smtp.received;
      expect(mail?.to).toEqual([member.email]);
      expect(mail?.secure).toBe(true);
      expect(mail?.user).toBe(USER);
      expect(mail?.data).toMatch(/Subject: =\?UTF-8\?Q\?Restablece|Subject: Restablece/);
      expect(mail?.data.replace(/=\r?\n/g, '')).toContain('https://club.example.test/reset-password?');
      await until(async () => (await outbox(database)).every((m) => m.sentAt !== null), 'the outbox row marked sent');
      const rows = await outbox(database);
      expect(rows.at(-1)).toMatchObject({ toAddress: member.email, attempts: 1, textBody: '', htmlBody: null, lastError: null });
    } finally {
      await product.app.close();
      await smtp.close();
    }
  });

  it('keeps the mail with a clear error while the credentials are refused', async () => {
    const smtp = await startSmtp();
    let log = '';
    const product = await productOn(database, `smtp://${USER}:wrong-password@127.0.0.1:${smtp.port}`, { write: (s) => (log += s) });
    try {
      const member = await buildMember(database.db);
      await product.forgot(member.email);
      await until(async () => (await outbox(database)).some((m) => m.toAddress === member.email && m.lastError !== null), 'the failure recorded');
      const row = (await outbox(database)).find((m) => m.toAddress === member.email);
      expect(row?.lastError).toMatch(/EAUTH/);
      expect(row?.sentAt).toBeNull();
      expect(row?.textBody).toContain('reset-password');
      expect(smtp.received).toHaveLength(0);
      expect(log).toContain('mail not delivered yet: will try again');
      expect(log).toContain('EAUTH');
      expect(log).not.toContain('wrong-password');
      expect(log).not.toContain(member.email);
      await database.db.update(mailOutbox).set({ failedAt: sql`now()` }).where(eq(mailOutbox.toAddress, member.email));
    } finally {
      await product.app.close();
      await smtp.close();
    }
  });

  it('keeps mails while the server is down, and delivers each exactly once when it is back, also after a restart', async () => {
    const port = await freePort();
    const url = `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`;
    const first = await productOn(database, url);
    const members = [await buildMember(database.db), await buildMember(database.db)];
    try {
      for (const m of members) expect((await first.forgot(m.email)).statusCode).toBe(204);
      await until(
        async () => (await outbox(database)).filter((m) => members.some((x) => x.email === m.toAddress) && m.lastError).length === 2,
        'both attempts failed',
      );
      const failed = (await outbox(database)).filter((m) => members.some((x) => x.email === m.toAddress));
      expect(failed.map((m) => m.lastError)).toEqual([expect.stringMatching(/ECONNREFUSED/), expect.any(String)]);
      expect(failed.every((m) => m.sentAt === null && m.nextAttemptAt.getTime() > Date.now())).toBe(true);
    } finally {
      await first.app.close();
    }

    // The product restarts; the SMTP server is back.
    const smtp = await startSmtp(port);
    const second = await productOn(database, url);
    try {
      await makeDue(database);
      await second.delivery.deliverDue();
      await second.delivery.deliverDue();
      expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(members.map((m) => m.email).sort());
      const rows = (await outbox(database)).filter((m) => members.some((x) => x.email === m.toAddress));
      expect(rows.every((m) => m.sentAt !== null && m.attempts === 2)).toBe(true);
    } finally {
      await second.app.close();
      await smtp.close();
    }
  });

  it('sends each queued mail once when two instances sweep the outbox at the same moment', async () => {
    const port = await freePort();
    const url = `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`;
    const a = await productOn(database, url);
    const b = await productOn(database, url);
    const members = await Promise.all(Array.from({ length: 8 }, () => buildMember(database.db)));
    try {
      for (const m of members) await a.forgot(m.email);
      await until(
        async () => (await outbox(database)).filter((m) => members.some((x) => x.email === m.toAddress) && m.lastError).length === members.length,
        'every first attempt failed',
      );
      const smtp = await startSmtp(port);
      try {
        await makeDue(database);
        await Promise.all([a.delivery.deliverDue(), b.delivery.deliverDue(), a.delivery.deliverDue(), b.delivery.deliverDue()]);
        expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(members.map((m) => m.email).sort());
      } finally {
        await smtp.close();
      }
    } finally {
      await a.app.close();
      await b.app.close();
    }
  });
});
