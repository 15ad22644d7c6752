import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { DeleteMyAccount } from '../../../features/privacy/components/delete-my-account.tsx';
import { DownloadMyData } from '../../../features/privacy/components/download-my-data.tsx';
import { profileQuery, useProfile } from '../../../features/profile/api/get-profile.ts';
import { GuardianConsentSection } from '../../../features/profile/components/guardian-consent-section.tsx';
import { ChangePasswordForm } from '../../../features/profile/components/change-password-form.tsx';
import { ProfileForm } from '../../../features/profile/components/profile-form.tsx';
import { TwoFactorAccountSection } from '../../../features/two-factor/components/renew-recovery-codes.tsx';
import { useAuth } from '../../../lib/auth-store.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** The member's profile is loaded before entry; their data only when they ask for the download. */
export async function loader() {
  await queryClient.ensureQueryData(profileQuery);
  return null;
}

/**
 * "My account", for every signed-in member (the user area's /account, the admin's /admin/account): name and
 * language, password, and their data (download, delete the account).
 */
export function Component() {
  const { t } = useTranslation(['profile', 'privacy']);
  const { data: profile } = useProfile();
  const { userInfo } = useAuth();
  return (
    <Stack gap="lg" data-testid="my-data-page">
      <PageTitle text={t('profile:title')} />
      {profile?.guardianConsentNeeded && <GuardianConsentSection />}
      {profile && <ProfileForm profile={profile} />}
      <ChangePasswordForm />
      {userInfo?.role === 'AppAdmin' && <TwoFactorAccountSection />}
      <Stack gap="sm" component="section" aria-labelledby="my-data-title" data-testid="my-data-section">
        <Title order={2} size="h3" id="my-data-title">
          {t('privacy:title')}
        </Title>
        <Text>{t('privacy:intro')}</Text>
        <DownloadMyData />
        <DeleteMyAccount />
      </Stack>
    </Stack>
  );
}
