import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../lib/auth-store.ts';

/**
 * Where "Get help" leads: a signed-in member to their own support page (their clubs' contacts first, then the
 * helplines); everyone else, and a member held at the new terms (whose support page would send them back there), to
 * the public help page, which needs no account.
 */
export function supportPath(role: string | undefined, pathname: string): string {
  if (role === 'User' && !pathname.toLowerCase().startsWith('/termshaschanged')) return '/get-support';
  return '/help';
}

export function Footer() {
  const { t } = useTranslation();
  const { userInfo } = useAuth();
  const { pathname } = useLocation();
  return (
    <Group component="footer" justify="center" gap="lg" py="md" px="md" c="dimmed" wrap="wrap">
      <Text size="sm">© {new Date().getFullYear()} Club Pulse</Text>
      <Anchor component={Link} to={supportPath(userInfo?.role, pathname)} size="sm" className="cp-tap-link" data-testid="footer-get-support">
        {t('footer.getSupport')}
      </Anchor>
      <Anchor component={Link} to="/usageTerms" size="sm" className="cp-tap-link">
        {t('footer.usageTerms')}
      </Anchor>
      <Anchor component={Link} to="/privacyPolicy" size="sm" className="cp-tap-link">
        {t('footer.privacyPolicy')}
      </Anchor>
    </Group>
  );
}
