import { CHANGE_SUMMARY_MAX } from '@club-pulse/contracts/compliance';
import { LANGUAGES, type Language } from '@club-pulse/contracts/constants';
import { Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { nativeName } from '../../../lib/language-names.ts';

/**
 * What changed in a new version, one line in every language (each required): members read it in their own
 * language above the new text. `inputs` receives each field, so the publisher can bring the first empty one into
 * focus.
 */
export function ChangeSummaryFields({
  summary,
  errors,
  onChange,
  inputs,
}: {
  summary: Partial<Record<Language, string>>;
  errors: Record<string, string>;
  onChange: (language: Language, value: string) => void;
  inputs: Partial<Record<Language, HTMLInputElement | null>>;
}) {
  const { t } = useTranslation('public');
  return (
    <Stack gap={6} data-testid="compliance-summary">
      <Text fw={600} size="sm">
        {t('adminCompliance.summaryTitle')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('adminCompliance.summaryHint')}
      </Text>
      {LANGUAGES.map((l) => (
        <TextInput
          key={l}
          label={nativeName(l)}
          lang={l}
          required
          maxLength={CHANGE_SUMMARY_MAX}
          value={summary[l] ?? ''}
          onChange={(e) => onChange(l, e.currentTarget.value)}
          error={errors[`changeSummary.${l}`]}
          data-path={`changeSummary.${l}`}
          data-testid={`compliance-summary-${l}`}
          ref={(input) => {
            inputs[l] = input;
          }}
        />
      ))}
    </Stack>
  );
}
