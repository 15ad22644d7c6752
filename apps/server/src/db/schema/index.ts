/** The whole data model (docs/design.md#domain). One file: the tables reference each other closely. */
import { ANSWER_LEVELS, DEFAULT_LANGUAGE, type Language } from '@club-pulse/contracts/constants';
import { EvaluationState, QuizStatus, Role, SquadRole, StudyGroupState, StudyState } from '@club-pulse/contracts/enums';
import type { AnswerLabelKey, QuizDraft } from '@club-pulse/contracts/quiz-document';
import { Country, FollowUpState, SupportContactRole } from '@club-pulse/contracts/support';
import { ReminderKind } from '@club-pulse/contracts/reminders';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { folded } from '../search.ts';

/** A column of the row itself, unqualified: what a generated column's expression may name. */
const column = (name: string) => sql`${sql.identifier(name)}`;

/**
 * "`column` is one of `values`", for a CHECK constraint: the lists come from the contracts' enums and
 * constants, so a state or a role changed there changes the database's rule with the next generated
 * migration (and a test compares the database's constraints with the enums).
 */
const oneOf = (column: AnyPgColumn, values: readonly (string | number)[]) =>
  sql`${column} in (${sql.raw(values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(', '))})`;

/** A zod enum's values as the non-empty tuple Drizzle's text columns take (zod types them as an array). */
const valuesOf = <T extends string>(e: { options: readonly T[] }) => e.options as unknown as [T, ...T[]];

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A text in the languages of the contracts (LANGUAGES); the default language's is required. */
export type LocalizedText = Partial<Record<Language, string>> & Record<typeof DEFAULT_LANGUAGE, string>;

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    name: text('name').notNull(),
    ownerName: text('owner_name').notNull(),
    ownerEmail: text('owner_email').notNull(),
    customerCode: text('customer_code').notNull().unique(),
    activationDate: date('activation_date').notNull(),
    renewalDate: date('renewal_date').notNull(),
    active: boolean('active').notNull().default(true),
    // The accounts list searches and sorts these (modules/accounts, listAccountsPage), as the users list does.
    foldedName: text('folded_name').generatedAlwaysAs(folded(column('name'))),
    foldedOwnerName: text('folded_owner_name').generatedAlwaysAs(folded(column('owner_name'))),
    foldedCustomerCode: text('folded_customer_code').generatedAlwaysAs(folded(column('customer_code'))),
  },
  (t) => [
    // Sorts (the id last, the tie-breaker) and prefix searches (text_pattern_ops) of the accounts list.
    index('accounts_name_sort_idx').on(t.foldedName, t.id),
    index('accounts_code_sort_idx').on(t.foldedCustomerCode, t.id),
    index('accounts_renewal_sort_idx').on(t.renewalDate, t.id),
    index('accounts_name_search_idx').on(t.foldedName.op('text_pattern_ops')),
    index('accounts_owner_search_idx').on(t.foldedOwnerName.op('text_pattern_ops')),
    index('accounts_code_search_idx').on(t.foldedCustomerCode.op('text_pattern_ops')),
  ],
);

