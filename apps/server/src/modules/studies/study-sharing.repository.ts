import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';

/** The queries of sharing a study that studies.repository.ts does not already have. */

/** The members among these (lower-cased) addresses: their name and language, for an invitation mail. */
export const findMembersByEmails = (db: Db, emails: string[]) =>
  emails.length === 0
    ? Promise.resolve([])
    : db
        .select({ email: sql<string>`lower(${members.email})`, name: members.name, language: members.language, enabled: members.enabled })
        .from(members)
        .where(inArray(sql`lower(${members.email})`, emails));
