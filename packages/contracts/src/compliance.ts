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
  /** Markdown; rendered without raw HTML. Without a version line: the version is `version`. */
  content: z.string(),
  /**
   * What changed since the previous version, as the publishing admin summed it up, in `language`; null for a
   * first version and for versions published before summaries. A version published while only English was
   * required may lack the other languages: English then.
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
/**
 * A change summary per language, one line each. Once a version exists, the service requires every language
 * (`changeSummary.<language>` names each one missing); the schema cannot know whether one exists.
 */
const summaryText = () => singleLineText().trim().max(CHANGE_SUMMARY_MAX).optional();
export const ChangeSummary = z.object(
  Object.fromEntries(LANGUAGES.map((language) => [language, summaryText()])) as { [L in Language]: ReturnType<typeof summaryText> },
);
export type ChangeSummary = z.infer<typeof ChangeSummary>;

/**
 * A line of a text that only states its version ("Version 1", "Versión 1", "Versió 1", "Versione 1"), as the
 * shipped templates and the texts published before had one. The version is never typed in a text: the document's
 * view states it above the text from the real number (the published one, or the next one in the admin's preview).
 */
const VERSION_LINE = /^(?:Version|Versión|Versió|Versione) \d+[ \t]*\r?$/;
/** Whether a text has a line that only states a version. */
export const hasVersionLine = (content: string) => content.split('\n').some((line) => VERSION_LINE.test(line));
/**
 * The text without its version lines, and without the blank line each leaves behind: "# Terms\n\nVersion 1\n\n## Who"
 * is "# Terms\n\n## Who". What is published and shown is this text, so that no text reads as another version.
 */
export function withoutVersionLine(content: string): string {
  const kept: string[] = [];
  let removed = false;
  for (const line of content.split('\n')) {
    if (VERSION_LINE.test(line)) {
      removed = true;
      continue;
    }
    const blank = !line.trim();
    if (removed && blank && (kept.length === 0 || !kept[kept.length - 1]?.trim())) continue;
    removed = removed && blank;
    kept.push(line);
  }
  return kept.join('\n');
}
/**
 * Whether two texts say the same, their version lines aside: a text stored with "Version 3" is unchanged by the
 * same text without that line (or with another number).
 */
export const sameText = (a: string, b: string) => withoutVersionLine(a).trim() === withoutVersionLine(b).trim();

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
   * What changed, in a few words per language, shown to members with the new version: required in every
   * language once a version exists (each one missing is refused with its field, `changeSummary.<language>`); the
   * first version changes nothing and stores none.
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
