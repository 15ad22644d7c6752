import { ANSWER_RETENTION_MONTHS_DEFAULT, DEFAULT_LANGUAGE, type Language } from '@club-pulse/contracts/constants';
import type { AnswerRetentionSetting } from '@club-pulse/contracts/retention';
import {
  type CreateFirstAdminRequest,
  SETUP_STEPS,
  type SendTestMailRequest,
  type SendTestMailResponse,
  type SetupProgressResponse,
} from '@club-pulse/contracts/setup';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hitLimit } from '../../lib/rate-limit.ts';
import type { AuthMember } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import { issueToken } from '../auth/index.ts';
import { verifyCaptcha } from '../captcha/index.ts';
import { isSetupCode } from './setup-code.ts';
import {
  adminExists,
  type FirstAdminOutcome,
  insertFirstAdmin,
  readAnswerRetentionMonths,
  retentionMonthsOfSetting,
  readDefaultLanguage,
  readSetupCode,
  type SetupOwners,
  setupChecklist,
  storeAnswerRetentionMonths,
  storeDefaultLanguage,
  TEST_MAIL_SENT,
} from './setup.repository.ts';
import { sendTestMail, testMail } from './test-mail.ts';

/** Every public setup call answers 404 once an admin exists: the setup is gone for good. */
async function requireNoAdmin(db: Db) {
  if (await adminExists(db)) throw new AppError('NotFound');
}

/** GET /api/setup/status */
export async function setupStatus(deps: AppDeps, from: { address: string }) {
  await requireNoAdmin(deps.db);
  await hitLimit(deps.rateLimiter, 'setupStatusPerAddress', from.address);
  return { setupNeeded: true as const };
}

type AdminInput = { email: string; name: string; surname: string; password: string; language: Language };

function outcomeOrThrow(outcome: FirstAdminOutcome) {
  if ('created' in outcome) return outcome.created;
  if (outcome.refused === 'adminExists') throw new AppError('NotFound');
  if (outcome.refused === 'wrongCode') throw new AppError('SetupCodeInvalid', { field: 'code' });
  throw new AppError('EmailAlreadyRegistered', { field: 'email' });
}

async function createAdmin(
  db: Db,
  input: AdminInput,
  isRightCode: ((stored: string | null) => boolean) | null,
  ensureQuizCategories: SetupOwners['ensureQuizCategories'],
) {
  const passwordHash = await hashPassword(input.password);
  const values = { email: input.email.trim(), name: input.name.trim(), surname: input.surname.trim(), passwordHash, language: input.language };
  const admin = outcomeOrThrow(await insertFirstAdmin(db, values, isRightCode, ensureQuizCategories));
  await recordAudit(db, admin.id, 'setup.first-admin', `member:${admin.id}`);
  return { id: admin.id, ...values, role: 'AppAdmin' as const, tokenVersion: 0 };
}

/**
 * POST /api/setup/admin: the first platform admin, with the setup code of the log; answers a session token.
 * Each try counts against the address's limit before the captcha and the code are checked, so guessing the
 * code costs a solved captcha and one of a few tries a quarter of an hour. The code is checked once before the
 * password is hashed (a wrong code costs the server nothing), and again under the lock that creates the admin.
 */
export async function createFirstAdmin(
  deps: AppDeps,
  owners: Pick<SetupOwners, 'ensureQuizCategories'>,
  input: CreateFirstAdminRequest,
  from: { address: string },
): Promise<string> {
  await requireNoAdmin(deps.db);
  await hitLimit(deps.rateLimiter, 'setupPerAddress', from.address);
  await verifyCaptcha(deps, input.captcha);
  const isRightCode = (stored: string | null) => isSetupCode(input.code, stored);
  if (!isRightCode(await readSetupCode(deps.db))) {
    await requireNoAdmin(deps.db);
    throw new AppError('SetupCodeInvalid', { field: 'code' });
  }
  const admin = await createAdmin(deps.db, input, isRightCode, owners.ensureQuizCategories);
  return issueToken(deps, admin);
}

