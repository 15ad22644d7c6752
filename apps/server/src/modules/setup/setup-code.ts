import { randomInt, timingSafeEqual } from 'node:crypto';
import { formatSetupCode, normalizeSetupCode, SETUP_CODE_ALPHABET, SETUP_CODE_GROUP_LENGTH, SETUP_CODE_GROUPS } from '@club-pulse/contracts/setup';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { storeSecretOnce } from '../../lib/installation-secrets.repository.ts';
import { adminExists, forgetSetupCode, SETUP_CODE_SECRET } from './setup.repository.ts';

/** A new random setup code, in its stored form (40 bits: see SETUP_CODE_ALPHABET). */
export function generateSetupCode(): string {
  let code = '';
  for (let i = 0; i < SETUP_CODE_GROUPS * SETUP_CODE_GROUP_LENGTH; i++) code += SETUP_CODE_ALPHABET[randomInt(SETUP_CODE_ALPHABET.length)];
  return code;
}

/** Whether a typed code is the stored one (compared in constant time). */
export function isSetupCode(typed: string, stored: string | null): boolean {
  const code = normalizeSetupCode(typed);
  if (!code || !stored || code.length !== stored.length) return false;
  return timingSafeEqual(Buffer.from(code), Buffer.from(stored));
}

/**
 * At start: on an installation without any admin, the setup code and where to enter it, in the log (at level
 * warn, so that a server logging warnings only still shows it). The code is made once and kept in the
 * database: every instance prints the same one, also after a restart, until the first admin exists; then it
 * is deleted, and this prints nothing. Answers the code (tests), or null when an admin exists.
 */
export async function announceFirstRunSetup(o: { db: Db; log: FastifyBaseLogger; publicUrl: string }): Promise<string | null> {
  if (await adminExists(o.db)) {
    await forgetSetupCode(o.db);
    return null;
  }
  const code = await storeSecretOnce(o.db, SETUP_CODE_SECRET, generateSetupCode());
  if (!code) throw new Error('the setup code could not be stored');
  o.log.warn(`First-run setup: open ${o.publicUrl.replace(/\/$/, '')}/setup and enter the code ${formatSetupCode(code)}`);
  return code;
}
