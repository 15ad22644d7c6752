import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';

// The select and its popover (floating-ui) are not part of the initial JavaScript of every page: they load
// right after the first paint, and a box of the same size holds their place meanwhile (no layout shift).
const LanguageSelect = lazy(() => import('./language-select.tsx'));

export function LanguageSelector() {
  return (
    <Suspense fallback={<Box w={{ base: 112, sm: 120 }} h={30} className="cp-tap" aria-hidden />}>
      <LanguageSelect />
    </Suspense>
  );
}
