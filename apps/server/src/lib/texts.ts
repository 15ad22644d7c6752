import { DEFAULT_LANGUAGE, type Language } from '@club-pulse/contracts/constants';
import { SERVER_NAMESPACES } from '@club-pulse/texts/namespaces';
import { RULE_VALUES } from '@club-pulse/texts/rule-values';
import { SERVER_CATALOGUES } from '@club-pulse/texts/server-catalogues';
import { createInstance, type TFunction } from 'i18next';

/**
 * The server's words (mails, exported files, the poster) through i18next, as the web reads its own: the same
 * catalogues (packages/texts), the same plural rules (`_one`, `_other`, `_many`), the same rule numbers filled in
 * (`{{escalationHours}}`), the default language where a key is missing. Values are not HTML-escaped here:
 * a mail escapes its HTML part itself (lib/mailer.ts), and a PDF or a CSV wants the plain text.
 */
const i18n = createInstance();
i18n.init({
  resources: SERVER_CATALOGUES,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: [...SERVER_NAMESPACES],
  defaultNS: 'mail',
  // The catalogues are in memory: ready as init returns, so that a mail is written without waiting.
  initAsync: false,
  interpolation: { escapeValue: false, defaultVariables: RULE_VALUES },
  returnNull: false,
});

export type Texts = TFunction;

/** `t` in `lang`: `t('mail:greeting', { name })`, `t('coach:report.total')`, `t('mail:criticalAlert.newResults', { count })`. */
export function textsIn(lang: Language): Texts {
  return i18n.getFixedT(lang);
}
