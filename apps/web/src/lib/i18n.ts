import { DEFAULT_LANGUAGE, isLanguage, type Language, preferredLanguage } from '@club-pulse/contracts/constants';
import { loadCatalogues } from '@club-pulse/texts/browser';
import { WEB_NAMESPACES } from '@club-pulse/texts/namespaces';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { RULE_VALUES } from '@club-pulse/texts/rule-values';
import { SESSION_KEYS, STORAGE_KEYS } from './storage.ts';

/** Loads every catalogue of a language, once (the setup writes a change summary in every language). */
export async function loadLanguage(lang: Language) {
  if (WEB_NAMESPACES.every((ns) => i18n.hasResourceBundle(lang, ns))) return;
  const catalogues = await loadCatalogues(lang);
  for (const ns of WEB_NAMESPACES) {
    const catalogue = catalogues[ns];
    if (catalogue && !i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, catalogue, true, true);
  }
}

export function storedLanguage(): Language {
  return preferredLanguage(localStorage.getItem(STORAGE_KEYS.language));
}

/**
 * The first of the browser's languages (most wanted first: `de-AT`, `en`…) that the product has, by its primary
 * subtag; undefined when it has none of them.
 */
export function browserLanguage(languages: readonly string[] = navigator.languages ?? [navigator.language]): Language | undefined {
  for (const tag of languages) {
    const primary = tag?.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}

/**
 * Starts the translations in the visitor's language: the one they chose, else their browser's when the product
 * has it, else the installation's default (chosen by an admin at setup, given by the configuration). A visitor
 * who chose, or whose browser names a language we have, does not wait for the configuration; neither the
 * browser's language nor the default is remembered as a choice, so that a later change of either still applies.
 */
export async function initI18n(installationDefault?: Promise<string | undefined>) {
  const chosen = localStorage.getItem(STORAGE_KEYS.language);
  const lng = isLanguage(chosen) ? chosen : (browserLanguage() ?? preferredLanguage(await installationDefault?.catch(() => undefined)));
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...WEB_NAMESPACES],
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

/** The visitor picked a language before signing in, in this visit (the header's menu on a public page). */
export function markLanguageChosen() {
  sessionStorage.setItem(SESSION_KEYS.languageChosen, 'true');
}

/**
 * At sign-in the interface takes the member's own language, the one of their account (and of their mails),
 * whatever this browser says or chose before. Except when the visitor picked a language in this visit before
 * signing in: that is the member's latest choice, saved to their account as a choice in the header would be.
 * `account` reads and `save` writes the account's language (the API, given by the caller). Never fails the sign-in.
 */
export async function settleLanguageAtSignIn(account: { read: () => Promise<string>; save: (lng: Language) => Promise<unknown> }) {
  try {
    if (sessionStorage.getItem(SESSION_KEYS.languageChosen)) {
      sessionStorage.removeItem(SESSION_KEYS.languageChosen);
      await account.save(i18n.language as Language);
      return;
    }
    const own = await account.read();
    if (isLanguage(own) && own !== i18n.language) await changeLanguage(own);
  } catch {
    // Offline or refused: the sign-in goes on in the language on screen.
  }
}

export { i18n };
