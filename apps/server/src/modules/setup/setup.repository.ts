import { COMPLIANCE_CATEGORY, isLanguage, type Language } from '@club-pulse/contracts/constants';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { installationSettings } from './tables.ts';
import {
  accounts,
  auditEvents,
  clubs,
  complianceTexts,
  installationSecrets,
  members,
  quizCategories,
  quizzes,
  squadMembers,
  studyGroups,
  supportContacts,
} from '../../db/schema/index.ts';
import { qualified } from '../../db/sql.ts';

/** Every query of the first-run setup: the first admin, the setup code, the installation's settings, the checklist. */

/** The installation secret that holds the setup code while no admin exists (lib/installation-secrets). */
export const SETUP_CODE_SECRET = 'setup-code';
/** The audit action of a test mail that left (the checklist's "mail" step reads it). */
export const TEST_MAIL_SENT = 'setup.test-mail';
/** The key of the advisory lock the first admin is created under ('CPSU'). */
const SETUP_LOCK_KEY = 0x43505355;
const DEFAULT_LANGUAGE_SETTING = 'defaultLanguage';
const ANSWER_RETENTION_SETTING = 'answerRetentionMonths';

/**
 * The quiz categories of the product (the web client translates their names): study groups need one, and an
 * installation that starts without demo data would have none.
 */
const QUIZ_CATEGORIES = ['youth', 'senior', 'staff'];

export async function adminExists(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.role, 'AppAdmin')).limit(1);
  return row !== undefined;
}

export async function readSetupCode(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ value: installationSecrets.value })
    .from(installationSecrets)
    .where(eq(installationSecrets.name, SETUP_CODE_SECRET));
  return row?.value ?? null;
}

export async function forgetSetupCode(db: Db): Promise<void> {
  await db.delete(installationSecrets).where(eq(installationSecrets.name, SETUP_CODE_SECRET));
}

export type FirstAdminOutcome = { created: { id: number } } | { refused: 'adminExists' | 'wrongCode' | 'emailTaken' };

/**
 * Creates the first admin, once. Under a transaction-level advisory lock, so that two requests (two browsers,
 * two instances, the command line beside a browser) are taken one after the other: the second finds the admin
 * and creates nothing. `isRightCode` checks the stored setup code (null: the command line, which needs none);
 * the code is deleted with the admin's creation. The product's quiz categories are made sure of on the way.
 */
