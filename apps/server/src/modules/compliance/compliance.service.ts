import type { ComplianceTextResponse, PublishComplianceRequest } from '@club-pulse/contracts/compliance';
import { COMPLIANCE_CATEGORY, DEFAULT_LANGUAGE, LANGUAGES } from '@club-pulse/contracts/constants';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { insertVersion, latestTexts, latestVersion, setAcceptedTermsVersion } from './compliance.repository.ts';

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

/** The latest version of a compliance text in the wanted language, English when that translation is missing. */
export async function complianceText(db: Db, category: number, language: string): Promise<ComplianceTextResponse> {
  const rows = await latestTexts(db, category);
  const row = rows.find((r) => r.language === language) ?? rows.find((r) => r.language === DEFAULT_LANGUAGE) ?? rows[0];
  if (!row) throw new AppError('NotFound');
  return {
    category: row.category,
    version: row.version,
    language: row.language,
    content: row.content,
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

/** Publishes a new version of a compliance text; from the usage terms' next version on, members must accept it. */
export async function publishCompliance(db: Db, adminId: number, input: PublishComplianceRequest) {
  const category = Number(input.category);
  const contents = LANGUAGES.flatMap((language) => {
    const content = input.contents[language]?.trim();
    return content ? [{ language, content }] : [];
  });
  const { version, publishedAt } = await insertVersion(db, category, contents);
  await recordAudit(db, adminId, 'compliance.publish', `category:${category}:v${version}`);
  return { category, version, languages: contents.map((c) => c.language), publishedAt: publishedAt.toISOString() };
}
