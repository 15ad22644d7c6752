import { Anchor, Box, Button, Group, Paper, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STORAGE_KEYS } from '../lib/storage.ts';

/** Only strictly necessary storage is used; the notice says so, links to the policy and is remembered once accepted. */
export function CookieNotice() {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(() => localStorage.getItem(STORAGE_KEYS.cookiesAccepted) === 'true');
  const { ref, height } = useElementSize();
  if (accepted) return null;
  return (
    <>
      {/* Room below the page, so that the last button of a form can always be scrolled above the notice. */}
      <Box aria-hidden h={height + 60} style={{ flexShrink: 0 }} />
      <Paper
        ref={ref}
        role="region"
        aria-label={t('cookies.title')}
        shadow="md"
        p="md"
        withBorder
        pos="fixed"
        bottom={12}
        left={12}
        right={12}
        maw={720}
        mx="auto"
        style={{ zIndex: 300 }}
      >
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" style={{ flex: '1 1 280px' }}>
            {t('cookies.text')}{' '}
            <Anchor component={Link} to="/privacyPolicy" size="sm">
              {t('cookies.learnMore')}
            </Anchor>
          </Text>
          <Button
            size="sm"
            onClick={() => {
              localStorage.setItem(STORAGE_KEYS.cookiesAccepted, 'true');
              setAccepted(true);
            }}
          >
            {t('cookies.accept')}
          </Button>
        </Group>
      </Paper>
    </>
  );
}
