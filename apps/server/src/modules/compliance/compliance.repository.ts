import { sameText } from '@club-pulse/contracts/compliance';
import { COMPLIANCE_CATEGORY } from '@club-pulse/contracts/constants';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { anyRows, qualified } from '../../db/sql.ts';
import { complianceTexts } from './tables.ts';
import { countEnabledUsers, setAcceptedTermsVersion as setMemberTermsVersion } from '../auth/index.ts';

/** Every query of compliance texts (usage terms, privacy policy) and terms acceptance. */

/** The texts of the latest version of a category, one row per language. */
export async function latestTexts(db: Pick<Db, 'select'>, category: number) {
  return db
    .select()
    .from(complianceTexts)
    .where(
      and(
        eq(complianceTexts.category, category),
        eq(complianceTexts.version, sql`(select max(version) from compliance_texts where category = ${category})`),
      ),
    )
    .orderBy(desc(complianceTexts.language));
}

export async function latestVersion(db: Db, category: number): Promise<number | null> {
  const [row] = await db
    .select({ version: sql<number | null>`max(${complianceTexts.version})` })
    .from(complianceTexts)
    .where(eq(complianceTexts.category, category));
  return row?.version == null ? null : Number(row.version);
}

/**
 * The current usage-terms version (null before the first), as a sub-select for another module's query: the session
 * check's 451 gate, read with the member (app.ts hands it to the auth module's `sessionMemberReader`).
 */
export const currentUsageTermsVersion: SQL<number | null> = qualified(
  sql<number | null>`(select max(${complianceTexts.version}) from ${complianceTexts}
            where ${complianceTexts.category} = ${sql.raw(String(COMPLIANCE_CATEGORY.usageTerms))})`,
);

/**
 * Enabled members who must accept a new version of `category`: the 451 gate asks every enabled member with the
 * role User to accept the current usage terms (admins are never gated); nobody accepts the privacy policy.
 */
export async function membersToAccept(db: Pick<Db, 'select'>, category: number): Promise<number> {
  return category === COMPLIANCE_CATEGORY.usageTerms ? countEnabledUsers(db) : 0;
}

/**
 * The next version (max + 1) of a category in every language, under a lock per category, or why not: `unchanged`
 * (every text is the current one), `stale` (another version was published after `basedOnVersion`, the one the
 * texts were written against) or `summaryMissing` with the languages whose change summary is missing (a version
 * exists: members read what changed, in their language, above the new one). The texts come without version
 * lines (withoutVersionLine): the version is stored in its column only.
 */
export async function insertVersion(
  db: Db,
  category: number,
  contents: { language: string; content: string; changeSummary?: string | null }[],
  basedOnVersion?: number | null,
) {
  return db.transaction(async (tx) => {
    // Serialises concurrent publications of the same category so that versions never collide.
    await tx.execute(sql`select pg_advisory_xact_lock(7301, ${category})`);
    const current = await latestTexts(tx, category);
    if (basedOnVersion !== undefined && (current[0]?.version ?? null) !== basedOnVersion) return 'stale' as const;
    const same = (c: { language: string; content: string }) => current.some((r) => r.language === c.language && sameText(r.content, c.content));
    if (current.length > 0 && contents.every(same)) return 'unchanged' as const;
    const summaryMissing = current.length > 0 ? contents.filter((c) => !c.changeSummary).map((c) => c.language) : [];
    if (summaryMissing.length > 0) return { summaryMissing };
    const version = (current[0]?.version ?? 0) + 1;
    const rows = await tx
      .insert(complianceTexts)
      .values(
        contents.map((c) => ({
          category,
          version,
          language: c.language,
          content: c.content,
          changeSummary: current.length > 0 ? c.changeSummary || null : null,
        })),
      )
      .returning();
    const [first] = rows;
    if (!first) throw new Error('no text was published');
    return { version, publishedAt: first.publishedAt, membersToAccept: await membersToAccept(tx, category) };
  });
}

/** Records the usage-terms version the member accepted. */
export const setAcceptedTermsVersion = (db: Db, memberId: number, version: number) => setMemberTermsVersion(db, memberId, version);

/** "A text of `category` was published", as SQL for another module's query (the setup's checklist). */
export const compliancePublished = (category: number): SQL<boolean> => anyRows(complianceTexts, eq(complianceTexts.category, category));
