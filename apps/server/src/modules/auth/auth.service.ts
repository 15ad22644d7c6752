import type { AuthenticateRequest } from '@club-pulse/contracts/auth';
import type { Db } from '../../db/client.ts';
import type { members } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { hitLimit } from '../../lib/rate-limit.ts';
import { verifyCaptcha } from '../captcha/index.ts';
import { signChallenge } from '../../lib/two-factor-keys.ts';
import { bumpTokenVersion, findMemberByEmail, hasTwoFactor } from './auth.repository.ts';

type MemberForToken = Pick<typeof members.$inferSelect, 'id' | 'name' | 'surname' | 'email' | 'role' | 'tokenVersion'>;

/** A session token for the member (sign-in, registration). */
export const issueToken = (deps: Pick<AppDeps, 'tokens'>, member: MemberForToken, opts: { twoFactor?: boolean } = {}) =>
  deps.tokens.issue({
    id: member.id,
    name: `${member.name} ${member.surname}`.trim(),
    email: member.email,
    role: member.role,
    tokenVersion: member.tokenVersion,
    twoFactor: opts.twoFactor === true,
  });

/**
 * Wrong password, unknown email and disabled member all answer the same LoginError: no enumeration.
 * The captcha is verified before anything counts against the account: without solving it nobody can use
 * up a member's attempts (and lock them out). Per account, attempts are counted per address (the owner's
 * typos) and from anywhere (a distributed guess); see LIMITS.
 */
export async function authenticate(
  deps: AppDeps,
  input: AuthenticateRequest,
  from: { address: string },
): Promise<{ token: string } | { twoFactorRequired: true; challenge: string }> {
  await hitLimit(deps.rateLimiter, 'signInPerAddress', from.address);
  await verifyCaptcha(deps, input.captcha);
  const email = input.email.trim().toLowerCase();
  await hitLimit(deps.rateLimiter, 'signInPerEmailAndAddress', `${email}|${from.address}`);
  await hitLimit(deps.rateLimiter, 'signInPerEmail', email);
  const member = await findMemberByEmail(deps.db, input.email);
  const ok = await verifyPassword(member?.passwordHash, input.password);
  if (!member || !ok || !member.enabled) throw new AppError('LoginError');
  // A member with a second factor gets no session yet: the challenge of the second step (modules/two-factor).
  if (await hasTwoFactor(deps.db, member.id)) return { twoFactorRequired: true, challenge: await signChallenge(deps.config, member) };
  return { token: await issueToken(deps, member) };
}

export const signOut = (db: Db, memberId: number) => bumpTokenVersion(db, memberId);
