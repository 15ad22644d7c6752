import { Box } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { configureHttp } from '../lib/http.ts';
import { queryClient } from '../lib/query-client.ts';
import { CookieNotice } from './cookie-notice.tsx';
import { Footer } from './footer.tsx';
import { GlobalLoadingIndicator } from './global-loading.tsx';

export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => {
    configureHttp({ navigate: (to) => navigate(to), onLogout: () => queryClient.clear() });
  }, [navigate]);
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <GlobalLoadingIndicator />
      <Box style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Outlet />
      </Box>
      <Footer />
      <CookieNotice />
    </Box>
  );
}
