// @vitest-environment happy-dom
import type { AdminMember } from '@club-pulse/contracts/admin-members';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../testing/factories.ts';
import { inputOf, locationOf, renderRoutes } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { Component as Users, loader, shouldRevalidate } from './users.tsx';

const member = (id: number, o: Partial<AdminMember> = {}): AdminMember => ({
  id,
  email: `member-${id}@example.test`,
  fullName: `Member ${id}`,
  role: 'User',
  enabled: true,
  squadRoles: [],
  clubs: [],
  createdAt: '2025-01-02T10:00:00.000Z',
  ...o,
});

/** The users page at `path`, on a server with `total` members; returns the query strings the page asked. */
function renderUsers(path: string, total = 1234) {
  const asked: URLSearchParams[] = [];
  server.use(
    mockApi('get', '/api/admin/member/page', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const page = Number(params.get('page') ?? 1);
      const pageSize = Number(params.get('pageSize') ?? 25);
      const first = (page - 1) * pageSize + 1;
      const count = Math.max(0, Math.min(pageSize, total - first + 1));
      const items = Array.from({ length: count }, (_, i) => member(first + i));
      return { items, total, page, pageSize };
    }),
  );
  signInAs('AppAdmin');
  const view = renderRoutes([{ path: '/admin/users', Component: Users, loader, shouldRevalidate }], path);
  return { ...view, asked, last: () => Object.fromEntries(asked.at(-1) ?? []), user: userEvent.setup() };
}

// A table of 50 or 100 rows takes happy-dom a second or more on a busy machine: wait longer than the default.
configure({ asyncUtilTimeout: 15_000 });
const shown = () => screen.findByTestId('users-table-range');

describe('the users page', () => {
  it('asks the server for what the address says, and shows where the page stands', async () => {
    const { asked, last } = renderUsers('/admin/users?q=jo&role=User&squadRole=Coach&enabled=false&sort=email&dir=desc&page=2&pageSize=50');
    expect(await shown()).toHaveTextContent('51–100 of 1,234');
    expect(asked).toHaveLength(1);
    expect(last()).toEqual({ q: 'jo', role: 'User', squadRole: 'Coach', enabled: 'false', sort: 'email', dir: 'desc', page: '2', pageSize: '50' });
    expect(screen.getAllByTestId('user-row')).toHaveLength(50);
    expect(inputOf('Search')).toHaveValue('jo');
    expect(inputOf('Role')).toHaveValue('User');
    expect(inputOf('State')).toHaveValue('Disabled');
    expect(screen.getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('drops what the server would refuse from an old or hand-edited address, and keeps the rest', async () => {
    const { last } = renderUsers('/admin/users?pageSize=7&sort=password&page=3&role=God');
    await shown();
    expect(last()).toEqual({ page: '3' });
  });

  it('puts a search in the address after a pause in typing, back to page 1', async () => {
    const { router, user, last, asked } = renderUsers('/admin/users?page=4&sort=email');
    await shown();
    await user.type(inputOf('Search'), 'José');
    await waitFor(() => expect(locationOf(router)).toBe(`/admin/users?q=${encodeURIComponent('José')}&sort=email`));
    await waitFor(() => expect(last()).toEqual({ q: 'José', sort: 'email' }));
    // One request for the word, none for each letter.
    expect(asked.map((p) => p.get('q'))).toEqual([null, 'José']);
  });

  it('sorts by a column header, the second click reversing it, and keeps the filters', async () => {
    const { router, user, last } = renderUsers('/admin/users?role=AppAdmin&page=3');
    await shown();
    await user.click(screen.getByTestId('users-table-sort-createdAt'));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/users?sort=createdAt&role=AppAdmin'));
    await user.click(screen.getByTestId('users-table-sort-createdAt'));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/users?sort=createdAt&dir=desc&role=AppAdmin'));
    await waitFor(() => expect(last()).toEqual({ sort: 'createdAt', dir: 'desc', role: 'AppAdmin' }));
  });

  it('pages forward and back through the address, the page size going back to page 1', async () => {
    const { router, user, last } = renderUsers('/admin/users?q=a');
    expect(await shown()).toHaveTextContent('1–25 of 1,234');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/users?page=2&q=a'));
    await waitFor(() => expect(screen.getByTestId('users-table-range')).toHaveTextContent('26–50 of 1,234'));
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByTestId('users-table-range')).toHaveTextContent('1–25 of 1,234'));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(last()).toEqual({ page: '3', q: 'a' }));
    await user.click(inputOf('Rows per page'));
    await user.click(await screen.findByRole('option', { name: '100 per page' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/users?pageSize=100&q=a'));
    await waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(100));
  });

  it('shows a club filter that came with a link, and takes it off', async () => {
    const { router, user, last } = renderUsers('/admin/users?clubId=12&q=ana');
    await shown();
    expect(last()).toEqual({ clubId: '12', q: 'ana' });
    expect(screen.getByTestId('users-table-filter-club')).toHaveTextContent('Members of club 12');
    await user.click(screen.getByRole('button', { name: 'Show the members of every club' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/users?q=ana'));
    expect(screen.queryByTestId('users-table-filter-club')).toBeNull();
  });

  it('says when nothing matches, and when a page lies beyond the end', async () => {
    renderUsers('/admin/users?q=zzz', 0);
    expect(await screen.findByTestId('users-table-empty')).toHaveTextContent('Nothing matches these filters.');
    expect(screen.queryByTestId('users-table-range')).toBeNull();
    cleanup();
    renderUsers('/admin/users?page=99', 30);
    expect(await screen.findByTestId('users-table-empty')).toHaveTextContent('This page is past the end of the list.');
    expect(screen.getByTestId('users-table-range')).toHaveTextContent('No rows here; the list has 30');
  });

  it('shows the members with their state and an action each', async () => {
    renderUsers('/admin/users', 3);
    const rows = await screen.findAllByTestId('user-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByTestId('user-state')).toHaveTextContent('Enabled');
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Disable Member 1' })).toBeInTheDocument();
  });
});
