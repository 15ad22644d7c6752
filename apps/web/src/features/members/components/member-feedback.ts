import { i18n } from '../../../lib/i18n.ts';
import { ApiError } from '../../../lib/http.ts';
import { notify } from '../../../lib/notify.ts';

/** A success toast of user management. */
export const memberToast = (key: string, values?: Record<string, unknown>) => notify.success(key, values);

/**
 * A failed act of user management: the rules of this screen (never oneself, never the last admin…) have their
 * own words in the `users` namespace; anything else is said as every other failed call is.
 */
export function memberActionFailed(key: string, err: unknown) {
  const code = err instanceof ApiError ? err.code : undefined;
  if (code && i18n.exists(`users:errors.${code}`)) notify.error(`users:errors.${code}`);
  else notify.apiError(key, err);
}
