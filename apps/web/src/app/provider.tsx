import { LEVEL_SHADE, YELLOW_SHADES } from '@club-pulse/contracts/level-colors';
import {
  type CSSVariablesResolver,
  createTheme,
  defaultVariantColorsResolver,
  localStorageColorSchemeManager,
  MantineProvider,
  type VariantColorsResolver,
} from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { holdEarlyModals } from '../lib/early-modals.ts';
import { queryClient } from '../lib/query-client.ts';
import { STORAGE_KEYS } from '../lib/storage.ts';
import './mantine-styles.ts';
import './global.css';

// A dialog asked for before its host loaded is kept, and opens once the host is there (lib/early-modals.ts).
holdEarlyModals();
const ModalsHost = lazy(() => import('../components/modals-host.tsx'));
const NotificationsHost = lazy(() => import('../components/notifications-host.tsx'));

/** Bright hues whose default light/filled text does not reach WCAG AA contrast (4.5:1) on small bold labels. */
const BRIGHT = new Set(['green', 'teal', 'lime', 'yellow', 'orange', 'cyan']);
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  // A colour may name its shade (green.6): the hue is what comes before it.
  const name = (input.color ?? input.theme.primaryColor).replace(/\..*$/, '');
  if (!BRIGHT.has(name)) return colors;
  // Light and outline: dark text on the pale background of the light scheme; the dark scheme's own (pale) text on
  // its dark background. light-dark() follows the colour scheme Mantine sets on the page.
  if (input.variant === 'light' || input.variant === 'outline') {
    return { ...colors, color: `light-dark(var(--mantine-color-dark-7), ${colors.color})` };
  }
  if (input.variant === 'filled') return { ...colors, color: 'var(--mantine-color-black)' };
  return colors;
};

/**
 * A filled yellow (the badge of a "moderate" level) takes the level's shade, not the primary shade 8, which is
 * darker than the swatch beside it; its text is black (the resolver above), 13:1 on it in both schemes.
 */
const yellowFilled = {
  '--mantine-color-yellow-filled': `var(--mantine-color-yellow-${LEVEL_SHADE})`,
  '--mantine-color-yellow-filled-hover': 'var(--mantine-color-yellow-7)',
};
const cssVariablesResolver: CSSVariablesResolver = () => ({ variables: {}, light: yellowFilled, dark: yellowFilled });

/** The colour scheme chosen with the header's switch, kept on this device (it follows the system until then). */
const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.colorScheme });

/**
 * The theme; icon-only close buttons of every dialog and toast, and the eye button of every password field, get a
 * name in the interface language.
 */
function buildTheme(closeLabel: string, closeNotificationLabel: string, showPasswordLabel: string) {
  return createTheme({
    variantColorResolver,
    // The spec's yellow of "moderate", kept apart from the orange of "high" (contracts' level-colors.ts).
    colors: { yellow: YELLOW_SHADES },
    primaryColor: 'blue',
    primaryShade: { light: 8, dark: 8 },
    // No animation for whoever asked their system for less motion (global.css stops the CSS transitions too).
    respectReducedMotion: true,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    defaultRadius: 'md',
    components: {
      // Plain objects, not Modal.extend(): importing the components here would pull them into the entry chunk.
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeNotificationLabel } } },
      // Mantine names it "Toggle password visibility" in every language. One name for both states: the button
      // says whether the password shows with aria-pressed, as a toggle button does.
      PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': showPasswordLabel } } },
      // The menu's focus placeholder is a role="presentation" child of role="menu", which axe rates critical.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
      // A badge's words wrap instead of ending in "…": a helpline's state ("Shown, not checked here") and a case's
      // warning ("No action for more than 48 hours") lost their key words in a table cell and on a phone.
      Badge: {
        styles: {
          root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%' },
          label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.25, paddingBlock: 2 },
        },
      },
      // A table wider than a phone scrolls sideways: its scrolling region takes the focus, so arrows scroll it too.
      TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
    },
  });
}

export function AppProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const theme = useMemo(() => buildTheme(t('dialog.close'), t('dialog.closeNotification'), t('password.show')), [t]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto" colorSchemeManager={colorSchemeManager}>
      <QueryClientProvider client={queryClient}>
        {children}
        {/* Hosts of toasts and confirm dialogs, loaded after the first screen: neither shows anything until used. */}
        <Suspense fallback={null}>
          <NotificationsHost />
          <ModalsHost />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
