import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { TWO_FACTOR_CHALLENGE_SECONDS } from '@club-pulse/contracts/two-factor';
import { jwtVerify, SignJWT } from 'jose';
import type { ResolvedConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { installationSecret } from './installation-secrets.ts';

/**
 * The keys of the second factor. TOTP secrets are encrypted at rest with AES-256-GCM under a key derived from
 * the installation's own secret `two-factor` (lib/installation-secrets.ts): a copy of the members' table or of
 * `member_two_factor` alone does not give the secrets away. The key lives in the same database, so a whole
 * database dump does: that is said in docs/security.md.
 */
const keys = new WeakMap<Db, Promise<Buffer>>();

function secretKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = installationSecret(db, 'two-factor').then((secret) => Buffer.from(hkdfSync('sha256', secret, 'club-pulse', 'totp secret at rest', 32)));
    keys.set(db, key);
  }
  return key;
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export async function sealSecret(db: Db, secret: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await secretKey(db), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

export async function openSecret(db: Db, sealed: string): Promise<string> {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('unknown sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', await secretKey(db), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** Recovery codes are stored as their SHA-256, of the code without case, spaces or dashes. */
export const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');
export const hashRecoveryCode = (code: string) => createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** `XXXXX-XXXXX` from an alphabet without look-alikes (50 bits each). */
export function newRecoveryCode(): string {
  const chars = [...randomBytes(10)].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * The challenge of a sign-in's second step: a signed token of one purpose (its own key and audience, so it is
 * never a session token and a session token is never a challenge), for one member and token version (signing
 * out ends it), valid TWO_FACTOR_CHALLENGE_SECONDS.
 */
type ChallengeConfig = Pick<ResolvedConfig, 'jwtSecret' | 'jwtIssuer' | 'jwtAudience'>;
const challengeKey = (config: ChallengeConfig) => new Uint8Array(hkdfSync('sha256', config.jwtSecret, 'club-pulse', 'two-factor challenge', 32));
const challengeAudience = (config: ChallengeConfig) => `${config.jwtAudience}:two-factor`;

export function signChallenge(config: ChallengeConfig, member: { id: number; tokenVersion: number }, nowMs = Date.now()): Promise<string> {
  const now = Math.floor(nowMs / 1000);
  return new SignJWT({ purpose: 'two-factor', tv: member.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(member.id))
    .setIssuer(config.jwtIssuer)
    .setAudience(challengeAudience(config))
    .setIssuedAt(now)
    .setExpirationTime(now + TWO_FACTOR_CHALLENGE_SECONDS)
    .sign(challengeKey(config));
}

/** The member and token version of a valid challenge, or null (tampered, expired, another kind of token). */
export async function verifyChallenge(config: ChallengeConfig, challenge: string): Promise<{ id: number; tokenVersion: number } | null> {
  try {
    const { payload } = await jwtVerify(challenge, challengeKey(config), {
      algorithms: ['HS256'],
      issuer: config.jwtIssuer,
      audience: challengeAudience(config),
    });
    const id = Number(payload.sub);
    if (payload.purpose !== 'two-factor' || !Number.isInteger(id) || typeof payload.tv !== 'number') return null;
    return { id, tokenVersion: payload.tv };
  } catch {
    return null;
  }
}
