// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../../lib/api-client.ts';
import { authStore } from '../../../lib/auth-store.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { buildToken, signInAs } from '../../../testing/factories.ts';
import { fieldError, inputOf, renderWithProviders, typeInto } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

function renderForm(answer: () => ResponseOf<'post', '/api/member/me/changePassword'> | Response) {
  const bodies: unknown[] = [];
  server.use(
    mockApi('post', '/api/member/me/changePassword', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  signInAs('User');
  renderWithProviders(<ChangePasswordForm />);
  return { bodies, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, password: string, repeat = password) {
  await typeInto(user, 'Current password', current);
  await typeInto(user, 'New password', password);
  await typeInto(user, 'Repeat the new password', repeat);
  await user.click(screen.getByTestId('password-save'));
}

describe('the password form of the account page', () => {
  it("refuses a weak new password with the contract's rule, beside the field, before sending", async () => {
    const { bodies, user } = renderForm(() => ({ token: buildToken() }));
    await fill(user, 'Secret12345', 'weakpass');
    await waitFor(() => expect(fieldError('New password')).toMatch(/^The password must have 9 to 32 characters/));
    expect(bodies).toEqual([]);
  });

  it('refuses two different new passwords beside the repetition', async () => {
    const { bodies, user } = renderForm(() => ({ token: buildToken() }));
    await fill(user, 'Secret12345', 'BrandNew2026x', 'BrandNew2026y');
    await waitFor(() => expect(fieldError('Repeat the new password')).toBe('Passwords do not match'));
    expect(bodies).toEqual([]);
  });

  it('shows a wrong current password beside that field, in the interface language', async () => {
    await changeLanguage('es');
    const { bodies, user } = renderForm(() =>
      HttpResponse.json({ errors: [{ code: 'LoginError', message: 'Invalid credentials', field: 'currentPassword' }] }, { status: 400 }),
    );
    await typeInto(user, 'Contraseña actual', 'Wrong12345x');
    await typeInto(user, 'Nueva contraseña', 'BrandNew2026x');
    await typeInto(user, 'Repite la nueva contraseña', 'BrandNew2026x');
    await user.click(screen.getByTestId('password-save'));
    await waitFor(() => expect(fieldError('Contraseña actual')).toBe('La contraseña actual no es correcta'));
    expect(bodies).toEqual([{ currentPassword: 'Wrong12345x', password: 'BrandNew2026x', repeatPassword: 'BrandNew2026x' }]);
  });

  it('keeps this session with the fresh token, empties the fields and says so once', async () => {
    const fresh = buildToken({ name: 'Fresh Token' });
    const { bodies, user } = renderForm(() => ({ token: fresh }));
    await fill(user, 'Secret12345', 'BrandNew2026x');
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(authStore.get().token).toBe(fresh);
    expect(inputOf('Current password')).toHaveValue('');
    expect(inputOf('New password')).toHaveValue('');
    expect(screen.getAllByText('Your password has been changed')).toHaveLength(1);
  });
});
