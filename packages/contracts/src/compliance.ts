import { z } from 'zod';
import { COMPLIANCE_CATEGORY, LANGUAGES, type Language } from './constants.ts';
import { freeText, singleLineText } from './text.ts';

/** Compliance texts: 0 usage terms, 2 privacy policy. */
export const ComplianceCategory = z.coerce
  .number()
  .int()
  .refine((n) => n === COMPLIANCE_CATEGORY.usageTerms || n === COMPLIANCE_CATEGORY.privacyPolicy, 'Unknown compliance category');
export type ComplianceCategory = 0 | 2;

/** GET /api/compliance/byCategory/{category} */
export const ComplianceTextParams = z.object({ category: ComplianceCategory });
/** `lang`: the interface language; without it the Accept-Language header decides; English is the fallback. */
export const ComplianceTextQuery = z.object({ lang: singleLineText().max(35).optional() });
export const ComplianceTextResponse = z.object({
  category: z.number().int(),
  version: z.number().int(),
  /** The language of `content`: the requested one, or English when that translation does not exist. */
  language: z.string(),
  /** Markdown; rendered without raw HTML. */
  content: z.string(),
  publishedAt: z.string(),
});
export type ComplianceTextResponse = z.infer<typeof ComplianceTextResponse>;

/** POST /api/compliance/acceptNewTerms. `version`: the version the member read (a newer one must be read first). */
export const AcceptNewTermsRequest = z.object({ version: z.number().int().positive().optional() });
export type AcceptNewTermsRequest = z.infer<typeof AcceptNewTermsRequest>;
export const AcceptNewTermsResponse = z.object({ version: z.number().int() });
export type AcceptNewTermsResponse = z.infer<typeof AcceptNewTermsResponse>;

/** Markdown: line breaks and tabs allowed. */
const Content = freeText().trim().max(200_000);
const requiredContents = Object.fromEntries(LANGUAGES.map((language) => [language, Content.min(1, 'The field is required')])) as {
  [L in Language]: typeof Content;
};
/**
 * POST /api/admin/compliance: publishes a new version (the previous maximum + 1) of a category. Every language
 * of LANGUAGES is required and non-empty (a missing one is refused with its field, `contents.<language>`): the
 * new number applies to every language at once, never to an old text. At least one language must differ from
 * the current version. `basedOnVersion`: the version the texts were written against (null when there was none);
 * when another version has been published since, nothing is published (409 ComplianceVersionChanged), so that
 * one admin's publication never silently replaces another's. Without it, the texts are published as they are.
 */
export const PublishComplianceRequest = z.object({
  category: ComplianceCategory,
  contents: z.object(requiredContents),
  basedOnVersion: z.number().int().positive().nullable().optional(),
});
export type PublishComplianceRequest = z.input<typeof PublishComplianceRequest>;
export const PublishComplianceResponse = z.object({
  category: z.number().int(),
  version: z.number().int(),
  languages: z.array(z.enum(LANGUAGES)),
  publishedAt: z.string(),
  /** Enabled members who must accept the new version before they continue (0 for the privacy policy). */
  membersToAccept: z.number().int(),
});
export type PublishComplianceResponse = z.infer<typeof PublishComplianceResponse>;

/** GET /api/admin/compliance/{category}: the current version in every language, for the editor. */
export const AdminComplianceParams = z.object({ category: ComplianceCategory });
export const AdminComplianceResponse = z.object({
  category: z.number().int(),
  /** null when nothing is published yet. */
  version: z.number().int().nullable(),
  publishedAt: z.string().nullable(),
  /** The current version's text per language; '' for a language the current version lacks. */
  contents: z.object(Object.fromEntries(LANGUAGES.map((language) => [language, z.string()])) as { [L in Language]: z.ZodString }),
  /** Enabled members who will have to accept again when a new version is published (0 for the privacy policy). */
  membersToAccept: z.number().int(),
});
export type AdminComplianceResponse = z.infer<typeof AdminComplianceResponse>;
