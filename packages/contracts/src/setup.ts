import { z } from 'zod';
import { EmailField, NewPasswordField } from './account.ts';
import { LANGUAGES, type Language } from './constants.ts';
import { singleLineText } from './text.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/**
 * First-run setup (docs/operations.md, "First-run setup"): on an installation without any admin, the first
 * platform admin is created with the setup code the server prints in its log; then, as that admin, the
 * installation's default language, the usage terms and privacy policy, a test mail and the first account,
 * club, study group and coach. Every public setup call answers 404 once an admin exists.
 */
const M = VALIDATION_MESSAGES;

/**
 * The setup code: SETUP_CODE_GROUPS groups of SETUP_CODE_GROUP_LENGTH characters of Crockford's base 32
 * (no I, L, O, U), joined by hyphens: 40 random bits, read from a log and typed by a person. Typed in any
 * case, with or without the hyphen, with O for 0 and I or L for 1.
 */
export const SETUP_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const SETUP_CODE_GROUPS = 2;
export const SETUP_CODE_GROUP_LENGTH = 4;

/** A typed setup code in its stored form (upper case, no separators, the look-alike letters mapped), or null when it cannot be one. */
export function normalizeSetupCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  const length = SETUP_CODE_GROUPS * SETUP_CODE_GROUP_LENGTH;
  return code.length === length && [...code].every((c) => SETUP_CODE_ALPHABET.includes(c)) ? code : null;
}

/** A stored code as people read it: ABCD-EFGH. */
export const formatSetupCode = (code: string) => (code.match(new RegExp(`.{1,${SETUP_CODE_GROUP_LENGTH}}`, 'g')) ?? []).join('-');

/** GET /api/setup/status: 200 while the installation has no admin (404 afterwards). Says nothing else. */
export const SetupStatusResponse = z.object({ setupNeeded: z.literal(true) });
export type SetupStatusResponse = z.infer<typeof SetupStatusResponse>;

const requiredText = (max: number) => singleLineText({ error: M.required }).trim().min(1, M.required).max(max, M.tooLong);

/** The first admin's fields, also those `npm run setup` takes on the command line. */
export const FirstAdminFields = z.object({
  name: requiredText(80),
  surname: requiredText(80),
  email: EmailField,
  password: NewPasswordField,
  /** The admin's own language (mails, and the interface once signed in). */
  language: z.enum(LANGUAGES),
});
export type FirstAdminFields = z.infer<typeof FirstAdminFields>;

/** POST /api/setup/admin: creates the first platform admin and answers a session token (TokenResponse). */
export const CreateFirstAdminRequest = FirstAdminFields.extend({
  code: requiredText(40),
  repeatPassword: singleLineText({ error: M.required }).min(1, M.required).max(128, M.tooLong),
  /** The ALTCHA widget's payload (base64 JSON). */
  captcha: singleLineText().max(8000).optional(),
}).refine((v) => v.password === v.repeatPassword, { message: M.passwordsMismatch, path: ['repeatPassword'] });
export type CreateFirstAdminRequest = z.input<typeof CreateFirstAdminRequest>;

/** PUT /api/admin/setup/defaultLanguage: the interface language of visitors who chose none (GET /appsettings.json). */
export const SetDefaultLanguageRequest = z.object({ language: z.enum(LANGUAGES) });
export type SetDefaultLanguageRequest = z.infer<typeof SetDefaultLanguageRequest>;
export const SetDefaultLanguageResponse = SetDefaultLanguageRequest;

/**
 * POST /api/admin/setup/testMail: one mail sent at once through the configured SMTP server (not the outbox
 * queue), so that the answer says whether it left. `language`: the mail's language (the admin's by default).
 */
export const SendTestMailRequest = z.object({ to: EmailField, language: z.enum(LANGUAGES).optional() });
export type SendTestMailRequest = z.infer<typeof SendTestMailRequest>;

