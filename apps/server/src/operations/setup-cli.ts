/**
 * `npm run setup -- --email ada@club.example --name Ada --surname Lovelace [--language de]`: the first platform
 * admin of a headless installation, without the setup code (whoever runs commands on the server is trusted).
 * The password comes from SETUP_PASSWORD, or is asked on the terminal (twice, not echoed), or is the first line
 * of standard input. Refused once an admin exists, like the setup in the browser; on the embedded database,
 * refused while a server holds the data directory.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_LANGUAGE } from '@club-pulse/contracts/constants';
import { FirstAdminFields } from '@club-pulse/contracts/setup';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { useFastPasswordHashing } from '../lib/passwords.ts';
import { ensureQuizCategories } from '../modules/quizzes/index.ts';
import { createFirstAdminFromCommandLine } from '../modules/setup/index.ts';
import { lockDataDir } from './data-dir-lock.ts';

const USAGE =
  'usage: npm run setup -- --email <email> --name <name> --surname <surname> [--language en|es|ca|de|it] (password: SETUP_PASSWORD or asked)';

/** A line typed on the terminal without echo (the password), or the first line of piped input. */
async function readPassword(prompt: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    let data = '';
    for await (const chunk of stdin) {
      data += chunk;
      if (data.includes('\n')) break;
    }
    return data.split(/\r?\n/)[0] ?? '';
  }
  process.stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const onData = (key: string) => {
      for (const ch of key) {
        if (ch === '\r' || ch === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(typed);
          return;
        }
        if (ch === '\u0003') {
          stdin.setRawMode(false);
          reject(new Error('cancelled'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
        else typed += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function passwordFromUser(): Promise<string> {
  if (process.env.SETUP_PASSWORD) return process.env.SETUP_PASSWORD;
  const password = await readPassword('Password of the new admin: ');
  if (process.stdin.isTTY && (await readPassword('Repeat the password: ')) !== password) throw new Error('the passwords do not match');
  return password;
}

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, surname: { type: 'string' }, language: { type: 'string' } },
  strict: true,
});
if (!values.email || !values.name) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
useFastPasswordHashing(config.passwordHashFast);
let release = () => {};
try {
  // `--name "Ada Lovelace"` without --surname: the last word is the surname.
  const words = values.name.trim().split(/\s+/);
  const [name, surname] =
    values.surname !== undefined || words.length < 2 ? [values.name, values.surname ?? ''] : [words.slice(0, -1).join(' '), words.at(-1)];
  const input = FirstAdminFields.safeParse({
    email: values.email,
    name,
    surname,
    language: values.language ?? DEFAULT_LANGUAGE,
    password: await passwordFromUser(),
  });
  if (!input.success) {
    throw new Error(input.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  }
  release = !config.databaseUrl && config.dataDir !== 'memory://' ? lockDataDir(config.dataDir) : () => {};
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const admin = await createFirstAdminFromCommandLine(database.db, ensureQuizCategories, input.data);
    console.log(`Admin ${admin.email} created. Sign in at ${config.publicUrl.replace(/\/$/, '')}/login, then finish the setup at /admin/setup.`);
  } finally {
    await database.close();
  }
} catch (err) {
  const message =
    err instanceof AppError && err.code === 'NotFound'
      ? 'This installation has an admin already: the setup is done. Sign in, or ask an admin for an account.'
      : err instanceof AppError
        ? err.message
        : (err as Error).message;
  console.error(message);
  process.exitCode = 1;
} finally {
  release();
}
