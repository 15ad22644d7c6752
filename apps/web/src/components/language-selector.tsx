import { LANGUAGES, type Language } from '@club-pulse/contracts/constants';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { authStore } from '../lib/auth-store.ts';
import { apiClient } from '../lib/api-client.ts';
import { changeLanguage, markLanguageChosen } from '../lib/i18n.ts';
import { nativeName } from '../lib/language-names.ts';

/**
 * The header's language menu: the browser's own select (the phone's picker on a phone), each language written in
 * itself. A native select rather than Mantine's Select: the combobox, its popover (floating-ui) and its scroll area
 * cost a tenth of the first screen's script time on a throttled phone, on every page (docs/performance.md).
 */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      aria-label={t('language.label')}
      data-testid="language-selector"
      size="xs"
      w={{ base: 112, sm: 120 }}
      value={i18n.language}
      data={LANGUAGES.map((l) => ({ value: l, label: nativeName(l) }))}
      onChange={(event) => {
        const value = event.currentTarget.value as Language;
        void changeLanguage(value);
        // A signed-in member's choice is saved on the server too: it is the language of their screens and mails.
        // A visitor's choice is saved when they sign in, in this visit.
        if (authStore.get().token) void apiClient.put('/api/member/me/language', { body: { language: value } }).catch(() => undefined);
        else markLanguageChosen();
      }}
    />
  );
}
