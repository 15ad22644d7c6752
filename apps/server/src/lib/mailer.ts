import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A link the mail carries, logged when no SMTP server is configured so a developer can follow it. */
  link?: string;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP when `smtpUrl` is set; otherwise .eml files in `<dataDir>/outbox/` and a log line with the link. */
export function createMailer(opts: { smtpUrl?: string; from: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = opts.dataDir === 'memory://' ? null : resolve(opts.dataDir, 'outbox');
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      if (outbox) {
        mkdirSync(outbox, { recursive: true });
        const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`);
        writeFileSync(file, info.message as Buffer);
      }
      opts.log.info({ mailTo: mail.to, subject: mail.subject, link: mail.link }, 'mail written to the outbox (no SMTP_URL)');
    },
  };
}
