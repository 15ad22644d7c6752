import { DEFAULT_LANGUAGE, isLanguage, type Language, preferredLanguage } from '@club-pulse/contracts/constants';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { RULE_VALUES } from './catalogue-values.ts';
import { STORAGE_KEYS } from './storage.ts';

/** One catalogue per language and feature namespace: locales/<lang>/<namespace>.json, loaded on demand. */
export const NAMESPACES = [
  'common',
  'public',
  'admin',
  'player',
  'coach',
  'privacy',
  'setup',
  'support',
  'cases',
  'quizzes',
  'exports',
  'trends',
  'audit',
  'users',
  'profile',
  'sharing',
  'invitation',
  'reminders',
  'roster',
  'twofactor',
] as const;
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
  return preferredLanguage(localStorage.getItem(STORAGE_KEYS.language));
}

/**
 * Starts the translations in the visitor's language: the one they chose, else the installation's default
 * (chosen by an admin at setup, given by the configuration). A visitor who chose does not wait for the
 * configuration; the default is not remembered as a choice, so that a later change of it still applies.
 */
export async function initI18n(installationDefault?: Promise<string | undefined>) {
  const chosen = localStorage.getItem(STORAGE_KEYS.language);
  const lng = isLanguage(chosen) ? chosen : preferredLanguage(await installationDefault?.catch(() => undefined));
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: {},
    // The numbers of the rules (password length, ages, the report's gates) come from the contracts in every text.
    interpolation: { escapeValue: false, defaultVariables: RULE_VALUES },
    returnNull: false,
  });
  // The fallback language and the chosen one load at the same time.
  await Promise.all([loadLanguage(DEFAULT_LANGUAGE), lng === DEFAULT_LANGUAGE ? undefined : loadLanguage(lng)]);
  applyLanguage(lng);
}

function applyLanguage(lng: Language) {
  document.documentElement.lang = lng;
}

/** Changes the interface language and remembers it. */
export async function changeLanguage(lng: Language) {
  await loadLanguage(lng);
  await i18n.changeLanguage(lng);
  localStorage.setItem(STORAGE_KEYS.language, lng);
  applyLanguage(lng);
}

export { i18n };
