// @vitest-environment happy-dom
import type { AdminAccount } from '@club-pulse/contracts/admin-accounts';
import type { AdminClub } from '@club-pulse/contracts/admin-clubs';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '../../../features/admin/components/admin-test-data.ts';
import { signInAs } from '../../../testing/factories.ts';
import { mockMediaQueries } from '../../../testing/media.ts';
import { inputOf, locationOf, renderRoutes } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { Component as Clubs, loader, shouldRevalidate } from './clubs.tsx';

const club = (id: number, o: Partial<AdminClub> = {}): AdminClub => ({
  id,
  name: `Club ${id}`,
  code: `C${id}`,
  accountId: 7,
  account: 'Lliga Nord',
  managerMemberId: null,
  manager: null,
  active: true,
  country: 'ES',
  timeZone: 'Europe/Madrid',
  supportContacts: 1,
  acceptsNewWork: true,
  studyGroups: 2,
  members: 30,
  ...o,
});

const account: AdminAccount = {
  id: 7,
  name: 'Lliga Nord',
  ownerName: 'Olga',
  ownerEmail: 'olga@example.test',
  customerCode: 'LN-1',
  activationDate: '2025-01-01',
  renewalDate: '2027-01-01',
  active: true,
  inGoodStanding: true,
  clubs: 3,
};

/** The clubs page at `path`, on a server with `total` clubs (or an error); returns the query strings the page asked. */
function renderClubs(path: string, total = 1234, status = 200, make = club) {
  const asked: URLSearchParams[] = [];
  server.use(
    mockApi('get', '/api/admin/club/page', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      if (status !== 200) return apiError(status, { code: 'Internal', message: 'x' });
      const page = Number(params.get('page') ?? 1);
      const pageSize = Number(params.get('pageSize') ?? 25);
      const first = (page - 1) * pageSize + 1;
      const count = Math.max(0, Math.min(pageSize, total - first + 1));
      return { items: Array.from({ length: count }, (_, i) => make(first + i)), total, page, pageSize };
    }),
    mockApi('get', '/api/admin/account', () => [account]),
  );
  signInAs('AppAdmin');
  const view = renderRoutes([{ path: '/admin/clubs', Component: Clubs, loader, shouldRevalidate, errorElement: <p>route error</p> }], path);
  return { ...view, asked, last: () => Object.fromEntries(asked.at(-1) ?? []), user: userEvent.setup() };
}

configure({ asyncUtilTimeout: 15_000 });
const shown = () => screen.findByTestId('clubs-table-range');

