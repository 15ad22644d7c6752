import { RECOVERY_CODE_COUNT, type TwoFactorSignInRequest } from '@club-pulse/contracts/two-factor';
import { AppError } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { hitLimit, refundLimit } from '../../lib/rate-limit.ts';
import { matchTotp, newTotpSecret, otpauthUri } from '../../lib/totp.ts';
import { recordAudit } from '../audit/index.ts';
import { findMemberByEmail, findMemberById, issueToken } from '../auth/index.ts';
import { hashRecoveryCode, newRecoveryCode, openSecret, sealSecret, verifyChallenge } from '../../lib/two-factor-keys.ts';
import * as repo from './two-factor.repository.ts';

type Session = { id: number; role: string; email: string };

/**
 * Every code counts against the member's limit of wrong codes before it is checked, so that codes sent at the
 * same instant cannot all slip past it: past the limit, even the right code is refused (429). A right code is
 * given back, and so is a right code already used (a replay), which tells a guesser nothing.
 */
async function countAttempt(deps: AppDeps, memberId: number) {
  await hitLimit(deps.rateLimiter, 'twoFactorWrongCodesPerMember', memberId);
}

const giveBack = (deps: AppDeps, memberId: number) => refundLimit(deps.rateLimiter, 'twoFactorWrongCodesPerMember', memberId);

async function refuseCode(deps: AppDeps, memberId: number, counted: boolean): Promise<never> {
  if (!counted) await giveBack(deps, memberId);
  throw new AppError('TwoFactorCodeInvalid', { field: 'code' });
}

const digitsOf = (code: string) => code.replace(/\s/g, '');

function stepOf(secret: string, code: string, lastUsedStep: number | null) {
  const digits = digitsOf(code);
  const step = matchTotp(secret, digits, { nowMs: Date.now(), lastUsedStep });
  const replay = step === null && lastUsedStep !== null && matchTotp(secret, digits, { nowMs: Date.now(), lastUsedStep: null }) !== null;
  return { step, replay };
}

/** POST /api/member/authenticate/two-factor: the challenge and a code of the app or a recovery code; answers the session. */
export async function signInWithCode(deps: AppDeps, input: TwoFactorSignInRequest): Promise<string> {
  const claims = await verifyChallenge(deps.config, input.challenge);
  const member = claims && (await findMemberById(deps.db, claims.id));
  if (!claims || !member?.enabled || member.tokenVersion !== claims.tokenVersion) throw new AppError('TwoFactorChallengeInvalid');
  const row = await repo.findTwoFactor(deps.db, member.id);
  if (!row?.enabledAt) throw new AppError('TwoFactorChallengeInvalid');
  try {
    await countAttempt(deps, member.id);
  } catch (error) {
    await recordAudit(deps.db, member.id, 'member.twoFactorSignInRefused', `member:${member.id}`);
    throw error;
  }
  const secret = await openSecret(deps.db, row.secret);
  if (/^\d+$/.test(digitsOf(input.code))) {
    const { step, replay } = stepOf(secret, input.code, row.lastUsedStep);
    if (step === null || !(await repo.useTimeStep(deps.db, member.id, step))) return refuseCode(deps, member.id, !replay && step === null);
  } else if (!(await repo.useRecoveryCode(deps.db, member.id, hashRecoveryCode(input.code)))) {
    return refuseCode(deps, member.id, true);
  }
  await giveBack(deps, member.id);
  const token = await issueToken(deps, member, { twoFactor: true });
  if (member.role === 'AppAdmin') await recordAudit(deps.db, member.id, 'admin.signInTwoFactor', `member:${member.id}`);
  return token;
}

function requireAdmin(member: Session) {
  if (member.role !== 'AppAdmin') throw new AppError('Forbidden');
}

