import { sameText } from '@club-pulse/contracts/compliance';
import { LANGUAGES, type Language } from '@club-pulse/contracts/constants';

export type Contents = Record<Language, string>;

/**
 * The texts an admin is writing, kept in sessionStorage per document so that a reload loses nothing, with the
 * version they were written against. A draft of a version that is no longer the current one is kept too: the
 * editor says so and has the admin compare it with the new version before publishing (nothing is lost).
 */
const key = (category: number) => `cp.complianceDraft.${category}`;

export interface Draft {
  baseVersion: number | null;
  contents: Contents;
}

export function readDraft(category: number): Draft | null {
  try {
    const raw = sessionStorage.getItem(key(category));
    const draft = raw ? (JSON.parse(raw) as { baseVersion?: unknown; contents?: Record<string, unknown> }) : null;
    if (!draft || typeof draft.contents !== 'object' || !draft.contents) return null;
    const { baseVersion } = draft;
    if (baseVersion !== null && !(typeof baseVersion === 'number' && Number.isInteger(baseVersion) && baseVersion > 0)) return null;
    const contents = draft.contents;
    return {
      baseVersion,
      contents: Object.fromEntries(LANGUAGES.map((l) => [l, typeof contents[l] === 'string' ? contents[l] : ''])) as Contents,
    };
  } catch {
    return null;
  }
}

export function saveDraft(category: number, baseVersion: number | null, contents: Contents) {
  try {
    sessionStorage.setItem(key(category), JSON.stringify({ baseVersion, contents }));
  } catch {
    // A full or disabled storage only loses the safety copy; the editor keeps working.
  }
}

export function clearDraft(category: number) {
  try {
    sessionStorage.removeItem(key(category));
  } catch {
    // Nothing to clear.
  }
}

/** Each language's state against the current version: written (changed), unchanged, or empty. */
export type LanguageState = 'written' | 'unchanged' | 'empty';
export function languageState(draft: string, current: string): LanguageState {
  const text = draft.trim();
  if (!text) return 'empty';
  // A version line alone ("Version 3" against none) is no change: publication leaves it out, the version is shown apart.
  return sameText(text, current) ? 'unchanged' : 'written';
}
