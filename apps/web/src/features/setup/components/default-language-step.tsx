import { LANGUAGES, type Language, preferredLanguage } from '@club-pulse/contracts/constants';
import { SetDefaultLanguageRequest } from '@club-pulse/contracts/setup';
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/form.ts';
import { notify } from '../../../lib/notify.ts';
import { useSetDefaultLanguage } from '../api/set-default-language.ts';
import { nativeName } from '../../../lib/language-names.ts';

/**
 * Step "default language": the interface language of visitors who chose none, stored for the installation
 * (GET /appsettings.json answers it). Starts from the stored one, else the admin's own.
 */
export function DefaultLanguageStep({ current }: { current: Language | null }) {
  const { t, i18n } = useTranslation('setup');
  const save = useSetDefaultLanguage();
  const form = useContractForm({ initialValues: { language: current ?? preferredLanguage(i18n.language) }, schema: SetDefaultLanguageRequest });

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
