import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { mailDirOf, smtpPortOf } from './env.ts';

/** The mailbox of the SMTP catcher beside the current test's server (its project's). */
export const currentMailDir = () => mailDirOf(smtpPortOf(test.info().project.use.baseURL));

/** Waits for a mail to `to` received by the test SMTP server and returns its raw text (quoted-printable decoded). */
export async function waitForMail(to: string, opts: { after?: number; timeout?: number } = {}): Promise<string> {
  let found = '';
  const dir = currentMailDir();
  await expect
    .poll(
      () => {
        for (const file of readdirSync(dir).sort().reverse()) {
          if (opts.after && Number(file.split('-')[0]) < opts.after) continue;
          const raw = readFileSync(join(dir, file), 'utf8');
          if (raw.toLowerCase().includes(`x-envelope-to: ${to.toLowerCase()}`)) {
            found = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h) => String.fromCharCode(Number.parseInt(h, 16)));
            return true;
          }
        }
        return false;
      },
      { timeout: opts.timeout ?? 15_000 },
    )
    .toBe(true);
  return found;
}

/** The first link in a mail whose path starts with `path`. */
export function linkIn(mail: string, path: string): string {
  const match = mail.match(new RegExp(`https?://[^\\s"'<>]+${path.replace(/[/?]/g, '\\$&')}[^\\s"'<>]*`));
  if (!match) throw new Error(`no ${path} link in mail`);
  return match[0].replace(/&amp;/g, '&');
}
