import { LOADING_DELAY_MS } from '@club-pulse/contracts/constants';
import { Loader, Portal, Progress, VisuallyHidden } from '@mantine/core';
import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** Shown only when a navigation or an action runs longer than 500 ms (docs/design.md#web-client). */
export function GlobalLoadingIndicator() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const mutating = useIsMutating();
  const busy = navigation.state !== 'idle' || mutating > 0;
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!visible) return null;
  return (
    <Portal>
      <div data-testid="global-loading" role="status" aria-live="polite" style={{ position: 'fixed', inset: '0 0 auto 0', zIndex: 1000 }}>
        <Progress value={100} animated size="xs" radius={0} aria-hidden />
        <Loader size="sm" style={{ position: 'fixed', top: 12, right: 12 }} aria-hidden />
        <VisuallyHidden>{t('loading')}</VisuallyHidden>
      </div>
    </Portal>
  );
}