/** POST /api/member/two-factor/setup: a new secret for the app (not enabled until a first code confirms it). */
export async function setUpTwoFactor(deps: AppDeps, member: Session) {
  requireAdmin(member);
  const secret = newTotpSecret();
  if (!(await repo.storePendingSecret(deps.db, member.id, await sealSecret(deps.db, secret)))) throw new AppError('TwoFactorAlreadyEnabled');
  return { secret, otpauthUri: otpauthUri(secret, member.email) };
}

const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/**
 * POST /api/member/two-factor/enable: the first code confirms the app; answers a session that counts as
 * verified and the recovery codes, shown this once.
 */
export async function enableTwoFactor(deps: AppDeps, member: Session, code: string) {
  requireAdmin(member);
  const row = await repo.findTwoFactor(deps.db, member.id);
  if (!row) throw new AppError('TwoFactorNotSetUp');
  if (row.enabledAt) throw new AppError('TwoFactorAlreadyEnabled');
  await countAttempt(deps, member.id);
  const { step } = stepOf(await openSecret(deps.db, row.secret), code, row.lastUsedStep);
  if (step === null) return refuseCode(deps, member.id, true);
  await giveBack(deps, member.id);
  const recoveryCodes = newRecoveryCodes();
  if (!(await repo.enableTwoFactor(deps.db, member.id, step, recoveryCodes.map(hashRecoveryCode)))) throw new AppError('TwoFactorAlreadyEnabled');
  const fresh = await findMemberById(deps.db, member.id);
  if (!fresh) throw new AppError('Unauthorized');
  return { token: await issueToken(deps, fresh, { twoFactor: true }), recoveryCodes };
}

/** POST /api/member/two-factor/recovery-codes: a code of the app replaces every recovery code by a new set. */
export async function renewRecoveryCodes(deps: AppDeps, member: Session, code: string) {
  const row = await repo.findTwoFactor(deps.db, member.id);
  if (!row?.enabledAt) throw new AppError('TwoFactorNotSetUp');
  await countAttempt(deps, member.id);
  const { step, replay } = stepOf(await openSecret(deps.db, row.secret), code, row.lastUsedStep);
  if (step === null) return refuseCode(deps, member.id, !replay);
  const recoveryCodes = newRecoveryCodes();
  if (!(await repo.renewRecoveryCodes(deps.db, member.id, step, recoveryCodes.map(hashRecoveryCode)))) return refuseCode(deps, member.id, false);
  await giveBack(deps, member.id);
  return { recoveryCodes };
}

export async function twoFactorStatus(deps: Pick<AppDeps, 'db'>, memberId: number) {
  const row = await repo.findTwoFactor(deps.db, memberId);
  const enabled = Boolean(row?.enabledAt);
  return { enabled, recoveryCodesLeft: enabled ? await repo.countRecoveryCodesLeft(deps.db, memberId) : 0 };
}

/** POST /api/admin/member/:id/two-factor/reset: another admin's, never one's own (a stolen session must not remove it). */
export async function resetTwoFactorOf(deps: AppDeps, actorId: number, memberId: number) {
  if (actorId === memberId) throw new AppError('CannotResetOwnTwoFactor');
  if (!(await repo.resetTwoFactor(deps.db, actorId, memberId))) throw new AppError('NotFound');
}

/**
 * `npm run reset-two-factor -- --email …`: the operator's way back in for an admin who lost both the
 * authenticator and the recovery codes, when no other admin can reset it (the only admin). Whoever runs commands
 * on the server is trusted, as for `npm run setup`. Audited with no actor.
 */
export async function resetTwoFactorFromCommandLine(db: Db, email: string): Promise<{ email: string; hadTwoFactor: boolean }> {
  const member = await findMemberByEmail(db, email.trim());
  if (!member) throw new AppError('NotFound', { message: `No member has the email ${email.trim()}.` });
  if (member.role !== 'AppAdmin')
    throw new AppError('Forbidden', { message: `${member.email} is not a platform admin: members sign in without a second factor.` });
  const hadTwoFactor = Boolean((await repo.findTwoFactor(db, member.id))?.enabledAt);
  await repo.resetTwoFactor(db, null, member.id);
  return { email: member.email, hadTwoFactor };
}
