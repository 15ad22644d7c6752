// @vitest-environment happy-dom
import { ModalsProvider } from '@mantine/modals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { signInAs } from '../../../testing/factories.ts';
import { fieldError, renderWithProviders, typeInto } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { DeleteMyAccount } from './delete-my-account.tsx';

function renderForm(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    mockApi('delete', '/api/member/me', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  signInAs('User');
  renderWithProviders(
    <ModalsProvider>
      <DeleteMyAccount />
    </ModalsProvider>,
  );
  return { bodies, user: userEvent.setup() };
}

describe('deleting my account', () => {
  it('asks for the password first, in the interface language', async () => {
    await changeLanguage('ca');
    const { bodies, user } = renderForm(() => new HttpResponse(null, { status: 204 }));
    await user.click(screen.getByTestId('delete-account'));
    expect(fieldError('La teva contrasenya')).toBe('Escriu la teva contrasenya per confirmar');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodies).toEqual([]);
  });

  it('shows a wrong password under the field after the confirmation', async () => {
    const { bodies, user } = renderForm(() =>
      HttpResponse.json({ errors: [{ code: 'LoginError', message: 'Invalid credentials' }] }, { status: 400 }),
    );
    await typeInto(user, 'Your password', 'not-my-password');
    await user.click(screen.getByTestId('delete-account'));
    await user.click(await screen.findByTestId('confirm-delete-account'));
    await waitFor(() => expect(fieldError('Your password')).toBe('The password is not correct'));
    expect(bodies).toEqual([{ password: 'not-my-password' }]);
  });
});
