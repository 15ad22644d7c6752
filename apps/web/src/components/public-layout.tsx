import { Anchor, Container, Group } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { Brand } from './brand.tsx';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';
import { LanguageSelector } from './language-selector.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { SkipLink } from './skip-link.tsx';

/** Header with the brand and the language selector for the public pages. */
export function PublicLayout() {
  return (
    <>
      <SkipLink />
      <Group
        component="header"
        justify="space-between"
        wrap="nowrap"
        px="md"
        py="xs"
        mih="var(--cp-header-height)"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Anchor component={Link} to="/" underline="never" c="inherit">
          <Brand />
        </Anchor>
        <Group gap={6} wrap="nowrap">
          <LanguageSelector />
          <ColorSchemeToggle />
        </Group>
      </Group>
      <Container component="main" id="main" size="sm" py="xl" w="100%">
        <OfflineBanner />
        <Outlet />
      </Container>
    </>
  );
}
