import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, IdFilter, MAX_PAGE, PAGE_SIZES, pageOf } from './admin-lists.ts';
import { CalendarDate } from './studies.ts';
import { singleLineText } from './text.ts';

/**
 * The audit trail as the platform admin reads it: every sensitive act, who did it, to what, when.
 * Rows are append-only (a database trigger refuses UPDATE, DELETE and TRUNCATE, docs/security.md#audit-log).
 */

/**
 * The actions the application records (`recordAudit`). The list offers them as a filter and the web client
 * names each in the reader's language; a row whose action is not listed here (an older one) is shown as is.
 */
export const AUDIT_ACTIONS = [
  'evaluation.report.read',
  'member.enable',
  'member.disable',
  'member.create',
  'member.update',
  'member.invite',
  'member.passwordReset',
  'member.promote',
  'member.demote',
  'member.erase',
  'member.delete',
  'member.dataExport',
  'member.profileUpdate',
  'member.passwordChange',
  'member.guardianConsent',
  'member.twoFactorEnable',
  'member.twoFactorReset',
  'member.twoFactorRecoveryCodes',
  'member.twoFactorRecoveryCodeUsed',
  'member.twoFactorSignInRefused',
  'admin.signIn',
  'admin.signInTwoFactor',
  'account.create',
  'account.update',
  'club.create',
  'club.update',
  'studyGroup.create',
  'studyGroup.update',
  'study.create',
  'study.update',
  'study.close',
  'study.reopen',
  'study.remind',
  'quiz.create',
  'quiz.update',
  'quiz.draft',
  'quiz.delete',
  'case.took',
  'case.assigned',
  'case.released',
  'case.noted',
  'case.nextStep',
  'case.referred',
  'case.closed',
  'case.reopened',
  'squadMember.addCoach',
  'squadMember.remove',
  'quiz.enable',
  'quiz.disable',
  'quiz.install',
  'quiz.import',
  'quiz.publish',
  'quiz.export',
  'compliance.publish',
  'terms.accept',
  'followUp.todo',
  'followUp.talked',
  'followUp.referred',
  'followUp.closed',
  'helpline.created',
  'helpline.createdConfirmed',
  'helpline.confirmed',
  'helpline.unconfirmed',
  'club.supportCountry',
  'supportContact.created',
  'supportContact.updated',
  'supportContact.deleted',
  'setup.first-admin',
  'settings.default-language',
  'settings.answer-retention',
  'setup.test-mail',
  'audit.export',
  'study.cancel',
  'study.answersDeleted',
  'study.duplicate',
  'study.invite',
  'studyGroup.rosterImport',
  'evaluation.report.export.pdf',
  'study.report.export.pdf',
  'study.report.export.csv',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The kinds of subject an audit row names (the first word of its target, `club:3`), which the list filters by and
 * names in the reader's language. A squad membership (`squadMember:5 member:22 club:3`) is its member's row.
 */
export const AUDIT_SUBJECT_TYPES = [
  'member',
  'club',
  'studyGroup',
  'study',
  'quiz',
  'account',
  'case',
  'evaluation',
  'helpline',
  'supportContact',
] as const;
export const AuditSubjectType = z.enum(AUDIT_SUBJECT_TYPES);
export type AuditSubjectType = z.infer<typeof AuditSubjectType>;

/** The longest action or subject filter (400 beyond it). */
export const AUDIT_FILTER_MAX_LENGTH = 80;
/** The CSV export stops after this many rows (newest first); narrow the filters for older ones. */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

const day = CalendarDate;
const pageSize = z.coerce
  .number()
  .int()
  .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: `One of ${PAGE_SIZES.join(', ')}` });

const filterText = () => singleLineText().trim().min(1).max(AUDIT_FILTER_MAX_LENGTH).optional();
const filters = {
  actorId: IdFilter,
  actor: filterText(),
  action: filterText(),
  subject: filterText(),
  subjectType: AuditSubjectType.optional(),
  subjectName: filterText(),
  from: day.optional(),
  to: day.optional(),
};
const dayOrder = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
const dayOrderError = { message: 'The first day comes after the last', path: ['to'] };

/**
 * GET /api/admin/audit/export.csv: the filters of the audit list. `actorId`: acts of that member; `actor`: acts
 * of the members whose name, surname or email begins with it (an erased member has none); `action`:
 * exactly that action; `subject`: the record acted on, e.g. `member:12` (the target's first word, so
 * `member:1` does not find `member:12`); `subjectType`: subjects of that kind; `subjectName`: subjects whose name
 * has a word that begins with it (a member by name, surname or email, as `actor`; an erased member has none);
 * `from`/`to`: days (UTC), both included.
 */
export const AdminAuditFilters = z.object(filters).refine(dayOrder, dayOrderError);
export type AdminAuditFilters = z.infer<typeof AdminAuditFilters>;

/** GET /api/admin/audit/page: the filters and the page, newest first (the id breaks ties), with the total. */
export const AdminAuditQuery = z
  .object({ page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1), pageSize: pageSize.default(DEFAULT_PAGE_SIZE), ...filters })
  .refine(dayOrder, dayOrderError);
export type AdminAuditQuery = z.infer<typeof AdminAuditQuery>;

/**
 * One audit row. `actorId` null: nobody (the system, or a member deleting their own account); `actorName` and
 * `actorEmail` null: the actor's account no longer exists (erased), only its number remains.
 */
export const AdminAuditEvent = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  target: z.string(),
  /** The kind of subject (AUDIT_SUBJECT_TYPES), null when the target names none (a setting, an older row). */
  subjectType: z.string().nullable(),
  /** The subject's name: a member's as it is now (null once erased), a club's etc. as it was at the act. */
  subjectName: z.string().nullable(),
  /**
   * The name, as it is now, of the other record the target names after its subject: a copy's source
   * (`quiz:9 from:quiz:4`, `study:7 from:study:5`) or a squad membership's club (`… club:3`). Null when it names
   * none, or the record is gone.
   */
  relatedName: z.string().nullable(),
});
export type AdminAuditEvent = z.infer<typeof AdminAuditEvent>;

export const AdminAuditPage = pageOf(AdminAuditEvent);
export type AdminAuditPage = z.infer<typeof AdminAuditPage>;

/** The CSV columns of GET /api/admin/audit/export.csv, in order. */
export const AUDIT_CSV_COLUMNS = ['id', 'at', 'actorId', 'actorName', 'actorEmail', 'action', 'target', 'subjectType', 'subjectName'] as const;
