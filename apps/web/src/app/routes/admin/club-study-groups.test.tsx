// @vitest-environment happy-dom
import type { AdminStudyGroup } from '@club-pulse/contracts/admin-study-groups';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildClub } from '../../../features/admin/components/admin-test-data.ts';
import { signInAs } from '../../../testing/factories.ts';
import { mockMediaQueries } from '../../../testing/media.ts';
import { inputOf, locationOf, renderRoutes } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { Component as ClubStudyGroups, loader, shouldRevalidate } from './club-study-groups.tsx';

const group = (id: number): AdminStudyGroup => ({
  id,
  clubId: 12,
  club: 'CF Montjuïc',
  name: `Group ${id}`,
  code: `G${id}`,
  categoryId: 3,
  category: 'youth',
  coachMemberId: null,
  coach: null,
  state: id % 2 === 0 ? 'deactivated' : 'active',
  studies: 1,
  members: 9,
});

/** A club's study groups page at `path`, with `total` groups on the server; returns the query strings it asked. */
function renderGroups(path: string, total = 60) {
  const asked: URLSearchParams[] = [];
  server.use(
    mockApi('get', '/api/admin/studyGroup/page', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const page = Number(params.get('page') ?? 1);
      const pageSize = Number(params.get('pageSize') ?? 25);
      const first = (page - 1) * pageSize + 1;
      const count = Math.max(0, Math.min(pageSize, total - first + 1));
      return { items: Array.from({ length: count }, (_, i) => group(first + i)), total, page, pageSize };
    }),
    mockApi(
      'get',
      '/api/admin/club/{id}',
      () => buildClub({ id: 12, name: 'CF Montjuïc', code: 'CFM', accountId: 1, account: 'A', studyGroups: total }),
      {
        id: 12,
      },
    ),
    mockApi('get', '/api/admin/coach/ByClub/{clubId}', () => [], { clubId: 12 }),
    mockApi('get', '/api/quizcategory', () => [{ id: 3, name: 'youth' }]),
  );
  signInAs('AppAdmin');
  const view = renderRoutes([{ path: '/admin/clubs/:clubId/studygroups', Component: ClubStudyGroups, loader, shouldRevalidate }], path);
  return { ...view, asked, last: () => Object.fromEntries(asked.at(-1) ?? []), user: userEvent.setup() };
}

configure({ asyncUtilTimeout: 15_000 });

describe("a club's study groups page", () => {
  it('asks for the club of the path with what the address says, and pages through the address', async () => {
    const { router, user, last } = renderGroups('/admin/clubs/12/studygroups?state=active&sort=code&pageSize=10');
    expect(await screen.findByTestId('study-groups-table-range')).toHaveTextContent('1–10 of 60');
    expect(last()).toEqual({ clubId: '12', state: 'active', sort: 'code', pageSize: '10' });
    expect(inputOf('State')).toHaveValue('Active');
    const rows = screen.getAllByTestId('study-group-row');
    expect(rows).toHaveLength(10);
    expect(within(rows[1] as HTMLElement).getByTestId('group-state')).toHaveTextContent('Deactivated');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/clubs/12/studygroups?page=2&pageSize=10&sort=code&state=active'));
    await waitFor(() => expect(last()).toEqual({ clubId: '12', page: '2', pageSize: '10', sort: 'code', state: 'active' }));
  });

  it('says when the club has no study groups yet', async () => {
    renderGroups('/admin/clubs/12/studygroups', 0);
    expect(await screen.findByTestId('study-groups-table-empty')).toHaveTextContent('This club has no study groups yet.');
  });
});

describe("a club's study groups on a phone", () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows each group in two lines (name and state, then category, code, coach and counts) beside its actions', async () => {
    mockMediaQueries((query) => /max-width/.test(query));
    renderGroups('/admin/clubs/12/studygroups', 2);
    const active = await screen.findByRole('article', { name: 'Group 1' });
    expect(active).toHaveTextContent(/^Group 1Active/);
    expect(within(active).getByTestId('card-details')).toHaveTextContent('Youth · G1 · No coach · Studies: 1 · Members: 9');
    expect(within(active).getByRole('button', { name: /Actions/ })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Group 2' })).getByTestId('group-state')).toHaveTextContent('Deactivated');
    expect(active).not.toHaveTextContent('Code:');
  });
});