/**
 * `npm run setup`: the first admin from the command line of the server, which needs no setup code. `ensureQuizCategories`:
 * the quizzes module's (operations/setup-cli.ts hands it over, as app.ts does).
 */
export async function createFirstAdminFromCommandLine(
  db: Db,
  ensureQuizCategories: SetupOwners['ensureQuizCategories'],
  input: AdminInput,
): Promise<{ id: number; email: string }> {
  const admin = await createAdmin(db, input, null, ensureQuizCategories);
  return { id: admin.id, email: admin.email };
}

/** The installation's default language: the one an admin chose, else the contracts' default. */
export async function defaultLanguageOf(db: Db): Promise<Language> {
  return (await readDefaultLanguage(db)) ?? DEFAULT_LANGUAGE;
}

export async function setDefaultLanguage(db: Db, adminId: number, language: Language) {
  await storeDefaultLanguage(db, language);
  await recordAudit(db, adminId, 'settings.default-language', language);
  return { language };
}

/** The installation's retention period of answers in months: the one an admin set, else the contracts' default. */
export async function answerRetentionMonths(db: Db): Promise<number> {
  return (await readAnswerRetentionMonths(db)) ?? ANSWER_RETENTION_MONTHS_DEFAULT;
}

/** The retention period of a setting read by another query (`answerRetentionSettingSql`), the default when unset. */
export function answerRetentionMonthsOf(setting: string | null): number {
  return retentionMonthsOfSetting(setting) ?? ANSWER_RETENTION_MONTHS_DEFAULT;
}

/** GET /api/admin/settings/answerRetention */
export async function getAnswerRetention(db: Db): Promise<AnswerRetentionSetting> {
  return { months: await answerRetentionMonths(db) };
}

/** PUT /api/admin/settings/answerRetention: audited with the old and the new period. */
export async function setAnswerRetention(db: Db, adminId: number, months: number): Promise<AnswerRetentionSetting> {
  const before = await answerRetentionMonths(db);
  await storeAnswerRetentionMonths(db, months);
  await recordAudit(db, adminId, 'settings.answer-retention', `${before}->${months} months`);
  return { months };
}

/**
 * GET /api/admin/setup/progress: the checklist, from the data (a step is done when what it makes exists). The
 * default language is always in effect (the one an admin chose, else the contracts' English, as
 * /appsettings.json answers it), so its step is done from the start: choosing another is a change, not a step
 * left to do.
 */
export async function setupProgress(db: Db, owners: Pick<SetupOwners, 'steps' | 'clubsWithoutSupport'>): Promise<SetupProgressResponse> {
  const [checks, defaultLanguage, withoutSupport] = await Promise.all([
    setupChecklist(db, owners.steps),
    readDefaultLanguage(db),
    owners.clubsWithoutSupport(db),
  ]);
  const done = { ...checks, language: true, terms: checks.usageTerms && checks.privacyPolicy };
  const complete = SETUP_STEPS.every((step) => done[step]);
  return { defaultLanguage, done, clubsWithoutSupport: withoutSupport, complete };
}

/**
 * POST /api/admin/setup/testMail: one mail straight through the configured transport; the answer says whether
 * it left and, if not, why. A mail that left is recorded in the audit events (the checklist's "mail" step),
 * without the address; a failure is logged by its code only.
 */
export async function sendSetupTestMail(
  deps: AppDeps,
  admin: AuthMember,
  input: SendTestMailRequest,
  log: { warn: (o: object, msg: string) => void },
): Promise<SendTestMailResponse> {
  await hitLimit(deps.rateLimiter, 'testMailPerMember', admin.id);
  const mail = testMail(input.to.trim(), input.language ?? admin.language, deps.config.publicUrl);
  const result = await sendTestMail(deps.config, mail);
  if (result.sent) await recordAudit(deps.db, admin.id, TEST_MAIL_SENT, result.via);
  else log.warn({ error: result.failure?.code }, 'test mail not sent');
  return result;
}
