import type { AppSettings } from '@club-pulse/contracts/auth';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@club-pulse/contracts/constants';
import { STORAGE_KEYS } from './storage.ts';

let current: AppSettings | null = null;

/** Without a configuration (first visit offline): the same origin, the contracts' languages, no captcha. */
const fallback = (): AppSettings => ({
  apiUrl: '',
  defaultLanguage: DEFAULT_LANGUAGE,
  languages: [...LANGUAGES],
  captcha: { enabled: false },
  version: '',
  publicUrl: null,
});

/** Fetched at start from /appsettings.json?v=<timestamp> (no stale cache) and kept in local storage. */
export async function loadConfig(): Promise<AppSettings> {
  try {
    const res = await fetch(`/appsettings.json?v=${Date.now()}`, { credentials: 'same-origin' });
    if (!res.ok) throw new Error(String(res.status));
    current = (await res.json()) as AppSettings;
    localStorage.setItem(STORAGE_KEYS.config, JSON.stringify(current));
  } catch {
    const stored = localStorage.getItem(STORAGE_KEYS.config);
    current = stored ? (JSON.parse(stored) as AppSettings) : null;
  }
  current ??= fallback();
  return current;
}

/**
 * The base of the links the product hands out: the server's PUBLIC_URL when it has one (the poster and the mails
 * use the same), else the address this page was opened at.
 */
export const publicOrigin = (): string => getConfig().publicUrl ?? window.location.origin;

export function getConfig(): AppSettings {
  if (current) return current;
  const stored = localStorage.getItem(STORAGE_KEYS.config);
  if (stored) current = JSON.parse(stored) as AppSettings;
  return current ?? fallback();
}
