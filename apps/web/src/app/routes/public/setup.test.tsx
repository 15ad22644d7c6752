// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { buildToken, redirectOf, signInAs } from '../../../testing/factories.ts';
import { choose, fieldError, inputOf, locationOf, renderRoutes, typeInto } from '../../../testing/render.tsx';
import type { ResponseOf } from '../../../lib/api-client.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { Component as Setup, loader } from './setup.tsx';

function renderForm(answer: () => ResponseOf<'post', '/api/setup/admin'> | Response) {
  const bodies: unknown[] = [];
  server.use(
    mockApi('post', '/api/setup/admin', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  const user = userEvent.setup();
  const { router } = renderRoutes(
    [
      { path: '/setup', Component: Setup },
      { path: '/admin/setup', element: <p>setup steps</p> },
      { path: '/login', element: <p>sign-in page</p> },
    ],
    '/setup',
  );
  const fill = async (o: Partial<Record<'code' | 'name' | 'surname' | 'email' | 'password' | 'repeat', string>> = {}) => {
    await typeInto(user, /^setup code/i, o.code ?? 'k7qm-2xwp');
    await typeInto(user, /^name/i, o.name ?? 'Ada');
    await typeInto(user, /^surname/i, o.surname ?? 'Lovelace');
    await typeInto(user, /^email/i, o.email ?? 'ada@club.example.test');
    await typeInto(user, /^password/i, o.password ?? 'First-Admin-2026');
    await typeInto(user, /^repeat password/i, o.repeat ?? o.password ?? 'First-Admin-2026');
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Create the administrator' }));
  return { bodies, fill, submit, router, user };
}

describe('the first-run setup form', () => {
  it('requires the setup code and every field, with the product’s password rule, before it sends anything', async () => {
    const { bodies, fill, submit } = renderForm(() => ({ token: buildToken({ role: 'AppAdmin' }) }));
    await submit();
    expect(fieldError(/^setup code/i)).toBe('The field is required');
    expect(fieldError(/^name/i)).toBe('The field is required');
    expect(fieldError(/^email/i)).toBe('The field is required');
    expect(inputOf(/^setup code/i)).toHaveFocus();
    await fill({ password: 'short' });
    await submit();
    expect(fieldError(/^password/i)).toBe('The password must have 9 to 32 characters, including numbers, upper-case and lower-case letters');
    await fill({ repeat: 'First-Admin-2027' });
    await submit();
    expect(fieldError(/^repeat password/i)).toBe('Passwords do not match');
    expect(bodies).toEqual([]);
  });

  it('creates the administrator in the chosen language, signs them in and goes on to the setup steps', async () => {
    const token = buildToken({ role: 'AppAdmin', name: 'Ada Lovelace' });
    const { bodies, fill, router, user } = renderForm(() => ({ token }));
    await fill();
    // The form speaks the language its administrator chooses.
    await choose(user, /^your language/i, 'Deutsch');
    expect(await screen.findByRole('button', { name: 'Administrator anlegen' })).toBeInTheDocument();
    await user.click(screen.getByTestId('setup-admin-submit'));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/setup'));
    expect(bodies).toEqual([
      {
        code: 'k7qm-2xwp',
        name: 'Ada',
        surname: 'Lovelace',
        email: 'ada@club.example.test',
        password: 'First-Admin-2026',
        repeatPassword: 'First-Admin-2026',
        language: 'de',
      },
    ]);
    expect(authStore.get().token).toBe(token);
  });

  it('shows a wrong setup code under its field, and a refusal without a field above the form', async () => {
    let answer = () =>
      HttpResponse.json({ errors: [{ code: 'SetupCodeInvalid', message: 'The setup code is not right', field: 'code' }] }, { status: 400 });
    const { fill, submit } = renderForm(() => answer());
    await fill();
    await submit();
    await waitFor(() => expect(fieldError(/^setup code/i)).toBe("The setup code is not right. Copy it from the server's log."));
    answer = () => HttpResponse.json({ errors: [{ code: 'TooManyRequests', message: 'Too many' }] }, { status: 429 });
    await submit();
    expect(await screen.findByTestId('setup-admin-error')).toHaveTextContent('Too many attempts');
  });

  it('goes to the sign-in when somebody else finished the setup first (404)', async () => {
    const { fill, submit, router } = renderForm(() => HttpResponse.json({ errors: [{ code: 'NotFound', message: 'Not found' }] }, { status: 404 }));
    await fill();
    await submit();
    await waitFor(() => expect(locationOf(router)).toBe('/login'));
  });
});

describe('the first-run setup page’s loader', () => {
  it('opens the form while the installation has no admin', async () => {
    server.use(mockApi('get', '/api/setup/status', () => ({ setupNeeded: true })));
    expect(await redirectOf(() => loader())).toBeNull();
  });

  it('sends a visitor to the sign-in and an admin to the setup steps once an admin exists', async () => {
    server.use(
      mockApi('get', '/api/setup/status', () => HttpResponse.json({ errors: [{ code: 'NotFound', message: 'Not found' }] }, { status: 404 })),
    );
    expect(await redirectOf(() => loader())).toBe('/login');
    signInAs('AppAdmin');
    expect(await redirectOf(() => loader())).toBe('/admin/setup');
  });
});
