import { Anchor, Container, Group } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { Brand } from './brand.tsx';
import { LanguageSelector } from './language-selector.tsx';

/** Header with the brand and the language selector for the public pages. */
export function PublicLayout() {
  return (
    <>
      <Group component="header" justify="space-between" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Anchor component={Link} to="/" underline="never" c="inherit">
          <Brand />
        </Anchor>
        <LanguageSelector />
      </Group>
      <Container component="main" id="main" size="sm" py="xl" w="100%">
        <Outlet />
      </Container>
    </>
  );
}
