import { COMPLIANCE_CATEGORY } from '@club-pulse/contracts/constants';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedOnce } from '../db/rows.ts';
import { complianceTexts, members } from '../db/schema/index.ts';
import { qualified } from '../db/sql.ts';

/**
 * What the authentication of a call reads of a member, with the current usage-terms version (the 451 gate).
 * Every authenticated call runs it: built once, and a named statement (parsed and planned once per
 * PostgreSQL connection).
 */
export function readMember(db: Db, id: number) {
  return preparedOnce(db, 'auth_member', () =>
    db
      .select({
        id: members.id,
        role: members.role,
        email: members.email,
        name: members.name,
        surname: members.surname,
        language: members.language,
        enabled: members.enabled,
        tokenVersion: members.tokenVersion,
        acceptedTermsVersion: members.acceptedTermsVersion,
        birthDate: members.birthDate,
        guardianConfirmed: members.guardianConfirmed,
        currentTermsVersion: qualified(
          sql<number | null>`(select max(${complianceTexts.version}) from ${complianceTexts}
            where ${complianceTexts.category} = ${sql.raw(String(COMPLIANCE_CATEGORY.usageTerms))})`,
        ),
      })
      .from(members)
      .where(eq(members.id, sql.placeholder('id')))
      .prepare('auth_member'),
  ).execute({ id });
}

/** What the authentication reads of a member (kept by the member cache on the embedded database). */
export type MemberRow = Awaited<ReturnType<typeof readMember>>[number];
