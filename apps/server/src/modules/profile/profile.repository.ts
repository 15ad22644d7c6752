import type { Language } from '@club-pulse/contracts/constants';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
import {
  confirmGuardian,
  findMemberPasswordHash,
  findMemberProfile,
  setMemberLanguage,
  setPasswordHash,
  updateMemberProfile,
} from '../auth/index.ts';

/** Every query of the member's own account page: the member's row is the auth module's (docs/decisions/0009), the audits are this page's. */

/** The member's own row as the account page shows it, or null. */
export const findProfile = (db: Db, memberId: number) => findMemberProfile(db, memberId);

/** The member's password hash, to check the current password. */
export const findPasswordHash = (db: Db, memberId: number) => findMemberPasswordHash(db, memberId);

/** Sets name, surname and language; audited with the member as actor. */
export async function updateProfile(db: Db, memberId: number, values: { name: string; surname: string; language: Language }) {
  return db.transaction(async (tx) => {
    const row = await updateMemberProfile(tx, memberId, values);
    if (row) await recordAudit(tx, memberId, 'member.profileUpdate', `member:${memberId}`);
    return row;
  });
}

/** Sets the language only (the header's language menu); not audited: it is a preference, like the menu itself. */
export const updateLanguage = (db: Db, memberId: number, language: Language) => setMemberLanguage(db, memberId, language);

/**
 * Sets the new password hash and bumps the token version in one statement, so that every token issued before
 * stops working at once; returns the row with the new version, for the caller's fresh token. Audited.
 */
export async function changePassword(db: Db, memberId: number, passwordHash: string) {
  return db.transaction(async (tx) => {
    const row = await setPasswordHash(tx, memberId, passwordHash);
    if (row) await recordAudit(tx, memberId, 'member.passwordChange', `member:${memberId}`);
    return row;
  });
}

/** Records a guardian's consent, confirmed by the member (audited, with the member as actor); once is enough. */
export async function confirmGuardianConsent(db: Db, memberId: number) {
  await db.transaction(async (tx) => {
    if (await confirmGuardian(tx, memberId)) await recordAudit(tx, memberId, 'member.guardianConsent', `member:${memberId}`);
  });
}
