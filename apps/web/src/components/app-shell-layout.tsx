import { AppShell, Box, Burger, Button, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useAuth } from '../lib/auth-store.ts';
import { apiClient } from '../lib/api-client.ts';
import { logout } from '../lib/http.ts';
import { Brand } from './brand.tsx';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';
import type { NavSection } from './app-layout.tsx';
import { LanguageSelector } from './language-selector.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { SkipLink } from './skip-link.tsx';

function SignOutIcon() {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
    </svg>
  );
}

/** The signed-in shell: header (brand, language, user, sign-out) and the navigation sections. */
export default function AppShellLayout({ sections }: { sections: NavSection[] }) {
  const { t } = useTranslation();
  const { userInfo } = useAuth();
  const [opened, { toggle, close }] = useDisclosure();
  // Below the "sm" breakpoint the navigation is a drawer that the burger opens (AppShell navbar.breakpoint).
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const location = useLocation();

  const signOut = async () => {
    // Ends every token of this member on the server too; the local state goes whatever the answer.
    await apiClient.post('/api/member/signOut').catch(() => undefined);
    logout();
  };

  return (
    <>
      <SkipLink />
      <AppShell header={{ height: 60 }} navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('nav.toggle')}
                aria-expanded={opened}
                aria-controls="app-navigation"
              />
              <Link
                to={userInfo?.role === 'AppAdmin' ? '/admin' : '/home'}
                aria-label="Club Pulse"
                style={{ color: 'inherit', textDecoration: 'none' }}
              >
                <Brand compact />
              </Link>
            </Group>
            <Group gap={6} wrap="nowrap">
              <Text size="sm" visibleFrom="sm" data-testid="user-name">
                {userInfo?.name}
              </Text>
              <LanguageSelector />
              <ColorSchemeToggle />
              {/* On a phone an icon (the header must fit 360 px in every language), named by its label. */}
              <Button
                variant="subtle"
                size="xs"
                px={{ base: 6, sm: 'sm' }}
                className="cp-tap"
                onClick={signOut}
                aria-label={t('nav.signOut')}
                data-testid="sign-out"
              >
                <Box component="span" visibleFrom="sm">
                  {t('nav.signOut')}
                </Box>
                <Box component="span" hiddenFrom="sm" display="flex">
                  <SignOutIcon />
                </Box>
              </Button>
            </Group>
          </Group>
        </AppShell.Header>
        {/* On a phone the closed drawer is off screen: inert keeps its links out of the tab order and of screen readers. */}
        <AppShell.Navbar p="xs" id="app-navigation" aria-label={t('nav.label')} inert={phone && !opened}>
          {/* A plain scrolling box, not Mantine's ScrollArea: that one brings floating-ui (about 20 KB gzipped) into every signed-in page. */}
          <Box flex={1} style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}>
            {sections.map((section) => (
              <nav key={section.titleKey} aria-label={t(section.titleKey)}>
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
                  {t(section.titleKey)}
                </Text>
                {section.items.map((item) => (
                  <NavLink
                    key={item.to}
                    component={Link}
                    to={item.to}
                    label={t(item.labelKey)}
                    data-testid={item.testId}
                    active={
                      location.pathname === item.to || (item.to !== '/admin' && item.to !== '/home' && location.pathname.startsWith(`${item.to}/`))
                    }
                    onClick={close}
                  />
                ))}
              </nav>
            ))}
          </Box>
        </AppShell.Navbar>
        <AppShell.Main id="main">
          <OfflineBanner />
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </>
  );
}
