import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@club-pulse/contracts/constants';
import dayjs from 'dayjs';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from './storage.ts';
import 'dayjs/locale/ca';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/it';

/** One catalogue per language and feature namespace: locales/<lang>/<namespace>.json, loaded on demand. */
export const NAMESPACES = ['common', 'public', 'admin', 'player', 'coach', 'privacy'] as const;
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

async function loadLanguage(lang: Language) {
  await Promise.all(
    NAMESPACES.map(async (ns) => {
      if (i18n.hasResourceBundle(lang, ns)) return;
      const loader = catalogues[`../locales/${lang}/${ns}.json`];
      if (!loader) return;
      const mod = await loader();
      i18n.addResourceBundle(lang, ns, mod.default, true, true);
    }),
  );
}

export function storedLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEYS.language) as Language | null;
  if (stored && (LANGUAGES as readonly string[]).includes(stored)) return stored;
  return DEFAULT_LANGUAGE;
}

export async function initI18n() {
  const lng = storedLanguage();
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // The fallback language and the chosen one load at the same time.
  await Promise.all([loadLanguage(DEFAULT_LANGUAGE), lng === DEFAULT_LANGUAGE ? undefined : loadLanguage(lng)]);
  applyLanguage(lng);
}

function applyLanguage(lng: Language) {
  document.documentElement.lang = lng;
  dayjs.locale(lng);
}

/** Changes the interface language and remembers it. */
export async function changeLanguage(lng: Language) {
  await loadLanguage(lng);
  await i18n.changeLanguage(lng);
  localStorage.setItem(STORAGE_KEYS.language, lng);
  applyLanguage(lng);
}

export { i18n };
