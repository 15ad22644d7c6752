/** The whole data model of DESIGN §2. One file: the tables reference each other closely. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export type LocalizedText = Partial<Record<'en' | 'es' | 'ca' | 'de' | 'it', string>> & { en: string };

export const accounts = pgTable('accounts', {
  id: id(),
  name: text('name').notNull(),
  ownerName: text('owner_name').notNull(),
  ownerEmail: text('owner_email').notNull(),
  customerCode: text('customer_code').notNull().unique(),
  activationDate: date('activation_date').notNull(),
  renewalDate: date('renewal_date').notNull(),
  active: boolean('active').notNull().default(true),
});

export const members = pgTable(
  'members',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    birthDate: date('birth_date'),
    role: text('role', { enum: ['AppAdmin', 'User'] }).notNull().default('User'),
    enabled: boolean('enabled').notNull().default(true),
    guardianConfirmed: boolean('guardian_confirmed').notNull().default(false),
    acceptedTermsVersion: integer('accepted_terms_version'),
    language: text('language').notNull().default('en'),
    /** Bumped on sign-out, password change and disable: every older token stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('members_email_lower_idx').on(sql`lower(${t.email})`)],
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
  },
  (t) => [index('clubs_account_idx').on(t.accountId), index('clubs_manager_idx').on(t.managerMemberId)],
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
    state: text('state', { enum: ['active', 'deactivated'] }).notNull().default('active'),
  },
  (t) => [
    index('study_groups_club_idx').on(t.clubId),
    index('study_groups_category_idx').on(t.categoryId),
    index('study_groups_coach_idx').on(t.coachMemberId),
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
    squadRole: text('squad_role', { enum: ['Coach', 'Player'] }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('squad_members_club_idx').on(t.clubId),
    index('squad_members_member_idx').on(t.memberId),
    index('squad_members_group_idx').on(t.studyGroupId),
  ],
);

export const quizzes = pgTable(
  'quizzes',
  {
    id: id(),
    name: text('name').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => quizCategories.id),
    enabled: boolean('enabled').notNull().default(true),
    hasKeyTermSummary: boolean('has_key_term_summary').notNull().default(true),
  },
  (t) => [index('quizzes_category_idx').on(t.categoryId)],
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
  (t) => [
    uniqueIndex('questions_quiz_position_idx').on(t.quizId, t.position),
    index('questions_key_term_idx').on(t.keyTermId),
  ],
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
    state: text('state', { enum: ['open', 'inprogress', 'finished', 'closed', 'cancelled'] })
      .notNull()
      .default('open'),
    token: text('token').notNull().unique(),
    createdBy: integer('created_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('studies_group_idx').on(t.studyGroupId), index('studies_quiz_idx').on(t.quizId)],
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
    squadRole: text('squad_role', { enum: ['Coach', 'Player'] }).notNull(),
    state: text('state', { enum: ['open', 'inprogress', 'finished', 'closed', 'cancelled'] })
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
  (t) => [primaryKey({ columns: [t.evaluationId, t.questionId] }), index('answers_question_idx').on(t.questionId)],
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

export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    actorId: integer('actor_id').references(() => members.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    target: text('target').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_events_actor_idx').on(t.actorId)],
);

/** Rate-limit counters live in the database so that every server instance shares them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