export async function insertFirstAdmin(
  db: Db,
  values: { email: string; name: string; surname: string; passwordHash: string; language: Language },
  isRightCode: ((stored: string | null) => boolean) | null,
): Promise<FirstAdminOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK_KEY})`);
    const [admin] = await tx.select({ id: members.id }).from(members).where(eq(members.role, 'AppAdmin')).limit(1);
    if (admin) return { refused: 'adminExists' as const };
    if (isRightCode) {
      const [code] = await tx
        .select({ value: installationSecrets.value })
        .from(installationSecrets)
        .where(eq(installationSecrets.name, SETUP_CODE_SECRET));
      if (!isRightCode(code?.value ?? null)) return { refused: 'wrongCode' as const };
    }
    const [taken] = await tx.select({ id: members.id }).from(members).where(sql`lower(${members.email}) = lower(${values.email})`);
    if (taken) return { refused: 'emailTaken' as const };
    const [created] = await tx
      .insert(members)
      .values({ ...values, role: 'AppAdmin', enabled: true })
      .returning({ id: members.id });
    if (!created) throw new Error('the first admin was not stored');
    await tx.delete(installationSecrets).where(eq(installationSecrets.name, SETUP_CODE_SECRET));
    await tx
      .insert(quizCategories)
      .values(QUIZ_CATEGORIES.map((name) => ({ name })))
      .onConflictDoNothing();
    return { created };
  });
}

export async function readDefaultLanguage(db: Db): Promise<Language | null> {
  const [row] = await db
    .select({ value: installationSettings.value })
    .from(installationSettings)
    .where(eq(installationSettings.name, DEFAULT_LANGUAGE_SETTING));
  return row && isLanguage(row.value) ? row.value : null;
}

/** The retention period of answers, in months (docs/decisions/0008); null: never set, the contracts' default holds. */
export async function readAnswerRetentionMonths(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ value: installationSettings.value })
    .from(installationSettings)
    .where(eq(installationSettings.name, ANSWER_RETENTION_SETTING));
  return retentionMonthsOfSetting(row?.value ?? null);
}

/**
 * The stored retention setting as a scalar sub-select (its text, or null when never set), for a query that reads
 * it beside its own rows (the group report's study); `retentionMonthsOfSetting` reads its value.
 */
export const answerRetentionSettingSql = sql<
  string | null
>`(select ${installationSettings.value} from ${installationSettings} where ${installationSettings.name} = ${ANSWER_RETENTION_SETTING})`;

/** The months of a stored retention setting; null when never set or not a whole number. */
export function retentionMonthsOfSetting(value: string | null): number | null {
  const months = value === null ? Number.NaN : Number(value);
  return Number.isInteger(months) ? months : null;
}

export async function storeAnswerRetentionMonths(db: Db, months: number): Promise<void> {
  const value = String(months);
  await db
    .insert(installationSettings)
    .values({ name: ANSWER_RETENTION_SETTING, value })
    .onConflictDoUpdate({ target: installationSettings.name, set: { value, updatedAt: sql`now()` } });
}

export async function storeDefaultLanguage(db: Db, language: Language): Promise<void> {
  await db
    .insert(installationSettings)
    .values({ name: DEFAULT_LANGUAGE_SETTING, value: language })
    .onConflictDoUpdate({ target: installationSettings.name, set: { value: language, updatedAt: sql`now()` } });
}

const exists = (query: ReturnType<typeof sql>) => qualified(sql<boolean>`exists (${query})`).mapWith(Boolean);

/** Active clubs without a support contact (the checklist's "support" step, and the admin home names them). */
const clubsWithoutSupportSql = sql`select ${clubs.id} from ${clubs} where ${clubs.active}
  and not exists (select 1 from ${supportContacts} where ${supportContacts.clubId} = ${clubs.id})`;

export async function clubsWithoutSupport(db: Db) {
  return db
    .select({ id: clubs.id, name: clubs.name })
    .from(clubs)
    .where(sql`${clubs.id} in (${clubsWithoutSupportSql})`)
    .orderBy(sql`lower(${clubs.name})`, clubs.id);
}

/** What the setup's checklist shows as done, read from the data in one query. */
export async function setupChecklist(db: Db) {
  const [row] = await db
    .select({
      language: exists(sql`select 1 from ${installationSettings} where ${installationSettings.name} = ${DEFAULT_LANGUAGE_SETTING}`),
      usageTerms: exists(sql`select 1 from ${complianceTexts} where ${complianceTexts.category} = ${COMPLIANCE_CATEGORY.usageTerms}`),
      privacyPolicy: exists(sql`select 1 from ${complianceTexts} where ${complianceTexts.category} = ${COMPLIANCE_CATEGORY.privacyPolicy}`),
      mail: exists(sql`select 1 from ${auditEvents} where ${auditEvents.action} = ${TEST_MAIL_SENT}`),
      // A quiz a coach can choose for a study: a published version of an enabled quiz (the library's, or imported).
      quiz: exists(sql`select 1 from ${quizzes} where ${quizzes.status} = 'published' and ${quizzes.enabled}`),
      account: exists(sql`select 1 from ${accounts}`),
      club: exists(sql`select 1 from ${clubs}`),
      group: exists(sql`select 1 from ${studyGroups}`),
      coach: exists(sql`select 1 from ${squadMembers} where ${and(eq(squadMembers.squadRole, 'Coach'), isNull(squadMembers.removedAt))}`),
      support: qualified(sql<boolean>`(exists (select 1 from ${clubs}) and not exists (${clubsWithoutSupportSql}))`).mapWith(Boolean),
    })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error('the checklist query answered no row');
  return row;
}
