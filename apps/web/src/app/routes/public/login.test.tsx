// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../../lib/api-client.ts';
import { authStore } from '../../../lib/auth-store.ts';
import { buildToken } from '../../../testing/factories.ts';
import { fieldError, locationOf, renderRoutes } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { Component as Login } from './login.tsx';

function renderLogin(path = '/login') {
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      { path: '/login', Component: Login },
      { path: '/home', element: <p>user home</p> },
      { path: '/admin', element: <p>admin home</p> },
      { path: '/studies', element: <p>studies</p> },
    ],
    path,
  );
  return { user, ...view };
}

function authenticate(answer: () => ResponseOf<'post', '/api/member/authenticate'> | Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    mockApi('post', '/api/member/authenticate', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

async function signIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.click(screen.getByLabelText(/^email/i));
  await user.paste(email);
  await user.click(screen.getByLabelText(/^password/i));
  await user.paste(password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

const failure =
  (code: string, status = 400) =>
  () =>
    HttpResponse.json({ errors: [{ code, message: code }] }, { status });

describe('the sign-in form', () => {
  it('keeps its button disabled until email and password are filled in', async () => {
    const { user } = renderLogin();
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toBeDisabled();
    await user.click(screen.getByLabelText(/^email/i));
    await user.paste('julia@example.test');
    expect(button).toBeDisabled();
    await user.click(screen.getByLabelText(/^password/i));
    await user.paste('GoodPass2026');
    expect(button).toBeEnabled();
  });

  it('checks the values with the contract before sending them: an email over 254 characters is too long', async () => {
    const bodies = authenticate(() => ({ token: buildToken() }));
    const { user } = renderLogin();
    await signIn(user, `${'j'.repeat(250)}@example.test`, 'GoodPass2026');
    await waitFor(() => expect(fieldError(/^email/i)).toBe('The value is too long'));
    expect(bodies).toEqual([]);
  });

  it('signs in, stores the session and goes to the wanted page', async () => {
    const bodies = authenticate(() => ({ token: buildToken({ role: 'User' }) }));
    const { user, router } = renderLogin(`/login?redirectUri=${encodeURIComponent('/studies')}`);
    await signIn(user, ' julia@example.test ', 'GoodPass2026');
    await waitFor(() => expect(locationOf(router)).toBe('/studies'));
    expect(bodies).toEqual([{ email: 'julia@example.test', password: 'GoodPass2026' }]);
    expect(authStore.get().userInfo?.role).toBe('User');
  });

  it("goes to the role home without a redirectUri, keeping a User's studyToken", async () => {
    authenticate(() => ({ token: buildToken({ role: 'User' }) }));
    const { user, router } = renderLogin('/login?studyToken=tok');
    await signIn(user, 'julia@example.test', 'GoodPass2026');
    await waitFor(() => expect(locationOf(router)).toBe('/home?studyToken=tok'));
  });

  it('shows the login error for wrong credentials, and the captcha message when the first error is ErrorCaptcha', async () => {
    authenticate(failure('LoginError'));
    const { user } = renderLogin();
    await signIn(user, 'julia@example.test', 'WrongPass2026');
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Invalid credentials');

    authenticate(failure('ErrorCaptcha'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('login-error')).toHaveTextContent('Captcha error'));
    expect(screen.getByLabelText(/^email/i)).toHaveValue('julia@example.test');
  });
});
