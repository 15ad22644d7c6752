// @vitest-environment happy-dom
import type { AdminAccount } from '@club-pulse/contracts/admin-accounts';
import type { AdminClub } from '@club-pulse/contracts/admin-clubs';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { choose, fieldError, inputOf, renderWithProviders, typeInto } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { apiError, buildAccount, buildClub } from '../../admin/components/admin-test-data.ts';
import { ClubFormModal } from './club-form-modal.tsx';

const account = (id: number, name: string) => buildAccount({ id, name });

function renderForm(accounts: AdminAccount[], answer: () => AdminClub | Response) {
  const bodies: unknown[] = [];
  server.use(
    mockApi('post', '/api/admin/club', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
    mockApi('get', '/api/admin/club', () => []),
  );
  const onClose = vi.fn();
  renderWithProviders(<ClubFormModal opened onClose={onClose} club={null} accounts={accounts} />);
  return { bodies, onClose, user: userEvent.setup(), save: () => userEvent.click(screen.getByTestId('club-save')) };
}

describe('the club form', () => {
  it('requires a name, a code and an account', async () => {
    const { bodies, save } = renderForm([account(1, 'Sports SL'), account(2, 'Clubs SA')], () => buildClub());
    await save();
    expect(fieldError('Name')).toBe('The field is required');
    expect(fieldError(/^code/i)).toBe('The field is required');
    expect(fieldError('Account')).toBe('The field is required');
    expect(inputOf('Name')).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it("sends the club with the only account chosen, and shows the server's coded errors on their fields", async () => {
    const { bodies, onClose, user, save } = renderForm([account(3, 'Sports SL')], () =>
      apiError(
        409,
        { code: 'ClubNameExists', message: 'A Club with specified name already exists', field: 'name' },
        { code: 'ClubCodeTooLong', message: 'Club Code is too Long', field: 'code' },
      ),
    );
    await typeInto(user, 'Name', ' CF Montjuïc ');
    await typeInto(user, /^code/i, 'MONTJUIC-CLUB');
    await save();

    await waitFor(() => expect(fieldError('Name')).toBe('A Club with specified name already exists'));
    expect(fieldError(/^code/i)).toBe('Club Code is too Long');
    // The country defaults from the interface's language (English has none of its own: Spain, shown and changeable),
    // and the time zone from the country.
    expect(bodies).toEqual([
      { name: 'CF Montjuïc', code: 'MONTJUIC-CLUB', accountId: 3, managerMemberId: null, active: true, country: 'ES', timeZone: 'Europe/Madrid' },
    ]);
    expect(inputOf('Name')).toHaveValue(' CF Montjuïc ');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the time zone chosen among those offered', async () => {
    const { bodies, user, save } = renderForm([account(3, 'Sports SL')], () => buildClub({ id: 9 }));
    await typeInto(user, 'Name', 'CD Tenerife Sur');
    await typeInto(user, /^code/i, 'TFS');
    await user.click(inputOf(/^Time zone/));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Madrid (mainland Spain)',
      'Canary Islands',
      'Berlin (Germany)',
      'Rome (Italy)',
      'UTC',
    ]);
    await user.click(screen.getByRole('option', { name: 'Canary Islands' }));
    await save();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ country: 'ES', timeZone: 'Atlantic/Canary' });
  });

  it('closes once the club is saved', async () => {
    const { onClose, user, save } = renderForm([account(1, 'Sports SL'), account(2, 'Clubs SA')], () => buildClub({ id: 9 }));
    await typeInto(user, 'Name', 'CF Sants');
    await typeInto(user, /^code/i, 'SANTS');
    await choose(user, 'Account', /Clubs SA/);
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
