import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '@club-pulse/contracts/constants';
import { createTheme, defaultVariantColorsResolver, MantineProvider, type VariantColorsResolver } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../lib/query-client.ts';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import './global.css';

const ModalsHost = lazy(() => import('../components/modals-host.tsx'));

/** Bright hues whose default light/filled text does not reach WCAG AA contrast (4.5:1) on small bold labels. */
const BRIGHT = new Set(['green', 'teal', 'lime', 'yellow', 'orange', 'cyan']);
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const name = (input.color ?? input.theme.primaryColor).split('.')[0];
  if (!BRIGHT.has(name)) return colors;
  if (input.variant === 'light' || input.variant === 'outline') return { ...colors, color: 'var(--mantine-color-dark-7)' };
  if (input.variant === 'filled') return { ...colors, color: 'var(--mantine-color-black)' };
  return colors;
};

/** The theme; icon-only close buttons of every dialog and toast get a name in the interface language. */
function buildTheme(closeLabel: string, closeNotificationLabel: string) {
  return createTheme({
    variantColorResolver,
    primaryColor: 'blue',
    primaryShade: 8,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    defaultRadius: 'md',
    components: {
      // Plain objects, not Modal.extend(): importing the components here would pull them into the entry chunk.
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeNotificationLabel } } },
    },
  });
}

export function AppProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const theme = useMemo(() => buildTheme(t('dialog.close'), t('dialog.closeNotification')), [t]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        {/* Toasts: top-right, at most 20, closing after 5 s (spec §1). */}
        <Notifications position="top-right" limit={TOAST_LIMIT} autoClose={TOAST_AUTO_CLOSE_MS} zIndex={2000} />
        {children}
        <Suspense fallback={null}>
          <ModalsHost />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
