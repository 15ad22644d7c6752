/**
 * A real SMTP server process on loopback for the mail tests (the `smtp-server` package): STARTTLS offered with
 * a self-signed certificate made for the run, authentication required and allowed only over TLS. Give
 * SMTP_CA_FILE = `certificateFile` to trust it; without it, the product must refuse the certificate.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export const SMTP_USER = 'club-pulse';
export const SMTP_PASSWORD = 'smtp-Secret-2026';

/** A self-signed certificate for 127.0.0.1 and localhost; `remove()` deletes it. */
export function makeCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'cp-smtp-'));
  execFileSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    join(dir, 'key.pem'),
    '-out',
    join(dir, 'cert.pem'),
    '-days',
    '2',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=IP:127.0.0.1,DNS:localhost',
  ]);
  return { keyFile: join(dir, 'key.pem'), certificateFile: join(dir, 'cert.pem'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface Received {
  to: string[];
  user: unknown;
  secure: boolean;
  data: string;
}

/** Starts the server on `port` (0: any free one). Recipients starting with `refused` are refused (550). */
export async function startSmtp(certificate: { keyFile: string; certificateFile: string }, port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    secure: false,
    key: readFileSync(certificate.keyFile),
    cert: readFileSync(certificate.certificateFile),
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: SMTP_USER });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refused')) callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (c) => (data += c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), user: session.user, secure: session.secure, data });
        callback();
      });
    },
    logger: false,
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const address = server.server.address() as AddressInfo;
  return { received, port: address.port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nobody listens on (for a server that is down). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
