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
  /**
   * What changed since the previous version, as the publishing admin summed it up, in `language` (English when
   * that translation was not written); null for a first version and for versions published before summaries.
   */
  changeSummary: z.string().nullable(),
  publishedAt: z.string(),
});
export type ComplianceTextResponse = z.infer<typeof ComplianceTextResponse>;

/** POST /api/compliance/acceptNewTerms. `version`: the version the member read (a newer one must be read first). */
export const AcceptNewTermsRequest = z.object({ version: z.number().int().positive().optional() });
export type AcceptNewTermsRequest = z.infer<typeof AcceptNewTermsRequest>;
export const AcceptNewTermsResponse = z.object({ version: z.number().int() });
export type AcceptNewTermsResponse = z.infer<typeof AcceptNewTermsResponse>;

export const CHANGE_SUMMARY_MAX = 300;
/** A change summary per language, one line each; any language may be left empty. */
const summaryText = () => singleLineText().trim().max(CHANGE_SUMMARY_MAX).optional();
export const ChangeSummary = z.object(
  Object.fromEntries(LANGUAGES.map((language) => [language, summaryText()])) as { [L in Language]: ReturnType<typeof summaryText> },
);
export type ChangeSummary = z.infer<typeof ChangeSummary>;

/** A line of a text that only states its version ("Version 1", "Versión 1", "Versió 1", "Versione 1"). */
const VERSION_LINE = /^(Version|Versión|Versió|Versione) \d+[ \t]*$/gm;
/** The text with its version line, if it has one, stating `version`: a new version never reads as an old one. */
export const withVersionLine = (content: string, version: number) => content.replace(VERSION_LINE, (_line, word: string) => `${word} ${version}`);
/**
 * Whether two texts say the same, their version lines aside: a text written against version 3 ("Version 3") is
 * unchanged from version 4 if only that line differs (it is brought to the new number on publication anyway).
 */
export const sameText = (a: string, b: string) => withVersionLine(a.trim(), 0) === withVersionLine(b.trim(), 0);

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
  /**
   * What changed, in a few words per language, shown to members with the new version: required in English
   * (`changeSummary.en`) once a version exists (the first version changes nothing); a language left empty shows
   * the English one.
   */
  changeSummary: ChangeSummary.optional(),
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
