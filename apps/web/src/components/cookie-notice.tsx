import { Anchor, Box, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STORAGE_KEYS } from '../lib/storage.ts';

/**
 * Only strictly necessary storage is used; the notice says so, links to the policy and is remembered once accepted.
 * It is a band at the top of the page, in the page's flow: it pushes the screen down rather than lying over it.
 * Fixed at the bottom it covered a phone's main action (the study landing's join button at 360 × 740), and the
 * room reserved below the page only helped once the visitor scrolled.
 */
export function CookieNotice() {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(() => localStorage.getItem(STORAGE_KEYS.cookiesAccepted) === 'true');
  if (accepted) return null;
  return (
    <Box
      role="region"
      aria-label={t('cookies.title')}
      px="md"
      py={8}
      data-testid="cookie-notice"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)', background: 'var(--mantine-color-default-hover)', flexShrink: 0 }}
    >
      <Group justify="center" wrap="nowrap" gap="sm" maw={960} mx="auto">
        <Text size="xs" style={{ flex: '1 1 auto' }}>
          {t('cookies.text')}{' '}
          <Anchor component={Link} to="/privacyPolicy" size="xs">
            {t('cookies.learnMore')}
          </Anchor>
        </Text>
        <Button
          size="sm"
          style={{ flexShrink: 0 }}
          onClick={() => {
            localStorage.setItem(STORAGE_KEYS.cookiesAccepted, 'true');
            setAccepted(true);
          }}
        >
          {t('cookies.accept')}
        </Button>
      </Group>
    </Box>
  );
}
