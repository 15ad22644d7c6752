import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { complianceTexts, members } from '../../db/schema/index.ts';

/** Every query of compliance texts (usage terms, privacy policy) and terms acceptance. */

/** The texts of the latest version of a category, one row per language. */
export async function latestTexts(db: Db, category: number) {
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

/** Inserts a new version (max + 1) of a category in every given language, in one statement per call. */
export async function insertVersion(db: Db, category: number, contents: { language: string; content: string }[]) {
  return db.transaction(async (tx) => {
    // Serialises concurrent publications of the same category so that versions never collide.
    await tx.execute(sql`select pg_advisory_xact_lock(7301, ${category})`);
    const [latest] = await tx
      .select({ next: sql<number>`coalesce(max(${complianceTexts.version}), 0) + 1` })
      .from(complianceTexts)
      .where(eq(complianceTexts.category, category));
    const version = Number(latest?.next ?? 1);
    const rows = await tx
      .insert(complianceTexts)
      .values(contents.map((c) => ({ category, version, language: c.language, content: c.content })))
      .returning();
    const [first] = rows;
    if (!first) throw new Error('no text was published');
    return { version, publishedAt: first.publishedAt };
  });
}

export async function setAcceptedTermsVersion(db: Db, memberId: number, version: number) {
  await db.update(members).set({ acceptedTermsVersion: version }).where(eq(members.id, memberId));
}
