import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { DeleteMyAccount } from '../../../features/privacy/components/delete-my-account.tsx';
import { DownloadMyData } from '../../../features/privacy/components/download-my-data.tsx';

/** Nothing to load before entry: the data is fetched when the member asks for the download. */
export async function loader() {
  return null;
}

/** "My data": download everything stored about oneself, or delete the account. */
export function Component() {
  const { t } = useTranslation('privacy');
  return (
    <Stack gap="lg" data-testid="my-data-page">
      <PageTitle text={t('title')} />
      <Text>{t('intro')}</Text>
      <DownloadMyData />
      <DeleteMyAccount />
    </Stack>
  );
}
