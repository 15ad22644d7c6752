import type { Role, SquadRole } from '@club-pulse/contracts/enums';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { authStore, homeOf } from './auth-store.ts';
import { apiClient } from './api-client.ts';
import { queryClient } from './query-client.ts';

/**
 * Guards are loaders that redirect (docs/design.md#web-client). An unauthenticated visit goes to
 * /login?redirectUri=<full wanted path>, unless the wanted path is just the root.
 */
export function requireRole(roles: Role[]) {
  return ({ request }: LoaderFunctionArgs) => {
    const { userInfo } = authStore.get();
    if (!userInfo) {
      const url = new URL(request.url);
      // A loader's request never carries the hash: on a full page load it is still in window.location.
      const hash = window.location.pathname === url.pathname ? window.location.hash : '';
      const wanted = `${url.pathname}${url.search}${hash}`;
      if (url.pathname === '/' || url.pathname === '') throw redirect('/login');
      throw redirect(`/login?redirectUri=${encodeURIComponent(wanted)}`);
    }
    if (!roles.includes(userInfo.role)) throw redirect(homeOf(userInfo));
    return null;
  };
}

export const squadRolesQuery = {
  queryKey: ['squadRoles'],
  queryFn: () => apiClient.get('/api/squadRole/GetMySquadRoles'),
};

/** Routes with squad roles refetch the caller's squad roles and go home when none matches. */
export async function requireSquadRole(roles: SquadRole[]) {
  const mine = await queryClient.fetchQuery({ ...squadRolesQuery, staleTime: 0 });
  if (!mine.some((r) => roles.includes(r.name))) throw redirect('/home');
  return mine;
}

/** A signed-in user opening login or register goes to their home; a User keeps the studyToken query. */
export function redirectSignedIn({ request }: LoaderFunctionArgs) {
  const { userInfo } = authStore.get();
  if (!userInfo) return null;
  const studyToken = new URL(request.url).searchParams.get('studyToken');
  const home = homeOf(userInfo);
  if (userInfo.role === 'User' && studyToken) throw redirect(`${home}?studyToken=${encodeURIComponent(studyToken)}`);
  throw redirect(home);
}

/** A numeric id parameter, or a redirect. */
export function numericParam(value: string | undefined, fallback = '/notfound'): number {
  if (!value || !/^\d{1,9}$/.test(value)) throw redirect(fallback);
  return Number(value);
}
