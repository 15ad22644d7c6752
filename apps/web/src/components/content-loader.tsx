import { Group, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Where a list or a report will show, while its data loads: a small named spinner, centred. */
export function ContentLoader() {
  const { t } = useTranslation();
  return (
    <Group justify="center" p="md">
      <Loader size="sm" aria-label={t('loading')} />
    </Group>
  );
}
