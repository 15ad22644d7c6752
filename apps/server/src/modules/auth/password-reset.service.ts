import { createHash, randomBytes } from 'node:crypto';
import { type ForgotPasswordRequest, needsGuardianConsent, type ResetPasswordRequest } from '@club-pulse/contracts/account';
import { INVITATION_LIFETIME_DAYS, RESET_TOKEN_LIFETIME_SECONDS } from '@club-pulse/contracts/constants';
import { VALIDATION_MESSAGES } from '@club-pulse/contracts/validation-messages';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hitLimit, withinLimit } from '../../lib/rate-limit.ts';
import { verifyCaptcha } from '../captcha/index.ts';
import { consumeResetToken, findMemberByEmail, findMemberById, findMemberOfLiveResetToken, storeResetToken } from './auth.repository.ts';
import { passwordResetMail } from './reset-mail.ts';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A single-use link to the reset-password screen: 32 random bytes (base64url) in the link, only their
 * SHA-256 in the database, expiring after one hour unless told otherwise (coach invitations live longer).
 */
export async function createPasswordResetLink(
  deps: Pick<AppDeps, 'db' | 'config'>,
  memberId: number,
  opts: { lifetimeSeconds?: number } = {},
): Promise<string> {
  const member = await findMemberById(deps.db, memberId);
  if (!member) throw new AppError('NotFound');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (opts.lifetimeSeconds ?? RESET_TOKEN_LIFETIME_SECONDS) * 1000);
  await storeResetToken(deps.db, member.id, sha256(token), expiresAt);
  const url = new URL('/reset-password', deps.config.publicUrl);
  url.searchParams.set('email', member.email);
  url.searchParams.set('token', token);
  // The screen asks for a guardian's consent from the start (the server decides by the member's row anyway).
  if (needsGuardianConsent(member)) url.searchParams.set('guardian', '1');
  return url.toString();
}

/** An invitation's set-password link (a new member, a coach, a roster import): INVITATION_LIFETIME_DAYS long. */
export function createInvitationLink(deps: Pick<AppDeps, 'db' | 'config'>, memberId: number): Promise<string> {
  return createPasswordResetLink(deps, memberId, { lifetimeSeconds: INVITATION_LIFETIME_DAYS * 24 * 3600 });
}

/**
 * Forgot password: the captcha and the per-address limit decide the answer (the same for every email); the
 * caps on mails, the lookup, the link and the mail happen after the answer has left (deps.background), so
 * neither the answer nor the time it takes says whether the email belongs to a member. Past a cap (per email
 * and address, per email) no mail leaves and the answer is still 204: strangers who ask for the owner's mails
 * cannot make the owner's own request fail, nor flood the owner's inbox; the newest link mailed still works.
 */
export async function forgotPassword(deps: AppDeps, input: ForgotPasswordRequest, from: { address: string }) {
  await hitLimit(deps.rateLimiter, 'forgotPerAddress', from.address);
  await verifyCaptcha(deps, input.captcha);
  const email = input.email.trim().toLowerCase();
  deps.background.run('password-reset mail', async () => {
    if (!(await withinLimit(deps.rateLimiter, 'forgotMailPerEmailAndAddress', `${email}|${from.address}`))) return;
    if (!(await withinLimit(deps.rateLimiter, 'forgotMailPerEmail', email))) return;
    const member = await findMemberByEmail(deps.db, email);
    if (!member?.enabled) return;
    const link = await createPasswordResetLink(deps, member.id);
    await deps.mailer.send(passwordResetMail({ email: member.email, name: member.name, language: member.language }, link));
  });
}

/**
 * Sets a new password through a reset link; a bad, used or expired link answers InvalidResetLink. The link is
 * checked before the new password is hashed: an unknown member and a known one with a wrong link cost the same
 * (one lookup), so the time of the answer does not say who has an account. The link is used in one
 * transaction with the new hash (consumeResetToken), so two uses at the same instant cannot both succeed.
 */
export async function resetPassword(deps: AppDeps, input: ResetPasswordRequest, from: { address: string }) {
  await hitLimit(deps.rateLimiter, 'resetPerAddress', from.address);
  const tokenHash = sha256(input.token);
  // A disabled member's links were retired when they were disabled; the query also refuses a link made since.
  const member = await findMemberOfLiveResetToken(deps.db, input.email, tokenHash);
  if (member === null) throw new AppError('InvalidResetLink');
  // Only the holder of a live link gets this far, so the answer says nothing to anybody else about the member.
  const consentNeeded = needsGuardianConsent(member);
  if (consentNeeded && input.guardianConfirmed !== true) {
    throw new AppError('ValidationError', { field: 'guardianConfirmed', message: VALIDATION_MESSAGES.guardianConsent });
  }
  const ok = await consumeResetToken(deps.db, member.id, tokenHash, await hashPassword(input.password), { guardianConfirmed: consentNeeded });
  if (!ok) throw new AppError('InvalidResetLink');
}
