import type { ErrorResponse } from '@club-pulse/contracts/errors';
import { authStore } from './auth-store.ts';
import { getConfig } from './config.ts';
import { reportNetworkFailure, reportNetworkSuccess } from './connection.ts';
import { clearAllExceptConfig } from './storage.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ErrorResponse['errors'],
  ) {
    super(errors[0]?.message ?? `HTTP ${status}`);
  }
  /** The code of the first error item: what the client maps to a translated message. */
  get code(): string {
    return this.errors[0]?.code ?? 'Generic';
  }
}

type Navigate = (to: string) => void;
let navigate: Navigate = (to) => window.location.assign(to);
let onLogout: () => void = () => {};
/** The router and query client register themselves here so that 401/451 can be handled for every call. */
export function configureHttp(opts: { navigate: Navigate; onLogout: () => void }) {
  navigate = opts.navigate;
  onLogout = opts.onLogout;
}

function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** Clears every stored state except the configuration and goes to /login. */
export function logout() {
  clearAllExceptConfig();
  authStore.refresh();
  onLogout();
  navigate('/login');
}

/**
 * A platform admin's call refused for want of two-factor sign-in: from an admin screen, to the set-up screen and
 * then back. Elsewhere (on the way into the admin area, whose guard redirects with the screen to come back to;
 * or already on the set-up screen) a late answer changes nothing.
 */
function twoFactorRequired() {
  const path = window.location.pathname.toLowerCase();
  if (!path.startsWith('/admin') || path.startsWith('/admin/two-factor')) return;
  navigate(`/admin/two-factor?next=${encodeURIComponent(`${window.location.pathname}${window.location.search}`)}`);
}

/** How a call is sent: `timeoutMs` gives up on a request that has no answer by then, as on a network error. */
export interface CallOptions {
  timeoutMs?: number;
}

/**
 * The one HTTP module: bearer token, JSON, anti-forgery header; 401 logs out, 451 goes to termsHasChanged. A call
 * with `timeoutMs` that has no answer by then fails as a network error (status 0): a request that hangs across a
 * lost connection would otherwise hold whatever waits for it for ever.
 */
export async function api<T>(method: string, path: string, body?: unknown, options: CallOptions = {}): Promise<T> {
  const base = getConfig().apiUrl.replace(/\/$/, '');
  const url = `${base}/${path.replace(/^\//, '')}`;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = authStore.get().token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);

  let res: Response;
  const controller = options.timeoutMs === undefined ? undefined : new AbortController();
  const timer = controller && setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    res = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: controller?.signal,
    });
  } catch {
    // No answer: the offline banner says so (lib/connection.ts) and the call can be retried from there.
    reportNetworkFailure();
    throw new ApiError(0, [{ code: 'Network', message: 'Network error' }]);
  } finally {
    clearTimeout(timer);
  }
  reportNetworkSuccess();
  if (res.status === 204) return undefined as T;
  const data = await res.json().catch(() => null);
  if (res.ok) return data as T;
  const errors = (data as ErrorResponse | null)?.errors ?? [{ code: 'Generic', message: res.statusText }];
  if (res.status === 401 && token) logout();
  if (res.status === 451) navigate('/termsHasChanged');
  // A platform admin whose session has not passed two-factor sign-in (modules/two-factor).
  if (res.status === 403 && errors[0]?.code === 'TwoFactorRequired') twoFactorRequired();
  throw new ApiError(res.status, errors);
}

export const http = {
  get: <T>(path: string) => api<T>('GET', path),
  post: <T>(path: string, body?: unknown) => api<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => api<T>('PUT', path, body ?? {}),
  delete: <T>(path: string, body?: unknown) => api<T>('DELETE', path, body),
};