/**
 * Why a test mail did not leave: the SMTP server could not be reached (address, port, firewall, timeout), it
 * refused the credentials, its certificate is not trusted (self-signed, expired, another name: SMTP_CA_FILE),
 * it refused the sender or the recipient, or something else (the code says what).
 */
export const TestMailFailure = z.enum(['unreachable', 'credentials', 'certificate', 'recipient', 'other']);
export type TestMailFailure = z.infer<typeof TestMailFailure>;
export const SendTestMailResponse = z.object({
  /** `smtp`: through SMTP_URL; `outbox`: no SMTP_URL, the mail was written to the outbox folder of the data directory. */
  via: z.enum(['smtp', 'outbox']),
  sent: z.boolean(),
  /** When not sent: what it means, and the error's code as the mail library names it (ECONNREFUSED, EAUTH 535…). */
  failure: z.object({ reason: TestMailFailure, code: z.string() }).optional(),
});
export type SendTestMailResponse = z.infer<typeof SendTestMailResponse>;

/** The steps of the setup after the admin, in the wizard's order. */
export const SETUP_STEPS = ['language', 'terms', 'mail', 'quiz', 'account', 'club', 'group', 'coach', 'support'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/**
 * GET /api/admin/setup/progress: what is done, read from the data: a default language in effect (always: the
 * stored one, else DEFAULT_LANGUAGE), usage terms and
 * privacy policy published, a test mail sent, a quiz that coaches can choose (published and enabled), an
 * account, a club, a study group, a coach in a club, a support contact in every active club.
 */
export const SetupProgressResponse = z.object({
  /** The stored default language, or null while none was chosen (DEFAULT_LANGUAGE is in effect then). */
  defaultLanguage: z.enum(LANGUAGES).nullable(),
  done: z.object({
    language: z.boolean(),
    usageTerms: z.boolean(),
    privacyPolicy: z.boolean(),
    terms: z.boolean(),
    mail: z.boolean(),
    quiz: z.boolean(),
    account: z.boolean(),
    club: z.boolean(),
    group: z.boolean(),
    coach: z.boolean(),
    /** Every active club has a support contact (and there is a club). */
    support: z.boolean(),
  }),
  /** The active clubs without any support contact: their players see the helplines only. */
  clubsWithoutSupport: z.array(z.object({ id: z.number().int(), name: z.string() })),
  complete: z.boolean(),
});
export type SetupProgressResponse = z.infer<typeof SetupProgressResponse>;

/**
 * The placeholders of the shipped compliance templates (GET /api/admin/compliance/templates): the wizard fills
 * them from its fields before the admin edits and publishes the texts.
 */
export const TEMPLATE_PLACEHOLDERS = { organisation: '{{organisation}}', contactEmail: '{{contactEmail}}' } as const;
export type TemplateValues = Record<keyof typeof TEMPLATE_PLACEHOLDERS, string>;

/** The setup's fields that fill the templates: the organisation that runs the installation, and its contact address. */
export const TemplateValuesFields = z.object({ organisation: requiredText(200), contactEmail: EmailField });

/** A template with its placeholders filled in (a value left empty keeps its placeholder, to be seen and edited). */
export function fillTemplate(template: string, values: Partial<TemplateValues>): string {
  let text = template;
  for (const [name, placeholder] of Object.entries(TEMPLATE_PLACEHOLDERS) as Array<[keyof TemplateValues, string]>) {
    const value = values[name]?.trim();
    if (value) text = text.split(placeholder).join(value);
  }
  return text;
}

const Localized = z.object(Object.fromEntries(LANGUAGES.map((l) => [l, z.string()])) as Record<Language, z.ZodString>);
export const ComplianceTemplatesResponse = z.object({ usageTerms: Localized, privacyPolicy: Localized });
export type ComplianceTemplatesResponse = z.infer<typeof ComplianceTemplatesResponse>;
