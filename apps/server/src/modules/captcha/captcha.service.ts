import { randomInt } from 'node:crypto';
import { CaptchaPayload } from '@club-pulse/contracts/captcha';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { ResolvedConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { claimOnce } from './captcha.repository.ts';

const CHALLENGE_LIFETIME_SECONDS = 10 * 60;

/**
 * A self-hosted ALTCHA v2 proof-of-work challenge (the format the `altcha` v3 widget solves natively).
 * Deterministic mode: the server picks a secret counter in 1..maxNumber and publishes the first half of the
 * key it derives; the client has to count up to it. So `CAPTCHA_MAX_NUMBER` bounds the work exactly
 * (low in tests), and the key signature makes verification a single HMAC.
 */
export function newChallenge(config: ResolvedConfig) {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(1, config.captcha.maxNumber + 1),
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_LIFETIME_SECONDS,
    hmacSignatureSecret: config.captcha.secret,
    hmacKeySignatureSecret: `${config.captcha.secret}:key`,
  });
}

function decode(payload: string): CaptchaPayload | null {
  try {
    const parsed = CaptchaPayload.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Rejects a missing, wrong, expired or already used solution with ErrorCaptcha (when the captcha is enabled).
 * A solved challenge is accepted once: its signature is recorded (shared by every server instance through
 * the database) until the challenge expires.
 */
export async function verifyCaptcha(deps: { config: ResolvedConfig; db: Db }, payload: string | undefined): Promise<void> {
  if (!deps.config.captcha.enabled) return;
  const fail = () => new AppError('ErrorCaptcha', { field: 'captcha' });
  if (!payload) throw fail();
  const decoded = decode(payload);
  if (!decoded) throw fail();
  const { challenge, solution } = decoded;
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: deps.config.captcha.secret,
    hmacKeySignatureSecret: `${deps.config.captcha.secret}:key`,
  }).catch(() => null);
  if (!result?.verified || !challenge.parameters.expiresAt) throw fail();
  if (!(await claimOnce(deps.db, challenge.signature, challenge.parameters.expiresAt))) throw fail();
}
