import { needsGuardianConsent } from '@club-pulse/contracts/account';
import { preferredLanguage, type Language } from '@club-pulse/contracts/constants';
import type { ChangePasswordRequest, ProfileResponse, UpdateProfileRequest, UpdateProfileResponse } from '@club-pulse/contracts/profile';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { hitLimit } from '../../lib/rate-limit.ts';
import { issueToken } from '../auth/index.ts';
import * as repo from './profile.repository.ts';

type ProfileRow = NonNullable<Awaited<ReturnType<typeof repo.findProfile>>>;

const present = (row: ProfileRow): ProfileResponse => ({
  email: row.email,
  name: row.name,
  surname: row.surname,
  language: preferredLanguage(row.language),
  role: row.role,
  guardianConsentNeeded: needsGuardianConsent(row),
});

export async function getProfile(db: Db, memberId: number): Promise<ProfileResponse> {
  const row = await repo.findProfile(db, memberId);
  if (!row) throw new AppError('Unauthorized');
  return present(row);
}

/**
 * Saves name, surname and language. The language is the one of every mail the server sends the member from now
 * on (each mail reads `members.language`). The answer carries a token with the new name for the header; the
 * token version is unchanged, so the member's other sessions go on.
 */
export async function updateProfile(
  deps: Pick<AppDeps, 'db' | 'tokens'>,
  session: { id: number; twoFactorVerified: boolean },
  input: UpdateProfileRequest,
): Promise<UpdateProfileResponse> {
  const row = await repo.updateProfile(deps.db, session.id, input);
  if (!row) throw new AppError('Unauthorized');
  // The new token keeps what the session proved (the second factor of an admin).
  return { profile: present(row), token: await issueToken(deps, row, { twoFactor: session.twoFactorVerified }) };
}

/** The member confirms, with a guardian beside them, the guardian's consent (as at registration). */
export const confirmGuardianConsent = (db: Db, memberId: number) => repo.confirmGuardianConsent(db, memberId);

export const updateLanguage = (db: Db, memberId: number, language: Language) => repo.updateLanguage(db, memberId, language);

/**
 * Changes the password after checking the current one with argon2, as a sign-in does (a wrong one answers
 * LoginError on `currentPassword`; attempts are limited per member, a guessing bound for a stolen session).
 * Every token issued before ends (token version); the caller gets a fresh one and stays signed in.
 */
export async function changePassword(
  deps: AppDeps,
  session: { id: number; twoFactorVerified: boolean },
  input: ChangePasswordRequest,
): Promise<string> {
  const memberId = session.id;
  await hitLimit(deps.rateLimiter, 'changePasswordPerMember', memberId);
  const current = await repo.findPasswordHash(deps.db, memberId);
  if (!(await verifyPassword(current, input.currentPassword))) throw new AppError('LoginError', { field: 'currentPassword' });
  const row = await repo.changePassword(deps.db, memberId, await hashPassword(input.password));
  if (!row) throw new AppError('Unauthorized');
  return issueToken(deps, row, { twoFactor: session.twoFactorVerified });
}
