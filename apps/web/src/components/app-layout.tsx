import { lazy, Suspense } from 'react';

export interface NavSection {
  /** Catalogue key of the section title (Common, Coach, Player, Admin). */
  titleKey: string;
  items: { to: string; labelKey: string; testId?: string }[];
}

// The signed-in shell (AppShell, navigation, scroll area) is not part of the initial JavaScript of the public
// pages such as /login: it loads with the first signed-in screen (npm run size checks the budget).
const AppShellLayout = lazy(() => import('./app-shell-layout.tsx'));

/** The signed-in shell: header (brand, language, user, sign-out) and the navigation sections. */
export function AppLayout({ sections }: { sections: NavSection[] }) {
  return (
    <Suspense fallback={null}>
      <AppShellLayout sections={sections} />
    </Suspense>
  );
}
