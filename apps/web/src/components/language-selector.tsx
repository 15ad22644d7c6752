import { Box } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle.ts';

// The select and its popover (floating-ui) are not part of the initial JavaScript of every page: they load once
// the browser is idle after the first paint, and a box of the same size holds their place meanwhile (no layout shift).
const LanguageSelect = lazy(() => import('./language-select.tsx'));

export function LanguageSelector() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  const placeholder = <Box w={{ base: 112, sm: 120 }} h={30} className="cp-tap" aria-hidden />;
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LanguageSelect />
    </Suspense>
  );
}
