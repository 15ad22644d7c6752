// @vitest-environment happy-dom
import type { AdminAccount } from '@club-pulse/contracts/admin-accounts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fieldError, inputOf, renderWithProviders, typeInto } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { AccountFormModal } from './account-form-modal.tsx';
import { apiError, buildAccount } from '../../admin/components/admin-test-data.ts';

function renderForm(answer: () => AdminAccount | Response) {
  const bodies: unknown[] = [];
  server.use(
    mockApi('post', '/api/admin/account', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  const onClose = vi.fn();
  renderWithProviders(<AccountFormModal opened onClose={onClose} account={null} />);
  return { bodies, onClose, user: userEvent.setup(), save: () => userEvent.click(screen.getByTestId('account-save')) };
}

describe('the account form', () => {
  it('requires every text and starts with a year from today', async () => {
    const { bodies, save } = renderForm(() => buildAccount());
    expect(inputOf('Activation date')).toHaveValue(new Date().toISOString().slice(0, 10));
    await save();
    for (const label of ['Name', 'Owner name', 'Owner email', 'Customer code']) expect(fieldError(label)).toBe('The field is required');
    expect(fieldError('Activation date')).toBeNull();
    expect(bodies).toEqual([]);
  });

  it('refuses an owner email that is not one, and a renewal before the activation', async () => {
    const { bodies, user, save } = renderForm(() => buildAccount());
    await typeInto(user, 'Name', 'E2E Sports');
    await typeInto(user, 'Owner name', 'Olga Owner');
    await typeInto(user, 'Owner email', 'olga@');
    await typeInto(user, 'Customer code', 'E2E-1');
    await typeInto(user, 'Activation date', '2026-05-01');
    await typeInto(user, 'Renewal date', '2026-04-30');
    await save();
    expect(fieldError('Owner email')).toBe('The email is not valid');
    expect(fieldError('Renewal date')).toBe('The renewal date cannot be before the activation date.');
    expect(bodies).toEqual([]);
  });

  it("shows the server's coded error on the customer code", async () => {
    const { bodies, onClose, user, save } = renderForm(() => apiError(409, { code: 'CustomerCodeExists', message: 'exists', field: 'customerCode' }));
    await typeInto(user, 'Name', 'E2E Sports');
    await typeInto(user, 'Owner name', 'Olga Owner');
    await typeInto(user, 'Owner email', 'olga@example.test');
    await typeInto(user, 'Customer code', 'E2E-1');
    await save();
    await waitFor(() => expect(fieldError('Customer code')).toBe('An account with this customer code already exists'));
    expect(bodies).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});
