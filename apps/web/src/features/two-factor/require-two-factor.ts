import { type LoaderFunctionArgs, redirect } from 'react-router';
import { authStore } from '../../lib/auth-store.ts';

export const TWO_FACTOR_PATH = '/admin/two-factor';

/**
 * The admin area's second guard: a platform admin whose session has not passed the second factor (the `tfa`
 * claim) goes to the set-up screen, then on to where they were going. The server refuses them every admin
 * route anyway (TwoFactorRequired); this spares them screens that would only fail.
 */
export function requireTwoFactor({ request }: LoaderFunctionArgs) {
  const { userInfo } = authStore.get();
  if (userInfo?.role !== 'AppAdmin' || userInfo.tfa === true) return null;
  const url = new URL(request.url);
  if (url.pathname.toLowerCase() === TWO_FACTOR_PATH) return null;
  throw redirect(`${TWO_FACTOR_PATH}?next=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
}
