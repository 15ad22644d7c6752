import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '@club-pulse/contracts/constants';
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import './notifications-host.css';

/**
 * The toasts' container: top-right below the header (notifications-host.css), newest on top, at most TOAST_LIMIT, closing after
 * TOAST_AUTO_CLOSE_MS. Loaded lazily by app/provider.tsx: its drag, scroll lock and transitions are not part of any
 * page's first download. A toast shown before it arrives waits in the notifications store and appears with it.
 */
export default function NotificationsHost() {
  return <Notifications position="top-right" limit={TOAST_LIMIT} autoClose={TOAST_AUTO_CLOSE_MS} zIndex={2000} />;
}
