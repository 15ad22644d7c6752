import type { LoaderFunctionArgs } from 'react-router';
import type { Role } from '@club-pulse/contracts/enums';
import { authStore } from '../lib/auth-store.ts';

const CLAIM = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims';
const ROLE_CLAIM = 'http://schemas.microsoft.com/ws/2008/06/identity/claims/role';
const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A session token as the server signs it (long claim-type URIs; the signature is not checked by the client). */
export function buildToken({
  role = 'User',
  name = 'Júlia Ferrer',
  id = 7,
  expiresIn = 3600,
}: {
  role?: Role;
  name?: string;
  id?: number;
  expiresIn?: number;
} = {}) {
  const payload = {
    [`${CLAIM}/nameidentifier`]: String(id),
    [`${CLAIM}/name`]: name,
    [`${CLAIM}/emailaddress`]: 'julia@example.test',
    [ROLE_CLAIM]: role,
    exp: Math.floor(Date.now() / 1000) + expiresIn,
  };
  return `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}.signature`;
}

/** Signs in as a member of this role (the token is stored as after a sign-in); returns the token. */
export function signInAs(role: Role = 'User') {
  const token = buildToken({ role });
  authStore.setToken(token);
  return token;
}

/** The target of a redirect a loader threw (React Router's `redirect()` is a Response with a Location). */
export async function redirectOf(result: Promise<unknown> | (() => unknown)): Promise<string | null> {
  try {
    await (typeof result === 'function' ? result() : result);
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) return thrown.headers.get('Location');
    throw thrown;
  }
  return null;
}

/** A date of birth `years` ago (minus `daysAgo` days: the birthday has passed), as YYYY-MM-DD. */
export function birthDateForAge(years: number, daysAgo = 10): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - daysAgo);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

/** What React Router gives a loader for a visit of `path` matching `pattern` with these params. */
export function loaderArgs(path: string, params: Record<string, string> = {}, pattern = path): LoaderFunctionArgs {
  const url = new URL(path, 'http://localhost');
  return { request: new Request(url), url, params, pattern, context: undefined };
}
