import { LANGUAGES, type Language } from '@club-pulse/contracts/constants';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../lib/i18n.ts';

/** Each language is written in itself, so a reader finds theirs whatever the current language. */
const NATIVE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', ca: 'Català', de: 'Deutsch', it: 'Italiano' };

/** The Mantine Select (with its floating-ui popover) is loaded after the first paint: see language-selector.tsx. */
export default function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      aria-label={t('language.label')}
      data-testid="language-selector"
      size="xs"
      w={120}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      value={i18n.language}
      data={LANGUAGES.map((l) => ({ value: l, label: NATIVE_NAMES[l] }))}
      onChange={(value) => value && void changeLanguage(value as Language)}
    />
  );
}
