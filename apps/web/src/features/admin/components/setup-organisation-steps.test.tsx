// @vitest-environment happy-dom
import type { AdminAccount } from '@club-pulse/contracts/admin-accounts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { choose, renderWithProviders, typeInto } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { buildAccount, buildClub, buildStudyGroup } from './admin-test-data.ts';
import { AccountStep, ClubStep, CoachStep, GroupStep } from './setup-organisation-steps.tsx';

const account = buildAccount({ id: 3, name: 'Federació', customerCode: 'FED' });
const club = buildClub({ id: 5, name: 'CE Gràcia', accountId: 3, account: 'Federació' });

describe('the setup’s organisation steps', () => {
  it('creates the customer account with the admin area’s own form, and then lists it', async () => {
    let accounts: AdminAccount[] = [];
    const bodies: unknown[] = [];
    server.use(
      mockApi('get', '/api/admin/account', () => accounts),
      mockApi('post', '/api/admin/account', async ({ request }) => {
        bodies.push(await request.json());
        accounts = [account];
        return account;
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AccountStep />);
    expect(await screen.findByText('None yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create the customer account' }));
    await typeInto(user, /^name/i, 'Federació');
    await typeInto(user, /^owner name/i, 'Olga');
    await typeInto(user, /^owner email/i, 'olga@example.test');
    await typeInto(user, /^customer code/i, 'FED');
    await user.click(screen.getByTestId('account-save'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(await screen.findByText('Accounts: Federació')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add another account' })).toBeInTheDocument();
  });

  it('asks for an account before a club, and for a club before a study group or a coach', async () => {
    server.use(
      mockApi('get', '/api/admin/account', () => []),
      mockApi('get', '/api/admin/club', () => []),
      mockApi('get', '/api/quizcategory', () => [{ id: 1, name: 'youth' }]),
    );
    renderWithProviders(
      <>
        <ClubStep />
        <GroupStep />
        <CoachStep />
      </>,
    );
    expect(await screen.findByText('Create a customer account first.')).toBeInTheDocument();
    expect(await screen.findAllByText('Create a club first.')).toHaveLength(2);
  });

  it('creates the study group in the club, with the quiz categories and the club’s coaches of the admin’s form', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockApi('get', '/api/admin/club', () => [club]),
      mockApi('get', '/api/admin/studyGroup/byclub/{id}', () => [], { id: 5 }),
      mockApi('get', '/api/quizcategory', () => [{ id: 1, name: 'youth' }]),
      mockApi('get', '/api/admin/coach/ByClub/{clubId}', () => [], { clubId: 5 }),
      mockApi('post', '/api/admin/studyGroup', async ({ request }) => {
        bodies.push(await request.json());
        return buildStudyGroup({ id: 8, clubId: 5, name: 'Cadet', code: 'CAD' });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<GroupStep />);
    await user.click(await screen.findByRole('button', { name: 'Create the study group' }));
    await typeInto(user, /^name/i, 'Cadet');
    await typeInto(user, /^code/i, 'CAD');
    await choose(user, 'Category', 'Youth');
    await user.click(screen.getByTestId('group-save'));
    await waitFor(() => expect(bodies).toEqual([{ clubId: 5, name: 'Cadet', code: 'CAD', categoryId: 1, coachMemberId: null }]));
  });
});
