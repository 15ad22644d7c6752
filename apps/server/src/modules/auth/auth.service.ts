import type { AuthenticateRequest } from '@club-pulse/contracts/auth';
import type { Db } from '../../db/client.ts';
import type { members } from './tables.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { hitLimit, isMarked, markLimit, refundLimit } from '../../lib/rate-limit.ts';
import { verifyCaptcha } from '../captcha/index.ts';
import { signChallenge } from '../../lib/two-factor-keys.ts';
import { bumpTokenVersion, findMemberByEmail } from './auth.repository.ts';
import { recordAudit } from '../audit/index.ts';

/**
 * Whether the member signs in with a second factor. The two-factor module owns that table and is above this one
 * (it ends sessions through `bumpTokenVersion`), so app.ts hands its `hasTwoFactor` to `authModule`.
 */
export type TwoFactorOf = (db: Db, memberId: number) => Promise<boolean>;

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
 * up a member's attempts. Per account, only wrong attempts count (each is counted before the password is
 * checked, and given back when it was right, so that attempts at the same instant cannot slip past): from one
 * address (the owner's typos) and, from addresses where the account never signed in, from anywhere (a
 * distributed guess). An address where the right password was given is not held back by the second count:
 * strangers who use it up from elsewhere do not lock the owner out. See LIMITS.
 */
export async function authenticate(
  deps: AppDeps,
  input: AuthenticateRequest,
  from: { address: string },
  twoFactorOf: TwoFactorOf,
): Promise<{ token: string } | { twoFactorRequired: true; challenge: string }> {
  const limiter = deps.rateLimiter;
  await hitLimit(limiter, 'signInPerAddress', from.address);
  await verifyCaptcha(deps, input.captcha);
  const email = input.email.trim().toLowerCase();
  const here = `${email}|${from.address}`;
  await hitLimit(limiter, 'signInPerEmailAndAddress', here);
  const known = await isMarked(limiter, 'signInKnownAddress', here);
  if (!known) await hitLimit(limiter, 'signInPerEmail', email);
  const member = await findMemberByEmail(deps.db, input.email);
  const ok = await verifyPassword(member?.passwordHash, input.password);
  if (!member || !ok || !member.enabled) throw new AppError('LoginError');
  await refundLimit(limiter, 'signInPerEmailAndAddress', here);
  if (!known) await refundLimit(limiter, 'signInPerEmail', email);
  await markLimit(limiter, 'signInKnownAddress', here);
  // A member with a second factor gets no session yet: the challenge of the second step (modules/two-factor).
  if (await twoFactorOf(deps.db, member.id)) return { twoFactorRequired: true, challenge: await signChallenge(deps.config, member) };
  const token = await issueToken(deps, member);
  // An admin's sign-in is audited (the trail shows who held the keys when); a player's or a coach's is not.
  if (member.role === 'AppAdmin') await recordAudit(deps.db, member.id, 'admin.signIn', `member:${member.id}`);
  return { token };
}

export const signOut = (db: Db, memberId: number) => bumpTokenVersion(db, memberId);
