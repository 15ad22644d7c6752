import { COMPLIANCE_CATEGORY, isLanguage, type Language } from '@club-pulse/contracts/constants';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { installationSettings } from './tables.ts';
import { forgetSecret, storedSecret } from '../../lib/installation-secrets.repository.ts';
import { actionRecorded } from '../audit/index.ts';
import { adminExists, createMember, emailTaken } from '../auth/index.ts';
import { compliancePublished } from '../compliance/index.ts';

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
 * What the setup asks of the modules above it (they read the installation's settings, so the setup cannot ask them):
 * app.ts hands it over, `setupModule({ … })`. `ensureQuizCategories`: the quizzes module's product categories, made
 * sure of with the first admin; `steps`: whether each checklist step's record exists, as each owner's SQL;
 * `clubsWithoutSupport`: the support module's active clubs without a support contact.
 */
export interface SetupOwners {
  ensureQuizCategories: (tx: Db) => Promise<void>;
  steps: Readonly<Record<'quiz' | 'account' | 'club' | 'group' | 'coach' | 'support', SQL<boolean>>>;
  clubsWithoutSupport: (db: Db) => Promise<Array<{ id: number; name: string }>>;
}

export { adminExists };

export const readSetupCode = (db: Db): Promise<string | null> => storedSecret(db, SETUP_CODE_SECRET);

export const forgetSetupCode = (db: Db): Promise<void> => forgetSecret(db, SETUP_CODE_SECRET);

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
  ensureQuizCategories: SetupOwners['ensureQuizCategories'],
): Promise<FirstAdminOutcome> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK_KEY})`);
    if (await adminExists(tx)) return { refused: 'adminExists' as const };
    if (isRightCode && !isRightCode(await readSetupCode(tx))) return { refused: 'wrongCode' as const };
    if (await emailTaken(tx, values.email)) return { refused: 'emailTaken' as const };
    const created = await createMember(tx, { ...values, role: 'AppAdmin', enabled: true });
    await forgetSetupCode(tx);
    await ensureQuizCategories(tx);
    return { created: { id: created.id } };
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

/** What the setup's checklist shows as done, read from the data in one query. */
export async function setupChecklist(db: Db, steps: SetupOwners['steps']) {
  const [row] = await db
    .select({
      usageTerms: compliancePublished(COMPLIANCE_CATEGORY.usageTerms),
      privacyPolicy: compliancePublished(COMPLIANCE_CATEGORY.privacyPolicy),
      mail: actionRecorded(TEST_MAIL_SENT),
      // A quiz a coach can choose for a study (the library's, or imported); a club with a coach; every active club
      // with a support contact: each asked of its owner.
      ...steps,
    })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error('the checklist query answered no row');
  return row;
}
