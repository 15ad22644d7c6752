import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { claimDueMails, enqueueMail, markFailed, markSent } from './mail-outbox.repository.ts';
import type { Mail, Mailer } from './mailer.ts';

/** Pauses before the next attempt, by attempts made: then every 30 minutes, for two days. */
const RETRY_SECONDS = [30, 60, 120, 300, 600, 1800];
const GIVE_UP_AFTER_ATTEMPTS = RETRY_SECONDS.length + 96;
const LEASE_SECONDS = 120;
const SWEEP_EVERY_MS = 15_000;

export const retryAfter = (attempts: number) => RETRY_SECONDS[Math.min(attempts, RETRY_SECONDS.length) - 1] ?? 30;

/**
 * What an SMTP failure is called in the log and the outbox: its codes, never the server's full answer. The mail
 * library's own code (ESOCKET, EAUTH…), the system's when it wrapped one (ECONNREFUSED, ENOTFOUND, ETIMEDOUT…, the
 * codes docs/operations.md tells operators to look for), the SMTP answer's number and the command.
 */
const errorCode = (err: unknown) => {
  const e = err as { code?: string; originalCode?: string; responseCode?: number; command?: string; message?: string };
  const system = /\b(?:connect|getaddrinfo|read|write) (E[A-Z_]+)\b/.exec(e.message ?? '')?.[1];
  const codes = [e.code, e.originalCode, system, e.responseCode, e.command].filter((c) => c !== undefined && c !== null && c !== '');
  return [...new Set(codes.map(String))].join(' ') || 'unknown';
};

export interface MailDelivery extends Mailer {
  /** Delivers the mails that are due now (each instance sweeps every 15 s; tests call it). */
  deliverDue(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * SMTP delivery through the database: `send` writes the mail to the outbox and tries it at once; a failure
 * (server down, refused credentials, a timeout) is logged with its code and retried with growing pauses by
 * whichever instance sweeps first; a restart loses nothing. Delivery is at least once: a process killed
 * between the SMTP server's acceptance and the outbox update sends that mail again after the lease.
 */
export function createMailDelivery(opts: { db: Db; transport: Transporter; from: string; log: FastifyBaseLogger }): MailDelivery {
  const { db, transport, log } = opts;
  let running = Promise.resolve(0);
  let stopped = false;

  async function deliver(ids?: number[]): Promise<number> {
    const mails = await claimDueMails(db, { limit: 20, leaseSeconds: LEASE_SECONDS, ids });
    let sent = 0;
    for (const mail of mails) {
      try {
        await transport.sendMail({
          from: opts.from,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody ?? undefined,
        });
        await markSent(db, mail.id);
        sent++;
      } catch (err) {
        const code = errorCode(err);
        const giveUp = mail.attempts >= GIVE_UP_AFTER_ATTEMPTS;
        await markFailed(db, mail.id, code, giveUp ? null : retryAfter(mail.attempts));
        if (giveUp) log.error({ mailId: mail.id, attempts: mail.attempts, error: code }, 'mail given up: the SMTP server refused it for two days');
        else
          log.warn(
            { mailId: mail.id, attempts: mail.attempts, error: code, retryInSeconds: retryAfter(mail.attempts) },
            'mail not delivered yet: will try again',
          );
      }
    }
    return sent;
  }

  // One delivery at a time per instance; the next waits for the one running.
  const serialized = (ids?: number[]) => {
    running = running.then(
      () => deliver(ids),
      () => deliver(ids),
    );
    return running;
  };

  const timer = setInterval(() => {
    if (!stopped) serialized().catch((err) => log.error({ err }, 'mail sweep failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();

  return {
    async send(mail: Mail) {
      const id = await enqueueMail(db, mail);
      // Tried at once, after the answer: the caller does not wait for the SMTP server.
      serialized([id]).catch((err) => log.error({ err }, 'mail delivery failed'));
    },
    async enqueue(tx: Db, mail: Mail) {
      await enqueueMail(tx, mail);
    },
    deliverDue: () => serialized(),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running.catch(() => 0);
      transport.close();
    },
  };
}
