import { LANGUAGES, type Language } from '@club-pulse/contracts/constants';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { authStore } from '../lib/auth-store.ts';
import { http } from '../lib/http.ts';
import { changeLanguage, markLanguageChosen } from '../lib/i18n.ts';

/** Each language is written in itself (Español, Deutsch…), so a reader finds theirs whatever the current language. */
function nativeName(lang: Language): string {
  const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

/** The Mantine Select (with its floating-ui popover) is loaded after the first paint: see language-selector.tsx. */
export default function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      aria-label={t('language.label')}
      data-testid="language-selector"
      size="xs"
      w={{ base: 112, sm: 120 }}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      value={i18n.language}
      data={LANGUAGES.map((l) => ({ value: l, label: nativeName(l) }))}
      onChange={(value) => {
        if (!value) return;
        void changeLanguage(value as Language);
        // A signed-in member's choice is saved on the server too: it is the language of their screens and mails.
        // A visitor's choice is saved when they sign in, in this visit.
        if (authStore.get().token) void http.put('api/member/me/language', { language: value }).catch(() => undefined);
        else markLanguageChosen();
      }}
    />
  );
}
