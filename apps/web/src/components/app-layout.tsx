import AppShellLayout from './app-shell-layout.tsx';

export interface NavSection {
  /** Catalogue key of the section title (Common, Coach, Player, Admin). */
  titleKey: string;
  items: { to: string; labelKey: string; testId?: string }[];
}

/**
 * The signed-in shell: header (brand, language, user, sign-out) and the navigation sections. It is not part of
 * the initial JavaScript of the public pages such as /login (npm run size checks the budget): the router loads
 * the signed-in areas' layouts through their routes' `lazy`, at the same time as the areas' loaders, and draws
 * the shell and the first screen in one go. It used to be a React.lazy inside the layout, which suspended the
 * first render: React then revealed the screen only after its fallback throttle, in one more long task after an
 * empty first paint (docs/performance.md).
 */
export function AppLayout({ sections }: { sections: NavSection[] }) {
  return <AppShellLayout sections={sections} />;
}
