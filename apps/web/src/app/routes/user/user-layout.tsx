import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { AppLayout, type NavSection } from '../../../components/app-layout.tsx';
import { squadRolesQuery } from '../../../lib/guards.ts';

/** The user area's shell: Common always, Coach and Player sections by the member's squad roles. */
export function UserLayout() {
  const { data: roles = [] } = useQuery(squadRolesQuery);
  const sections = useMemo(() => {
    const names = roles.map((r) => r.name);
    const out: NavSection[] = [
      {
        titleKey: 'nav.sections.common',
        items: [
          { to: '/home', labelKey: 'nav.home', testId: 'nav-home' },
          { to: '/account', labelKey: 'profile:nav.account', testId: 'nav-account' },
          { to: '/get-support', labelKey: 'support:nav.getSupport', testId: 'nav-get-support' },
        ],
      },
    ];
    if (names.includes('Coach')) {
      out.push({
        titleKey: 'nav.sections.coach',
        items: [
          { to: '/studies', labelKey: 'nav.studies', testId: 'nav-studies' },
          { to: '/cases', labelKey: 'cases:nav.queue', testId: 'nav-cases' },
          { to: '/support', labelKey: 'support:nav.clubSupport', testId: 'nav-support' },
        ],
      });
    }
    if (names.includes('Player') || names.includes('Coach')) {
      out.push({
        titleKey: 'nav.sections.player',
        items: [
          { to: '/evaluations/pending', labelKey: 'nav.pending', testId: 'nav-pending' },
          { to: '/evaluations/finished', labelKey: 'nav.finished', testId: 'nav-finished' },
        ],
      });
    }
    return out;
  }, [roles]);
  return <AppLayout sections={sections} />;
}

/** Loaded by the user area route's `lazy` (app/router.tsx), with the area's loader. */
export const Component = UserLayout;
