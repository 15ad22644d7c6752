import {
  type AdminComplianceResponse,
  type ComplianceTextResponse,
  type PublishComplianceRequest,
  withoutVersionLine,
} from '@club-pulse/contracts/compliance';
import { COMPLIANCE_CATEGORY, DEFAULT_LANGUAGE, LANGUAGES } from '@club-pulse/contracts/constants';
import { VALIDATION_MESSAGES } from '@club-pulse/contracts/validation-messages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { insertVersion, latestTexts, latestVersion, membersToAccept, setAcceptedTermsVersion } from './compliance.repository.ts';

/** The preferred supported language from an explicit choice, then an Accept-Language header, then English. */
export function pickLanguage(explicit: string | undefined, acceptLanguage: string | undefined): string {
  const supported = LANGUAGES as readonly string[];
  const base = (tag: string) => (tag.trim().split(/[-_;]/)[0] ?? '').toLowerCase();
  if (explicit && supported.includes(base(explicit))) return base(explicit);
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: base(tag ?? ''), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((l) => supported.includes(l.lang) && l.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.lang ?? DEFAULT_LANGUAGE;
}

/** A stored text as members and the editor read it: texts published before carry a version line, the version is shown apart. */
const shown = (content: string) => withoutVersionLine(content).trim();

/**
 * The latest version of a compliance text in the wanted language, English when that translation is missing.
 * Its change summary is the one of that language; English only for a version stored without one (published
 * while only English was required).
 */
export async function complianceText(db: Db, category: number, language: string): Promise<ComplianceTextResponse> {
  const rows = await latestTexts(db, category);
  const row = rows.find((r) => r.language === language) ?? rows.find((r) => r.language === DEFAULT_LANGUAGE) ?? rows[0];
  if (!row) throw new AppError('NotFound');
  return {
    category: row.category,
    version: row.version,
    language: row.language,
    content: shown(row.content),
    changeSummary: row.changeSummary ?? rows.find((r) => r.language === DEFAULT_LANGUAGE)?.changeSummary ?? null,
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** The current (highest) published usage-terms version, or null when none is published. */
export const currentTermsVersion = (db: Db) => latestVersion(db, COMPLIANCE_CATEGORY.usageTerms);

/**
 * Records that the member accepted the current usage terms (and audits it). When the client says which
 * version the member read and a newer one exists, the member must read that one first (451).
 */
export async function acceptNewTerms(db: Db, memberId: number, readVersion: number | undefined): Promise<{ version: number }> {
  const current = await latestVersion(db, COMPLIANCE_CATEGORY.usageTerms);
  if (current == null) throw new AppError('NotFound');
  if (readVersion !== undefined && readVersion !== current) throw new AppError('TermsChanged');
  await setAcceptedTermsVersion(db, memberId, current);
  await recordAudit(db, memberId, 'terms.accept', `usageTerms:v${current}`);
  return { version: current };
}

/**
 * GET /api/admin/compliance/{category}: the current version in every language (what the editor starts from and
 * diffs against) and how many members a new version would ask to accept again.
 */
export async function currentCompliance(db: Db, category: number): Promise<AdminComplianceResponse> {
  const [rows, toAccept] = await Promise.all([latestTexts(db, category), membersToAccept(db, category)]);
  const contents = Object.fromEntries(
    LANGUAGES.map((l) => {
      const row = rows.find((r) => r.language === l);
      return [l, row ? shown(row.content) : ''];
    }),
  ) as AdminComplianceResponse['contents'];
  const [first] = rows;
  return {
    category,
    version: first?.version ?? null,
    publishedAt: first ? first.publishedAt.toISOString() : null,
    contents,
    membersToAccept: toAccept,
  };
}

/** A 400 ValidationError with one item per field (docs/design.md#api). */
const validationErrors = (fields: { field: string; message: string }[]) =>
  new AppError('ValidationError', { items: fields.map((f) => ({ code: 'ValidationError', ...f })) });

/** The message of a change summary missing in a language (the web shows its own words, by the field). */
const CHANGE_SUMMARY_REQUIRED = 'Say in a few words what changed, in this language';

/**
 * Publishes a new version of a compliance text in every language at once (the contract requires all of them);
 * from the usage terms' new version on, members must accept it, and read its change summary, required in every
 * language after the first version (one error per missing language, `changeSummary.<language>`). Refused when no
 * language changed. A text's version line is left out: the version is shown from its number. The audit event
 * names the document, the version and how many members must accept it.
 */
export async function publishCompliance(db: Db, adminId: number, input: PublishComplianceRequest) {
  const category = Number(input.category);
  const contents = LANGUAGES.map((language) => ({
    language,
    content: withoutVersionLine(input.contents[language]).trim(),
    changeSummary: input.changeSummary?.[language]?.trim() || null,
  }));
  // A text that was nothing but its version line is no text.
  const empty = contents.filter((c) => !c.content);
  if (empty.length > 0) throw validationErrors(empty.map((c) => ({ field: `contents.${c.language}`, message: VALIDATION_MESSAGES.required })));
  const published = await insertVersion(db, category, contents, input.basedOnVersion);
  if (published === 'stale') throw new AppError('ComplianceVersionChanged');
  if (published === 'unchanged')
    throw new AppError('ValidationError', { field: 'contents', message: 'Every language is the same as the current version: change at least one' });
  if (published.summaryMissing)
    throw validationErrors(published.summaryMissing.map((language) => ({ field: `changeSummary.${language}`, message: CHANGE_SUMMARY_REQUIRED })));
  const { version, publishedAt, membersToAccept: toAccept } = published;
  await recordAudit(db, adminId, 'compliance.publish', `category:${category}:v${version}:membersToAccept:${toAccept}`);
  return { category, version, languages: [...LANGUAGES], publishedAt: publishedAt.toISOString(), membersToAccept: toAccept };
}
