import { ModalsProvider } from '@mantine/modals';

/**
 * Hosts the confirmation modals opened with `modals.openConfirmModal` (they travel by events, so the host
 * needs no children). Loaded lazily by app/provider.tsx: Modal and its scroll area are not part of the
 * initial JavaScript of /login.
 */
export default function ModalsHost() {
  return <ModalsProvider />;
}