describe('the clubs page', () => {
  it('asks the server for what the address says, and shows where the page stands', async () => {
    const { asked, last } = renderClubs('/admin/clubs?q=ce&active=false&accountId=7&sort=account&dir=desc&page=2&pageSize=50');
    expect(await shown()).toHaveTextContent('51–100 of 1,234');
    expect(asked).toHaveLength(1);
    expect(last()).toEqual({ q: 'ce', active: 'false', accountId: '7', sort: 'account', dir: 'desc', page: '2', pageSize: '50' });
    expect(screen.getAllByTestId('club-row')).toHaveLength(50);
    expect(inputOf('Search')).toHaveValue('ce');
    expect(inputOf('Active')).toHaveValue('No');
    expect(inputOf('Account')).toHaveValue('Lliga Nord');
    expect(screen.getByRole('columnheader', { name: /Account/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('drops what the server would refuse from an old or hand-edited address', async () => {
    const { last } = renderClubs('/admin/clubs?pageSize=7&sort=manager&page=3&active=yes');
    await shown();
    expect(last()).toEqual({ page: '3' });
  });

  it('puts a search in the address after a pause in typing, back to page 1, with one request for the word', async () => {
    const { router, user, last, asked } = renderClubs('/admin/clubs?page=4&sort=code');
    await shown();
    await user.type(inputOf('Search'), 'Júp');
    await waitFor(() => expect(locationOf(router)).toBe(`/admin/clubs?q=${encodeURIComponent('Júp')}&sort=code`));
    await waitFor(() => expect(last()).toEqual({ q: 'Júp', sort: 'code' }));
    expect(asked.map((p) => p.get('q'))).toEqual([null, 'Júp']);
  });

  it('sorts by a column header, the second click reversing it, and filters by state', async () => {
    const { router, user, last } = renderClubs('/admin/clubs?page=3');
    await shown();
    await user.click(screen.getByTestId('clubs-table-sort-code'));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/clubs?sort=code'));
    await user.click(screen.getByTestId('clubs-table-sort-code'));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/clubs?sort=code&dir=desc'));
    await user.click(inputOf('Active'));
    await user.click(await screen.findByRole('option', { name: 'Yes' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/clubs?sort=code&dir=desc&active=true'));
    await waitFor(() => expect(last()).toEqual({ sort: 'code', dir: 'desc', active: 'true' }));
  });

  it('pages through the address, the page size going back to page 1', async () => {
    const { router, user } = renderClubs('/admin/clubs');
    expect(await shown()).toHaveTextContent('1–25 of 1,234');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/clubs?page=2'));
    await waitFor(() => expect(screen.getByTestId('clubs-table-range')).toHaveTextContent('26–50 of 1,234'));
    await user.click(inputOf('Rows per page'));
    await user.click(await screen.findByRole('option', { name: '10 per page' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/clubs?pageSize=10'));
    await waitFor(() => expect(screen.getAllByTestId('club-row')).toHaveLength(10));
  });

  it('says when there are no clubs, when nothing matches, and when a page lies beyond the end', async () => {
    renderClubs('/admin/clubs', 0);
    expect(await screen.findByTestId('clubs-table-empty')).toHaveTextContent('There are no clubs yet. Create the first one.');
    cleanup();
    renderClubs('/admin/clubs?q=zzz', 0);
    expect(await screen.findByTestId('clubs-table-empty')).toHaveTextContent('Nothing matches these filters.');
    expect(screen.queryByTestId('clubs-table-range')).toBeNull();
    cleanup();
    renderClubs('/admin/clubs?page=99', 30);
    expect(await screen.findByTestId('clubs-table-empty')).toHaveTextContent('This page is past the end of the list.');
  });

  it('shows each club with its account, state and row actions', async () => {
    renderClubs('/admin/clubs', 3);
    const rows = await screen.findAllByTestId('club-row');
    expect(rows).toHaveLength(3);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByTestId('club-row-name')).toHaveTextContent('Club 1');
    expect(first.getByTestId('club-active-badge')).toHaveTextContent('Yes');
    expect(first.getByTestId('row-actions')).toBeInTheDocument();
  });
});

describe('the clubs page on a phone', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows each club in two lines (name and state, then code, manager, account and counts) beside its actions', async () => {
    mockMediaQueries((query) => /max-width/.test(query));
    renderClubs('/admin/clubs', 2, 200, (id) => (id === 1 ? club(1, { name: 'CF Montjuïc', manager: 'Ada Coach' }) : club(id, { active: false })));
    const card = await screen.findByRole('article', { name: 'CF Montjuïc' });
    expect(card).toHaveTextContent(/^CF MontjuïcActive/);
    expect(within(card).getByTestId('card-details')).toHaveTextContent('C1 · Ada Coach · Lliga Nord · Study groups: 2 · Members: 30');
    expect(within(card).getByRole('button', { name: /Actions/ })).toBeInTheDocument();
    const inactive = screen.getByRole('article', { name: 'Club 2' });
    expect(within(inactive).getByTestId('club-active-badge')).toHaveTextContent('Inactive');
    expect(within(inactive).getByTestId('card-details')).toHaveTextContent('C2 · No manager · Lliga Nord');
    // No line per column any more: the labels of the table's columns are not repeated in the card.
    expect(card).not.toHaveTextContent('Code:');
  });
});
