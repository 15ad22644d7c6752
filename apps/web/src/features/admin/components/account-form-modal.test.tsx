// @vitest-environment happy-dom
import '../../../testing/setup.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mock } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fieldError, inputOf, renderWithProviders, typeInto } from '../../../testing/render.tsx';
import { API, server } from '../../../testing/server.ts';
import { AccountFormModal } from './account-form-modal.tsx';

function renderForm(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    mock.post(`${API}/api/admin/account`, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
    mock.get(`${API}/api/admin/*`, () => HttpResponse.json([])),
  );
  const onClose = vi.fn();
  renderWithProviders(<AccountFormModal opened onClose={onClose} account={null} />);
  return { bodies, onClose, user: userEvent.setup(), save: () => userEvent.click(screen.getByTestId('account-save')) };
}

describe('the account form', () => {
  it('requires every text and starts with a year from today', async () => {
    const { bodies, save } = renderForm(() => HttpResponse.json({}));
    expect(inputOf('Activation date')).toHaveValue(new Date().toISOString().slice(0, 10));
    await save();
    for (const label of ['Name', 'Owner name', 'Owner email', 'Customer code']) expect(fieldError(label)).toBe('The field is required');
    expect(fieldError('Activation date')).toBeNull();
    expect(bodies).toEqual([]);
  });

  it('refuses an owner email that is not one, and a renewal before the activation', async () => {
    const { bodies, user, save } = renderForm(() => HttpResponse.json({}));
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
    const { bodies, onClose, user, save } = renderForm(() =>
      HttpResponse.json({ errors: [{ code: 'CustomerCodeExists', message: 'exists', field: 'customerCode' }] }, { status: 409 }),
    );
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
