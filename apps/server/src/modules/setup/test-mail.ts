import { type Language, preferredLanguage } from '@club-pulse/contracts/constants';
import type { SendTestMailResponse, TestMailFailure } from '@club-pulse/contracts/setup';
import type { ResolvedConfig } from '../../config.ts';
import { createSmtpTransport, escapeHtml, type Mail, writeToOutbox } from '../../lib/mailer.ts';

const TEXT: Record<Language, { subject: string; body: (url: string) => string }> = {
  en: {
    subject: 'Club Pulse: test mail',
    body: (url) => `This is a test mail from Club Pulse at ${url}. It arrived: invitations and password resets will reach people too.`,
  },
  es: {
    subject: 'Club Pulse: correo de prueba',
    body: (url) =>
      `Este es un correo de prueba de Club Pulse en ${url}. Ha llegado: las invitaciones y los restablecimientos de contraseña también llegarán.`,
  },
  ca: {
    subject: 'Club Pulse: correu de prova',
    body: (url) =>
      `Aquest és un correu de prova de Club Pulse a ${url}. Ha arribat: les invitacions i els restabliments de contrasenya també arribaran.`,
  },
  de: {
    subject: 'Club Pulse: Testmail',
    body: (url) =>
      `Dies ist eine Testmail von Club Pulse unter ${url}. Sie ist angekommen: Einladungen und Links zum Zurücksetzen des Passworts kommen also auch an.`,
  },
  it: {
    subject: 'Club Pulse: e-mail di prova',
    body: (url) =>
      `Questa è un'e-mail di prova di Club Pulse all'indirizzo ${url}. È arrivata: anche gli inviti e i link per reimpostare la password arriveranno.`,
  },
};

/** The test mail, in `language`. */
export function testMail(to: string, language: string, publicUrl: string): Mail {
  const t = TEXT[preferredLanguage(language)];
  const text = t.body(publicUrl);
  return { to, subject: t.subject, text: `${text}\n\nClub Pulse`, html: `<p>${escapeHtml(text)}</p><p>Club Pulse</p>` };
}

type SmtpError = { code?: unknown; originalCode?: unknown; responseCode?: unknown; command?: unknown; message?: unknown };

/** The codes of a failure, as the mail library names them: `ESOCKET DEPTH_ZERO_SELF_SIGNED_CERT`, `EAUTH 535`… */
function codeOf(e: SmtpError): string {
  const parts = [e.code, e.originalCode !== e.code ? e.originalCode : undefined, e.responseCode].filter(
    (p) => p !== undefined && p !== null && p !== '',
  );
  return parts.map(String).join(' ') || 'unknown';
}

const CERTIFICATE = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|ALTNAME|HOSTNAME_MISMATCH/;
const UNREACHABLE = new Set([
  'ECONNECTION',
  'ESOCKET',
  'ETIMEDOUT',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What a failure means for the admin who reads it (TestMailFailure of the contracts). */
export function failureReason(err: unknown): TestMailFailure {
  const e = (err ?? {}) as SmtpError;
  const codes = [e.code, e.originalCode].map((c) => String(c ?? ''));
  if (codes.some((c) => CERTIFICATE.test(c)) || /certificate/i.test(String(e.message ?? ''))) return 'certificate';
  if (e.code === 'EAUTH' || e.code === 'ENOAUTH') return 'credentials';
  if (e.code === 'EENVELOPE') return 'recipient';
  if (codes.some((c) => UNREACHABLE.has(c))) return 'unreachable';
  return 'other';
}

/**
 * Sends one mail at once with the transport the installation is configured with, and says what happened: not
 * through the outbox (which would retry for two days and tell nobody), so that the admin reads the answer of
 * the SMTP server itself. Without SMTP_URL, the mail is written to the outbox folder like every other.
 */
export async function sendTestMail(config: ResolvedConfig, mail: Mail): Promise<SendTestMailResponse> {
  if (!config.smtpUrl) {
    await writeToOutbox({ from: config.mailFrom, dataDir: config.dataDir }, mail);
    return { via: 'outbox', sent: true };
  }
  const transport = createSmtpTransport({ smtpUrl: config.smtpUrl, smtpCaFile: config.smtpCaFile });
  try {
    await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    return { via: 'smtp', sent: true };
  } catch (err) {
    return { via: 'smtp', sent: false, failure: { reason: failureReason(err), code: codeOf(err as SmtpError) } };
  } finally {
    transport.close();
  }
}
