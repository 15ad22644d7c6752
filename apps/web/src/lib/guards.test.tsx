// @vitest-environment happy-dom
import type { SquadRole } from '@club-pulse/contracts/enums';
import { describe, expect, it } from 'vitest';
import { buildToken, loaderArgs, redirectOf, signInAs } from '../testing/factories.ts';
import { mockApi } from '../testing/mock-api.ts';
import { server } from '../testing/server.ts';
import { authStore } from './auth-store.ts';
import { numericParam, redirectSignedIn, requireRole, requireSquadRole, squadRolesQuery } from './guards.ts';
import { queryClient } from './query-client.ts';

const argsAt = (path: string) => loaderArgs(path);

/** The squad roles the server answers, counting the calls. */
function squadRoles(names: SquadRole[]) {
  const calls = { count: 0 };
  server.use(
    mockApi('get', '/api/squadRole/GetMySquadRoles', () => {
      calls.count++;
      return names.map((name) => ({ name }));
    }),
  );
  return calls;
}

describe('requireRole: the guard of an area', () => {
  const requireUser = requireRole(['User']);

  it('sends an unauthenticated visit to sign-in with the full wanted path, query included', async () => {
    expect(await redirectOf(() => requireUser(argsAt('/evaluations/12/report?view=table')))).toBe(
      `/login?redirectUri=${encodeURIComponent('/evaluations/12/report?view=table')}`,
    );
  });

  it('keeps the hash of a full page load in the wanted path', async () => {
    window.history.replaceState(null, '', '/studies#closed');
    expect(await redirectOf(() => requireUser(argsAt('/studies')))).toBe(`/login?redirectUri=${encodeURIComponent('/studies#closed')}`);
    window.history.replaceState(null, '', '/');
  });

  it('sends an unauthenticated visit of the root to sign-in without a redirectUri', async () => {
    expect(await redirectOf(() => requireUser(argsAt('/')))).toBe('/login');
  });

  it("sends a signed-in member whose role does not match the area to their own role's home", async () => {
    signInAs('AppAdmin');
    expect(await redirectOf(() => requireUser(argsAt('/studies')))).toBe('/admin');
    signInAs('User');
    expect(await redirectOf(() => requireRole(['AppAdmin'])(argsAt('/admin/clubs')))).toBe('/home');
  });

  it('lets a member of a matching role in', async () => {
    signInAs('User');
    expect(await redirectOf(() => requireUser(argsAt('/studies')))).toBeNull();
  });

  it('treats an expired session as no session', async () => {
    authStore.setToken(buildToken({ expiresIn: -60 }));
    expect(await redirectOf(() => requireUser(argsAt('/home')))).toBe(`/login?redirectUri=${encodeURIComponent('/home')}`);
  });
});

describe('requireSquadRole: routes of a squad role', () => {
  it('asks the server again for the squad roles, even when they are cached, and goes home when none matches', async () => {
    signInAs('User');
    queryClient.setQueryData(squadRolesQuery.queryKey, [{ name: 'Coach' }]);
    const calls = squadRoles(['Player']);

    expect(await redirectOf(requireSquadRole(['Coach']))).toBe('/home');
    expect(calls.count).toBe(1);
  });

  it('lets a member in when one of their squad roles matches, and returns them', async () => {
    signInAs('User');
    squadRoles(['Player', 'Coach']);
    expect(await requireSquadRole(['Coach'])).toEqual([{ name: 'Player' }, { name: 'Coach' }]);
  });
});

describe('redirectSignedIn: the sign-in and registration pages', () => {
  it('leave an unauthenticated visitor on the page', async () => {
    expect(await redirectOf(() => redirectSignedIn(argsAt('/login?studyToken=tok')))).toBeNull();
  });

  it('send a signed-in User to their home, keeping the studyToken (they are onboarded there)', async () => {
    signInAs('User');
    expect(await redirectOf(() => redirectSignedIn(argsAt('/register?studyToken=a%2Bb')))).toBe('/home?studyToken=a%2Bb');
    expect(await redirectOf(() => redirectSignedIn(argsAt('/login')))).toBe('/home');
  });

  it('send a signed-in admin to the admin home, without the studyToken', async () => {
    signInAs('AppAdmin');
    expect(await redirectOf(() => redirectSignedIn(argsAt('/login?studyToken=tok')))).toBe('/admin');
  });
});

describe('numericParam: routes with a numeric id', () => {
  it('returns the number, and redirects anything else to not found (or the given page)', async () => {
    expect(numericParam('42')).toBe(42);
    for (const bad of [undefined, '', 'abc', '4.2', '-1', '1e3', '1234567890']) expect(await redirectOf(() => numericParam(bad))).toBe('/notfound');
    expect(await redirectOf(() => numericParam('x', '/home'))).toBe('/home');
  });
});
