import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/rows.ts';
import { members } from './tables.ts';

/**
 * What the session check of every call reads of a member (plugins/auth.ts), with `currentTermsVersion` for the 451
 * gate: the compliance module's sub-select, handed over by app.ts (compliance is above this module, it asks it for
 * members). One statement, built once, and a named statement (parsed and planned once per PostgreSQL connection):
 * one reader per database object, since the name keeps the first text.
 */
export const sessionMemberReader = (currentTermsVersion: SQL<number | null>) => (db: Db, id: number) =>
  preparedOnce(db, 'auth_member', () =>
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
        currentTermsVersion,
      })
      .from(members)
      .where(eq(members.id, sql.placeholder('id')))
      .prepare('auth_member'),
  ).execute({ id });
