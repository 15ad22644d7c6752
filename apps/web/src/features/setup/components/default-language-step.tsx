import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@club-pulse/contracts/constants';
import { SetDefaultLanguageRequest } from '@club-pulse/contracts/setup';
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/form.ts';
import { notify } from '../../../lib/notify.ts';
import { useSetDefaultLanguage } from '../api/set-default-language.ts';
import { nativeName } from '../../../lib/language-names.ts';

/**
 * Step "default language": the interface language of visitors who chose none, stored for the installation
 * (GET /appsettings.json answers it). `current`: the stored one, null while none was chosen. A default is always
 * in effect (the stored one, else DEFAULT_LANGUAGE, as the server reads it), so the step says which and starts
 * from it: the step is done from the start, and saving another language changes it.
 */
export function DefaultLanguageStep({ current }: { current: Language | null }) {
  const { t } = useTranslation('setup');
  const save = useSetDefaultLanguage();
  const inEffect = current ?? DEFAULT_LANGUAGE;
  const form = useContractForm({ initialValues: { language: inEffect }, schema: SetDefaultLanguageRequest });

  const submit = form.onSubmit(async ({ language }) => {
    try {
      await save.mutateAsync({ language });
      notify.success('setup:language.saved', { language: nativeName(language) });
    } catch (err) {
      notify.apiError('setup:language.error', err);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="setup-language-step">
      <Stack gap="sm">
        <Text size="sm">{t('language.intro')}</Text>
        <Text size="sm" fw={600} data-testid="default-language-in-effect">
          {t(current ? 'language.inEffect' : 'language.inEffectUnchosen', { language: nativeName(inEffect) })}
        </Text>
        <Radio.Group label={t('language.label')} {...form.getInputProps('language')}>
          <Stack gap="xs" mt="xs">
            {LANGUAGES.map((lang) => (
              <Radio
                key={lang}
                value={lang}
                label={nativeName(lang)}
                description={nativeName(lang) === t(`admin:languages.${lang}`) ? undefined : t(`admin:languages.${lang}`)}
                data-testid={`default-language-${lang}`}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="default-language-save">
            {t('language.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
