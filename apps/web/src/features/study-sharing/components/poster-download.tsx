import { isLanguage, LANGUAGES, type Language } from '@club-pulse/contracts/constants';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nativeName } from '../../../lib/language-names.ts';
import { notify } from '../../../lib/notify.ts';
import { downloadPoster } from '../api/download-poster.ts';

/** The A4 poster (PDF, made by the server) in a language the coach chooses: the interface's at first. */
export function PosterDownload({ studyId }: { studyId: number }) {
  const { t, i18n } = useTranslation('sharing');
  const [language, setLanguage] = useState<Language>(isLanguage(i18n.language) ? i18n.language : 'en');
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await downloadPoster(studyId, language);
      notify.success('sharing:poster.downloaded');
    } catch (err) {
      notify.apiError('sharing:poster.error', err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs" data-testid="share-poster-section">
      <Title order={3} size="h5">
        {t('poster.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('poster.intro')}
      </Text>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <Select
          label={t('poster.language')}
          data={LANGUAGES.map((l) => ({ value: l, label: nativeName(l) }))}
          value={language}
          onChange={(v) => v && isLanguage(v) && setLanguage(v)}
          allowDeselect={false}
          w={200}
          data-testid="share-poster-language"
        />
        <Button onClick={download} loading={busy} data-testid="share-poster">
          {t('poster.download')}
        </Button>
      </Group>
    </Stack>
  );
}
