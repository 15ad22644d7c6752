import { Box } from '@mantine/core';
import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigate, useNavigationType } from 'react-router';
import { configureHttp } from '../lib/http.ts';
import { queryClient } from '../lib/query-client.ts';
import { CookieNotice } from './cookie-notice.tsx';
import { Footer } from './footer.tsx';
import { GlobalLoadingIndicator } from './global-loading.tsx';

/** A route's `handle` that says its area fills the screen (the signed-in areas' shells do). */
export type AreaHandle = { fullHeight?: boolean };

/**
 * A new page starts at its top: a case opened from far down the queue on a phone opened scrolled past its header
 * and guidance. Only a new path: a list's filters and pages in the query keep the place; Back and Forward (POP)
 * leave it to the browser, which puts the reader back where they were. (React Router's ScrollRestoration does the
 * same and more for 0.9 KB on every page.)
 */
function useScrollToTopOnNewPage() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the event; the navigation's type is read with it
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname]);
}

export function RootLayout() {
  const navigate = useNavigate();
  // In a signed-in area the content takes the screen's height from the first paint, while the area's code and
  // data still load: the footer stays below the fold instead of showing and then being pushed out of view when
  // the area appears (a layout shift of 0.09 that Lighthouse measured on the reports).
  const fullHeight = useMatches().some((m) => (m.handle as AreaHandle | undefined)?.fullHeight);
  useScrollToTopOnNewPage();
  useEffect(() => {
    configureHttp({ navigate: (to) => navigate(to), onLogout: () => queryClient.clear() });
  }, [navigate]);
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      {/* In the page's flow, never over a screen's main action: first on the public pages (every visitor passes
          one before signing in); below the footer in a signed-in area, whose fixed header would lie over it. */}
      {!fullHeight && <CookieNotice />}
      <GlobalLoadingIndicator />
      <Box mih={fullHeight ? '100dvh' : undefined} style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Outlet />
      </Box>
      <Footer />
      {fullHeight && <CookieNotice />}
    </Box>
  );
}
