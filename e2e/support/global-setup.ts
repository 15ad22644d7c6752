import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { mailDirOf, RUN_GROUPS, SERVER_GROUPS, serverOf } from './env.ts';
import { startServers } from './servers.ts';

/**
 * A real SMTP server beside each of the run's servers (every mail it receives is written to its e2e/.mail-PORT/),
 * then the run's product servers, all at once (support/servers.ts).
 */
export default async function globalSetup() {
  const catchers = await Promise.all(SERVER_GROUPS.map((group) => catchMail(serverOf(group).smtpPort)));
  const closeCatchers = async () => {
    await Promise.all(catchers.map((close) => close()));
  };
  let stopServers: () => Promise<void>;
  try {
    stopServers = await startServers(RUN_GROUPS);
  } catch (error) {
    await closeCatchers();
    throw error;
  }
  return async () => {
    await stopServers();
    await closeCatchers();
  };
}

async function catchMail(port: number) {
  const dir = mailDirOf(port);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        writeFileSync(join(dir, `${Date.now()}-${++n}.eml`), `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
