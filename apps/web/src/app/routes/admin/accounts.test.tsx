// @vitest-environment happy-dom
import type { AdminAccount } from '@club-pulse/contracts/admin-accounts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '../../../features/admin/components/admin-test-data.ts';
import { signInAs } from '../../../testing/factories.ts';
import { mockMediaQueries } from '../../../testing/media.ts';
import { inputOf, locationOf, renderRoutes } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { Component as Accounts, loader, shouldRevalidate } from './accounts.tsx';

const account = (id: number, o: Partial<AdminAccount> = {}): AdminAccount => ({
  id,
  name: `Account ${id}`,
  ownerName: 'Olga Owner',
  ownerEmail: `owner-${id}@example.test`,
  customerCode: `AC-${id}`,
  activationDate: '2025-01-01',
  renewalDate: '2027-01-01',
  active: true,
  inGoodStanding: id % 2 === 1,
  clubs: 1,
  ...o,
});

/** The accounts page at `path`, on a server with `total` accounts (or failing with `status`). */
function renderAccounts(path: string, total = 321, status = 200) {
  const asked: URLSearchParams[] = [];
  server.use(
    mockApi('get', '/api/admin/account/page', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      if (status !== 200) return apiError(status, { code: 'ServiceUnavailable', message: 'down' });
      const page = Number(params.get('page') ?? 1);
      const pageSize = Number(params.get('pageSize') ?? 25);
      const first = (page - 1) * pageSize + 1;
      const count = Math.max(0, Math.min(pageSize, total - first + 1));
      return { items: Array.from({ length: count }, (_, i) => account(first + i)), total, page, pageSize };
    }),
  );
  signInAs('AppAdmin');
  const view = renderRoutes([{ path: '/admin/accounts', Component: Accounts, loader, shouldRevalidate, errorElement: <p>route error</p> }], path);
  return { ...view, asked, last: () => Object.fromEntries(asked.at(-1) ?? []), user: userEvent.setup() };
}

configure({ asyncUtilTimeout: 15_000 });

describe('the accounts page', () => {
  it('asks the server for what the address says and shows the rows with their state', async () => {
    const { last } = renderAccounts('/admin/accounts?q=lliga&inGoodStanding=false&sort=renewalDate&dir=desc&pageSize=10');
    expect(await screen.findByTestId('accounts-table-range')).toHaveTextContent('1–10 of 321');
    expect(last()).toEqual({ q: 'lliga', inGoodStanding: 'false', sort: 'renewalDate', dir: 'desc', pageSize: '10' });
    expect(inputOf('Standing')).toHaveValue('Inactive or past renewal');
    expect(screen.getByRole('columnheader', { name: /Renewal date/ })).toHaveAttribute('aria-sort', 'descending');
    const rows = screen.getAllByTestId('account-row');
    expect(rows).toHaveLength(10);
    expect(within(rows[0] as HTMLElement).getByTestId('account-row-name')).toHaveTextContent('Account 1');
    expect(within(rows[1] as HTMLElement).getByTestId('account-state')).toHaveTextContent('Past renewal');
    expect(within(rows[0] as HTMLElement).getByTestId('edit-account')).toBeInTheDocument();
  });

  it('sorts by customer code and filters by state through the address', async () => {
    const { router, user, last } = renderAccounts('/admin/accounts?page=2');
    await screen.findByTestId('accounts-table-range');
    await user.click(screen.getByTestId('accounts-table-sort-customerCode'));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/accounts?sort=customerCode'));
    await user.click(inputOf('Active'));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/accounts?sort=customerCode&active=false'));
    await waitFor(() => expect(last()).toEqual({ sort: 'customerCode', active: 'false' }));
  });

  it('keeps the page on show when the next one fails to load', async () => {
    const { user } = renderAccounts('/admin/accounts', 5);
    await screen.findByTestId('accounts-table-range');
    server.use(mockApi('get', '/api/admin/account/page', () => apiError(503, { code: 'X', message: 'down' })));
    await user.type(inputOf('Search'), 'zz');
    // The previous page stays on show; the error text is for a list with nothing to show.
    await waitFor(() => expect(screen.getAllByTestId('account-row')).toHaveLength(5));
    expect(screen.queryByTestId('accounts-table-error')).toBeNull();
  });

  it('leaves a first load that fails to the route error screen', async () => {
    renderAccounts('/admin/accounts?q=broken', 0, 503);
    expect(await screen.findByText('route error')).toBeInTheDocument();
  });
});

describe('the accounts page on a phone', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows each account in two lines (name and state, then owner, email, code, renewal and clubs) beside its actions', async () => {
    mockMediaQueries((query) => /max-width/.test(query));
    renderAccounts('/admin/accounts', 2);
    const card = await screen.findByRole('article', { name: 'Account 1' });
    expect(within(card).getByTestId('account-state')).toHaveTextContent('Active');
    expect(within(card).getByTestId('card-details')).toHaveTextContent(
      'Olga Owner · owner-1@example.test · AC-1 · Renewal date: 1 Jan 2027 · Clubs: 1',
    );
    // No line per column: the table's labels of the columns the card leaves out are not repeated.
    expect(card).not.toHaveTextContent('Activation date');
    expect(within(screen.getByRole('article', { name: 'Account 2' })).getByTestId('account-state')).toHaveTextContent('Past renewal');
  });
});
