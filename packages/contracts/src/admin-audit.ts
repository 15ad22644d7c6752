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
  from: day.optional(),
  to: day.optional(),
};
const dayOrder = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
const dayOrderError = { message: 'The first day comes after the last', path: ['to'] };

/**
 * GET /api/admin/audit/export.csv: the filters of the audit list. `actorId`: acts of that member; `actor`: acts
 * of the members whose name, surname or email begins with it (an erased member has none); `action`:
 * exactly that action; `subject`: the record acted on, e.g. `member:12` (the target's first word, so
 * `member:1` does not find `member:12`); `from`/`to`: days (UTC), both included.
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
});
export type AdminAuditEvent = z.infer<typeof AdminAuditEvent>;

export const AdminAuditPage = pageOf(AdminAuditEvent);
export type AdminAuditPage = z.infer<typeof AdminAuditPage>;

/** The CSV columns of GET /api/admin/audit/export.csv, in order. */
export const AUDIT_CSV_COLUMNS = ['id', 'at', 'actorId', 'actorName', 'actorEmail', 'action', 'target'] as const;
