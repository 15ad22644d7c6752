import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Footer() {
  const { t } = useTranslation();
  return (
    <Group component="footer" justify="center" gap="lg" py="md" px="md" c="dimmed" wrap="wrap">
      <Text size="sm">© {new Date().getFullYear()} Club Pulse</Text>
      <Anchor component={Link} to="/help" size="sm" className="cp-tap-link" data-testid="footer-get-support">
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
