import { z } from 'zod';
import { COMPLIANCE_CATEGORY, DEFAULT_LANGUAGE, LANGUAGES, type Language } from './constants.ts';
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
const optionalContents = Object.fromEntries(LANGUAGES.map((language) => [language, Content.optional()])) as {
  [L in Language]: z.ZodOptional<typeof Content>;
};
/** POST /api/admin/compliance: publishes a new version (the previous maximum + 1) of a category. */
export const PublishComplianceRequest = z.object({
  category: ComplianceCategory,
  /** A text per language of LANGUAGES; the default language's is required. */
  contents: z.object({ ...optionalContents, [DEFAULT_LANGUAGE]: Content.min(1, 'The field is required') }),
});
export type PublishComplianceRequest = z.input<typeof PublishComplianceRequest>;
export const PublishComplianceResponse = z.object({
  category: z.number().int(),
  version: z.number().int(),
  languages: z.array(z.enum(LANGUAGES)),
  publishedAt: z.string(),
});
export type PublishComplianceResponse = z.infer<typeof PublishComplianceResponse>;
