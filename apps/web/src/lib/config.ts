import type { AppSettings } from '@club-pulse/contracts/auth';
import { STORAGE_KEYS } from './storage.ts';

let current: AppSettings | null = null;

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
  current ??= { apiUrl: '', defaultLanguage: 'en', languages: ['en', 'es', 'ca', 'de', 'it'], captcha: { enabled: false }, version: '' };
  return current;
}

export function getConfig(): AppSettings {
  if (current) return current;
  const stored = localStorage.getItem(STORAGE_KEYS.config);
  if (stored) current = JSON.parse(stored) as AppSettings;
  return current ?? { apiUrl: '', defaultLanguage: 'en', languages: ['en'], captcha: { enabled: false }, version: '' };
}