export const members = pgTable(
  'members',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    birthDate: date('birth_date'),
    role: text('role', { enum: valuesOf(Role) })
      .notNull()
      .default('User'),
    enabled: boolean('enabled').notNull().default(true),
    guardianConfirmed: boolean('guardian_confirmed').notNull().default(false),
    acceptedTermsVersion: integer('accepted_terms_version'),
    language: text('language').notNull().default(DEFAULT_LANGUAGE),
    /** Bumped on sign-out, password change and disable: every older token stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    // The users list searches and sorts these (modules/members, listMembersPage; migration 0010 says why they
    // are stored rather than computed by expression indexes). Written by the database, never by the app.
    foldedName: text('folded_name').generatedAlwaysAs(folded(column('name'))),
    foldedSurname: text('folded_surname').generatedAlwaysAs(folded(column('surname'))),
    foldedFullName: text('folded_full_name').generatedAlwaysAs(folded(sql`${column('name')} || ' ' || ${column('surname')}`)),
    foldedEmail: text('folded_email').generatedAlwaysAs(folded(column('email'))),
  },
  (t) => [
    uniqueIndex('members_email_lower_idx').on(sql`lower(${t.email})`),
    check('members_role_check', oneOf(t.role, Role.options)),
    // Sorts of the users list: one index per sort key, the id last as the tie-breaker (a page is read in order).
    index('members_name_sort_idx').on(t.foldedName, t.foldedSurname, t.id),
    index('members_email_sort_idx').on(t.foldedEmail, t.id),
    index('members_created_sort_idx').on(t.createdAt, t.id),
    // Searches (`like 'jos%'`): text_pattern_ops compares character by character, so a prefix is a range of
    // the index whatever the database's collation (with the default operator class only a "C" one allows it).
    index('members_full_name_search_idx').on(t.foldedFullName.op('text_pattern_ops')),
    index('members_surname_search_idx').on(t.foldedSurname.op('text_pattern_ops')),
    index('members_email_search_idx').on(t.foldedEmail.op('text_pattern_ops')),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_member_idx').on(t.memberId)],
);

/**
 * A member's second factor (TOTP, RFC 6238; required of platform admins, modules/two-factor). The secret is
 * encrypted at rest (AES-256-GCM, key derived from the installation's secret `two-factor`); `enabledAt` null:
 * set up but not confirmed yet. `lastUsedStep`: the time step of the last code accepted; a code of that step
 * or an earlier one is refused (no replay).
 */
export const memberTwoFactor = pgTable('member_two_factor', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: integer('last_used_step'),
  createdAt: createdAt(),
});

/** Single-use recovery codes of a second factor, stored as their SHA-256 (shown once, when made). */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('two_factor_recovery_codes_member_idx').on(t.memberId)],
);

export const clubs = pgTable(
  'clubs',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull().unique(),
    code: text('code').notNull().unique(),
    managerMemberId: integer('manager_member_id').references(() => members.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    // The clubs list searches and sorts these (modules/clubs, listClubsPage), as the users list does.
    foldedName: text('folded_name').generatedAlwaysAs(folded(column('name'))),
    foldedCode: text('folded_code').generatedAlwaysAs(folded(column('code'))),
  },
  (t) => [
    index('clubs_account_idx').on(t.accountId),
    index('clubs_manager_idx').on(t.managerMemberId),
    // Sorts (the id last, the tie-breaker) and prefix searches (text_pattern_ops) of the clubs list.
    index('clubs_name_sort_idx').on(t.foldedName, t.id),
    index('clubs_code_sort_idx').on(t.foldedCode, t.id),
    index('clubs_name_search_idx').on(t.foldedName.op('text_pattern_ops')),
    index('clubs_code_search_idx').on(t.foldedCode.op('text_pattern_ops')),
  ],
);

export const quizCategories = pgTable('quiz_categories', {
  id: id(),
  name: text('name').notNull().unique(),
});

export const studyGroups = pgTable(
  'study_groups',
  {
    id: id(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    name: text('name').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => quizCategories.id),
    code: text('code').notNull(),
    coachMemberId: integer('coach_member_id').references(() => members.id, { onDelete: 'set null' }),
    state: text('state', { enum: valuesOf(StudyGroupState) })
      .notNull()
      .default('active'),
    // The study groups list searches and sorts these (modules/study-groups, listStudyGroupsPage).
    foldedName: text('folded_name').generatedAlwaysAs(folded(column('name'))),
    foldedCode: text('folded_code').generatedAlwaysAs(folded(column('code'))),
  },
  (t) => [
    index('study_groups_club_idx').on(t.clubId),
    // A club's groups by name or code, the id last (a page is read in order); prefix searches of both.
    index('study_groups_club_name_sort_idx').on(t.clubId, t.foldedName, t.id),
    index('study_groups_club_code_sort_idx').on(t.clubId, t.foldedCode, t.id),
    index('study_groups_name_search_idx').on(t.foldedName.op('text_pattern_ops')),
    index('study_groups_code_search_idx').on(t.foldedCode.op('text_pattern_ops')),
    // Name and code are unique within a club whatever the case (the API trims them): two "U15 A" in one club
    // could not be told apart. The index decides, so two admins saving at once cannot both win.
    uniqueIndex('study_groups_club_name_lower_idx').on(t.clubId, sql`lower(${t.name})`),
    uniqueIndex('study_groups_club_code_lower_idx').on(t.clubId, sql`lower(${t.code})`),
    index('study_groups_category_idx').on(t.categoryId),
    index('study_groups_coach_idx').on(t.coachMemberId),
    check('study_groups_state_check', oneOf(t.state, StudyGroupState.options)),
  ],
);

