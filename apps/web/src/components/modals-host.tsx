import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { releaseEarlyModals } from '../lib/early-modals.ts';

/**
 * Hosts the confirmation modals opened with `modals.openConfirmModal` (they travel by events, so the host
 * needs no children). Loaded lazily by app/provider.tsx: Modal and its scroll area are not part of the
 * initial JavaScript of /login. A dialog asked for before it loaded opens once it listens (lib/early-modals.ts):
 * its provider's listeners are set in a layout effect, before this effect runs.
 */
export default function ModalsHost() {
  useEffect(() => releaseEarlyModals(), []);
  return <ModalsProvider />;
}
