import { randomBytes } from 'node:crypto';
import type { Config, ResolvedConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { storeSecretOnce } from './installation-secrets.repository.ts';

/**
 * The secret called `name`: the configured one when given; otherwise 48 random bytes generated once per
 * installation and kept in the database. Two instances starting at once both try to insert, the first one
 * wins and both read the same value. No secret is ever written in the source: a token signed with a key
 * somebody read in the repository works nowhere.
 */
export async function installationSecret(db: Db, name: string, configured?: string): Promise<string> {
  if (configured) return configured;
  const value = await storeSecretOnce(db, name, randomBytes(48).toString('base64url'));
  if (value === undefined) throw new Error(`installation secret ${name} could not be stored`);
  return value;
}

/** The configuration with its token and captcha secrets settled (configured, or the installation's own). */
export async function resolveSecrets(db: Db, config: Config): Promise<ResolvedConfig> {
  const [jwtSecret, captchaSecret] = await Promise.all([
    installationSecret(db, 'jwt', config.jwtSecret),
    installationSecret(db, 'captcha', config.captcha.secret),
  ]);
  return { ...config, jwtSecret, captcha: { ...config.captcha, secret: captchaSecret } };
}