export const squadMembers = pgTable(
  'squad_members',
  {
    id: id(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    studyGroupId: integer('study_group_id').references(() => studyGroups.id),
    squadRole: text('squad_role', { enum: valuesOf(SquadRole) }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('squad_members_club_idx').on(t.clubId),
    index('squad_members_member_idx').on(t.memberId),
    index('squad_members_group_idx').on(t.studyGroupId),
    check('squad_members_squad_role_check', oneOf(t.squadRole, SquadRole.options)),
  ],
);

/**
 * A quiz as admins see it: the versions of one instrument (docs/decisions/0007). `libraryKey` names the shipped
 * library quiz it was installed from, so that installing it again finds it instead of making a copy.
 */
export const quizFamilies = pgTable('quiz_families', {
  id: id(),
  libraryKey: text('library_key').unique(),
  createdAt: createdAt(),
});

/**
 * One version of a quiz (docs/decisions/0007). A `draft` is written and changed in place, its content kept in
 * `draft` (texts may still be missing); nobody answers it. Publishing writes its key terms and questions as rows
 * and its answer labels here, and from then on the version never changes: studies point at a version, so every
 * study and report keeps the quiz it was answered with. A change is a new draft of the next version.
 * `enabled` is the same on every version of a family (it belongs to the quiz); new studies get the family's
 * latest published version.
 */
export const quizzes = pgTable(
  'quizzes',
  {
    id: id(),
    familyId: integer('family_id')
      .notNull()
      .references(() => quizFamilies.id),
    version: integer('version').notNull().default(1),
    status: text('status', { enum: valuesOf(QuizStatus) })
      .notNull()
      .default('published'),
    name: text('name').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => quizCategories.id),
    enabled: boolean('enabled').notNull().default(true),
    hasKeyTermSummary: boolean('has_key_term_summary').notNull().default(true),
    /** A published version's answer labels, by label then language. */
    answerLabels: jsonb('answer_labels').$type<Record<AnswerLabelKey, LocalizedText>>(),
    /** A draft's whole content, as the editor saved it. */
    draft: jsonb('draft').$type<QuizDraft>(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    // The quizzes list searches and sorts this (modules/quizzes, listQuizzesPage), as the clubs list does.
    foldedName: text('folded_name').generatedAlwaysAs(folded(column('name'))),
  },
  (t) => [
    index('quizzes_category_idx').on(t.categoryId),
    index('quizzes_name_sort_idx').on(t.foldedName, t.id),
    index('quizzes_name_search_idx').on(t.foldedName.op('text_pattern_ops')),
    uniqueIndex('quizzes_family_version_idx').on(t.familyId, t.version),
    // One draft per quiz at a time: the next version being written.
    uniqueIndex('quizzes_family_draft_idx').on(t.familyId).where(sql`${t.status} = 'draft'`),
    check('quizzes_status_check', oneOf(t.status, QuizStatus.options)),
    check(
      'quizzes_content_check',
      sql`(${t.status} = 'draft') = (${t.draft} is not null) and (${t.status} = 'published') = (${t.answerLabels} is not null and ${t.publishedAt} is not null)`,
    ),
  ],
);

export const keyTerms = pgTable(
  'key_terms',
  {
    id: id(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    position: integer('position').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>(),
  },
  (t) => [uniqueIndex('key_terms_quiz_code_idx').on(t.quizId, t.code)],
);

export const questions = pgTable(
  'questions',
  {
    id: id(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    keyTermId: integer('key_term_id')
      .notNull()
      .references(() => keyTerms.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: jsonb('text').$type<LocalizedText>().notNull(),
    help: jsonb('help').$type<LocalizedText>(),
    reversed: boolean('reversed').notNull().default(false),
  },
  (t) => [uniqueIndex('questions_quiz_position_idx').on(t.quizId, t.position), index('questions_key_term_idx').on(t.keyTermId)],
);

export const studies = pgTable(
  'studies',
  {
    id: id(),
    studyGroupId: integer('study_group_id')
      .notNull()
      .references(() => studyGroups.id),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id),
    description: text('description').notNull(),
    startDate: date('start_date').notNull(),
    dueDate: date('due_date').notNull(),
    state: text('state', { enum: valuesOf(StudyState) })
      .notNull()
      .default('open'),
    token: text('token').notNull().unique(),
    createdBy: integer('created_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    // The studies list searches and sorts this (modules/studies, listStudiesPage).
    foldedDescription: text('folded_description').generatedAlwaysAs(folded(column('description'))),
  },
  (t) => [
    index('studies_group_idx').on(t.studyGroupId),
    index('studies_quiz_idx').on(t.quizId),
    // Sorts of the studies list (the id last, the tie-breaker), of every club and of one study group, and its prefix search.
    index('studies_start_sort_idx').on(t.startDate, t.id),
    index('studies_due_sort_idx').on(t.dueDate, t.id),
    index('studies_description_sort_idx').on(t.foldedDescription, t.id),
    index('studies_group_start_sort_idx').on(t.studyGroupId, t.startDate, t.id),
    index('studies_description_search_idx').on(t.foldedDescription.op('text_pattern_ops')),
    check('studies_state_check', oneOf(t.state, StudyState.options)),
  ],
);

export const evaluations = pgTable(
  'evaluations',
  {
    id: id(),
    studyId: integer('study_id')
      .notNull()
      .references(() => studies.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    squadRole: text('squad_role', { enum: valuesOf(SquadRole) }).notNull(),
    state: text('state', { enum: valuesOf(EvaluationState) })
      .notNull()
      .default('open'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Stored at finish so that reports aggregate without re-scoring every answer. */
    coefficient: integer('coefficient_x10'),
  },
  (t) => [
    uniqueIndex('evaluations_study_member_idx').on(t.studyId, t.memberId),
    index('evaluations_member_idx').on(t.memberId),
    check('evaluations_squad_role_check', oneOf(t.squadRole, SquadRole.options)),
    check('evaluations_state_check', oneOf(t.state, EvaluationState.options)),
  ],
);

export const answers = pgTable(
  'answers',
  {
    evaluationId: integer('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    value: smallint('value'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.evaluationId, t.questionId] }),
    index('answers_question_idx').on(t.questionId),
    // 1 to 5, or null: "not relevant / not answering".
    check('answers_value_check', sql`${t.value} is null or ${oneOf(t.value, ANSWER_LEVELS)}`),
  ],
);

/**
 * The released aggregates of the group report (docs/decisions/0004), one row per study and cell. A cell is one
 * aggregate a coach sees: `players:kt:<key term id>` and `coaches:kt:<key term id>` (key-term scores),
 * `players:age:<age group or unknown>` and `coaches:coefficient` (coefficients). A cell takes in new finished
 * evaluations only in batches of at least SUMMARY_RELEASE_STEP with a value, combined into these figures (sum
 * adds, min and max combine), never recomputed: a deleted or removed member's share stays in the anonymous
 * aggregate (at least 6 people), so that no report can be subtracted from another to single anybody out.
 */
export const reportReleases = pgTable(
  'report_releases',
  {
    studyId: integer('study_id')
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    cell: text('cell').notNull(),
    /** People with a value for the cell (a non-null key-term score or coefficient) in the figures. */
    contributors: integer('contributors').notNull(),
    total: numeric('total').notNull(),
    minValue: numeric('min_value').notNull(),
    maxValue: numeric('max_value').notNull(),
    /** Finished evaluations the releases took in, with or without a value (the base of the ratio answered). */
    seen: integer('seen').notNull(),
    releases: integer('releases').notNull().default(1),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.studyId, t.cell] })],
);

/**
 * Which finished evaluations a cell's releases have taken in (so that only new ones count towards the next
 * step). Only the link: no value. Goes with the evaluation (an id that is gone never comes back as new).
 */
export const reportReleaseEvaluations = pgTable(
  'report_release_evaluations',
  {
    studyId: integer('study_id').notNull(),
    cell: text('cell').notNull(),
    evaluationId: integer('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.studyId, t.cell, t.evaluationId] }),
    foreignKey({ columns: [t.studyId, t.cell], foreignColumns: [reportReleases.studyId, reportReleases.cell] }).onDelete('cascade'),
    index('report_release_evaluations_evaluation_idx').on(t.evaluationId),
  ],
);

export const complianceTexts = pgTable(
  'compliance_texts',
  {
    id: id(),
    category: integer('category').notNull(),
    version: integer('version').notNull(),
    language: text('language').notNull(),
    content: text('content').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('compliance_texts_cat_ver_lang_idx').on(t.category, t.version, t.language)],
);

/**
 * Append-only (migration 0013: a trigger refuses UPDATE, DELETE and TRUNCATE). `actorId` is a bare member id,
 * not a foreign key: deleting a member must not rewrite the trail (docs/security.md#audit-log). The indexes
 * serve the admin's audit list (audit.repository.ts): newest first, by actor, by action, by subject.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    target: text('target').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at, t.id),
    index('audit_events_actor_at_idx').on(t.actorId, t.at, t.id),
    index('audit_events_action_at_idx').on(t.action, t.at, t.id),
    index('audit_events_target_idx').on(t.target.op('text_pattern_ops')),
  ],
);

/** Rate-limit counters live in the database so that every server instance shares them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Secrets an installation generates for itself at first start when none is configured (the token signing
 * key, the captcha key): kept with the data, so every instance on one database shares them, and none is
 * written in the source. The first instance to insert wins; the others read its value.
 */
export const installationSecrets = pgTable('installation_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Mails on their way out through SMTP: written here first, so that none is lost while the mail server is
 * down or the process restarts, then delivered and retried with growing pauses (lib/mail-delivery.ts). The
 * body of a sent mail is emptied: it may carry a reset or invitation link.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`sent_at is null and failed_at is null`)],
);

/**
 * Settings an admin chooses for the whole installation, by name (`defaultLanguage`: the interface language of
 * visitors who chose none): in the database, so that every instance answers the same. A setting without a row
 * has its default (the contracts' DEFAULT_LANGUAGE); the first-run setup's checklist reads the row as "chosen".
 */
export const installationSettings = pgTable('installation_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The club's country (docs/design.md#support): which helplines its players are shown. Kept apart from `clubs`, by
 * whoever looks after the club's support (admins and the club's coaches), with its contacts below.
 */
export const clubSupportSettings = pgTable(
  'club_support_settings',
  {
    clubId: integer('club_id')
      .primaryKey()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    country: text('country', { enum: valuesOf(Country) }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('club_support_settings_country_check', sql`${t.country} is null or ${oneOf(t.country, Country.options)}`)],
);

/** A club's support contacts: who a player with a high or critical result can turn to (docs/design.md#support). */
export const supportContacts = pgTable(
  'support_contacts',
  {
    id: id(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role', { enum: valuesOf(SupportContactRole) }).notNull(),
    email: text('email'),
    phone: text('phone'),
    languages: jsonb('languages').$type<Language[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_contacts_club_idx').on(t.clubId),
    check('support_contacts_role_check', oneOf(t.role, SupportContactRole.options)),
    check('support_contacts_reachable_check', sql`${t.email} is not null or ${t.phone} is not null`),
  ],
);

/**
 * The installation's helplines by country and language (docs/helplines.md). Shipped defaults carry a
 * `defaultKey` (so that a restart adds a missing default once and never a copy) and the `source` they were taken
 * from; none is shown to a player until an admin confirmed it (`confirmedAt`).
 */
export const helplines = pgTable(
  'helplines',
  {
    id: id(),
    defaultKey: text('default_key').unique(),
    country: text('country', { enum: valuesOf(Country) }).notNull(),
    languages: jsonb('languages').$type<Language[]>().notNull(),
    name: text('name').notNull(),
    number: text('number').notNull(),
    description: text('description').notNull().default(''),
    source: text('source').notNull().default(''),
    position: integer('position').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: integer('confirmed_by').references(() => members.id, { onDelete: 'set null' }),
  },
  (t) => [check('helplines_country_check', oneOf(t.country, Country.options))],
);

/**
 * The follow-up of a player with a high or critical result, by the club's coaches: its current state (no row:
 * `todo`). Per evaluation; never an answer or a key-term score. Goes with the evaluation.
 */
export const followUps = pgTable(
  'follow_ups',
  {
    evaluationId: integer('evaluation_id')
      .primaryKey()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    state: text('state', { enum: valuesOf(FollowUpState) }).notNull(),
    updatedBy: integer('updated_by').references(() => members.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('follow_ups_state_check', oneOf(t.state, FollowUpState.options))],
);

/** Every change of a follow-up, with who and when (shown beside it, and audited). */
export const followUpEvents = pgTable(
  'follow_up_events',
  {
    id: id(),
    evaluationId: integer('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    state: text('state', { enum: valuesOf(FollowUpState) }).notNull(),
    actorId: integer('actor_id').references(() => members.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('follow_up_events_evaluation_idx').on(t.evaluationId), check('follow_up_events_state_check', oneOf(t.state, FollowUpState.options))],
);

/**
 * Every reminder mailed to a member (modules/reminders): one row per (study, member, kind, day), inserted in
 * the transaction that queues the mail, with ON CONFLICT DO NOTHING. Two instances sweeping at once, a sweep
 * repeated after a restart, a coach pressing twice: the key decides, so each reminder is queued once.
 * `day` is the day the reminder is for (the study's start for `opening`, the due date for `dueDay`, the day
 * sent for `manual`); `sentOn` the day (of the scheduler's clock) it was queued.
 */
export const reminderMails = pgTable(
  'reminder_mails',
  {
    studyId: integer('study_id')
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: valuesOf(ReminderKind) }).notNull(),
    day: date('day').notNull(),
    sentOn: date('sent_on').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.studyId, t.memberId, t.kind, t.day] }),
    index('reminder_mails_member_idx').on(t.memberId),
    check('reminder_mails_kind_check', oneOf(t.kind, ReminderKind.options)),
  ],
);

/**
 * What goes once a day per study (modules/reminders): a coach's reminder (`reminder`) and the coaches' alert
 * of new critical results (`criticalAlert`, with how many it counted and the last finish it covered, so that
 * the next alert counts only newer ones). The key (study, kind, day) is the once-a-day rule.
 */
const STUDY_MAIL_DAY_KINDS = ['reminder', 'criticalAlert'] as const;
export const studyMailDays = pgTable(
  'study_mail_days',
  {
    studyId: integer('study_id')
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: STUDY_MAIL_DAY_KINDS }).notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
    coveredUntil: timestamp('covered_until', { withTimezone: true }),
    createdBy: integer('created_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.studyId, t.kind, t.day] }), check('study_mail_days_kind_check', oneOf(t.kind, STUDY_MAIL_DAY_KINDS))],
);
