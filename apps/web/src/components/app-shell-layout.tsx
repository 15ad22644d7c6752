import { AppShell, Burger, Button, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useAuth } from '../lib/auth-store.ts';
import { http, logout } from '../lib/http.ts';
import { Brand } from './brand.tsx';
import type { NavSection } from './app-layout.tsx';
import { LanguageSelector } from './language-selector.tsx';

/** The signed-in shell: header (brand, language, user, sign-out) and the navigation sections. */
export default function AppShellLayout({ sections }: { sections: NavSection[] }) {
  const { t } = useTranslation();
  const { userInfo } = useAuth();
  const [opened, { toggle, close }] = useDisclosure();
  const location = useLocation();

  const signOut = async () => {
    // Ends every token of this member on the server too; the local state goes whatever the answer.
    await http.post('api/member/signOut').catch(() => undefined);
    logout();
  };

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.toggle')} />
            <Link to={userInfo?.role === 'AppAdmin' ? '/admin' : '/home'} aria-label="Club Pulse" style={{ color: 'inherit', textDecoration: 'none' }}>
              <Brand compact />
            </Link>
          </Group>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" visibleFrom="sm" data-testid="user-name">
              {userInfo?.name}
            </Text>
            <LanguageSelector />
            <Button variant="subtle" size="xs" onClick={signOut} data-testid="sign-out">
              {t('nav.signOut')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('nav.label')}>
        <ScrollArea>
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
                  active={location.pathname === item.to || (item.to !== '/admin' && item.to !== '/home' && location.pathname.startsWith(`${item.to}/`))}
                  onClick={close}
                />
              ))}
            </nav>
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id="main">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
