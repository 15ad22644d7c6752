import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Db } from '../db/client.ts';
import { createMailDelivery } from './mail-delivery.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The link the mail carries (tests follow it). Never logged: it may hold a reset or invitation token. */
  link?: string;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
  /**
   * With the outbox (SMTP): writes the mail in the caller's transaction `tx`, so that it is queued if and only
   * if the rest of that transaction commits (modules/reminders: a ledger row and its mail); `deliverDue` then
   * sends it. A mailer without it (files, tests) gets `send` after the commit.
   */
  enqueue?(tx: Db, mail: Mail): Promise<void>;
  /** Delivers the queued mails that are due now. */
  deliverDue?(): Promise<number>;
  /** Ends what the mailer runs in the background (the SMTP delivery's sweeps). */
  stop?(): Promise<void>;
}

/**
 * The transport of SMTP_URL: STARTTLS whenever the server offers it, its certificate checked (against
 * `smtpCaFile` too, for a private authority). The outbox's delivery and the setup's test mail share it.
 */
export function createSmtpTransport(opts: { smtpUrl: string; smtpCaFile?: string }) {
  return nodemailer.createTransport({
    url: opts.smtpUrl,
    ...(opts.smtpCaFile ? { tls: { ca: [readFileSync(opts.smtpCaFile, 'utf8')] } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as SMTPTransport.Options);
}

/**
 * Without SMTP_URL: the mail written as an .eml file in `<dataDir>/outbox/` (nowhere for an in-memory
 * database); answers the file's path.
 */
export async function writeToOutbox(opts: { from: string; dataDir: string }, mail: Mail): Promise<string | undefined> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  if (opts.dataDir === 'memory://') return undefined;
  const outbox = resolve(opts.dataDir, 'outbox');
  mkdirSync(outbox, { recursive: true });
  const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`);
  writeFileSync(file, info.message as Buffer);
  return file;
}

/**
 * SMTP when `smtpUrl` is set: through the outbox of the database, retried until delivered
 * (lib/mail-delivery.ts), with the transport above. Otherwise .eml files in `<dataDir>/outbox/` and a log
 * line naming the file.
 */
export function createMailer(opts: { smtpUrl?: string; smtpCaFile?: string; from: string; dataDir: string; log: FastifyBaseLogger; db: Db }): Mailer {
  if (opts.smtpUrl) {
    const transport = createSmtpTransport({ smtpUrl: opts.smtpUrl, smtpCaFile: opts.smtpCaFile });
    return createMailDelivery({ db: opts.db, transport, from: opts.from, log: opts.log });
  }
  return {
    async send(mail) {
      const file = await writeToOutbox(opts, mail);
      // The file, not the link: the link may carry a reset or invitation token (open the .eml to follow it).
      opts.log.info({ subject: mail.subject, file }, 'mail written to the outbox (no SMTP_URL)');
    },
  };
}

/** Text made safe for the HTML part of a mail. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * A mail of a greeting, paragraphs, one link and more paragraphs, as plain text and as HTML with every text
 * escaped. Each mail of the product is written this way, in the recipient's language.
 */
export function composeMail(m: {
  to: string;
  subject: string;
  greeting: string;
  before: string[];
  link: string;
  action: string;
  after: string[];
}): Mail {
  const signature = 'Club Pulse';
  const text = [m.greeting, ...m.before, m.link, ...m.after, signature].join('\n\n');
  const p = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const html = [
    p(m.greeting),
    ...m.before.map(p),
    `<p><a href="${escapeHtml(m.link)}">${escapeHtml(m.action)}</a></p>`,
    p(m.link),
    ...m.after.map(p),
    p(signature),
  ].join('');
  return { to: m.to, subject: m.subject, text, html, link: m.link };
}
