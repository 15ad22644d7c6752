// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Component as Login } from '../../../app/routes/public/login.tsx';
import type { ResponseOf } from '../../../lib/api-client.ts';
import { authStore } from '../../../lib/auth-store.ts';
import { buildToken } from '../../../testing/factories.ts';
import { locationOf, renderRoutes } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';

function renderLogin() {
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      { path: '/login', Component: Login },
      { path: '/admin', element: <p>admin home</p> },
    ],
    '/login',
  );
  return { user, ...view };
}

/** The password step answers a challenge; the code step answers each call with the next answer given. */
function twoFactorServer(answers: Array<() => ResponseOf<'post', '/api/member/authenticate/two-factor'> | Response>) {
  const bodies: unknown[] = [];
  server.use(
    mockApi('post', '/api/member/authenticate', () => ({ twoFactorRequired: true, challenge: 'the-challenge' })),
    mockApi('post', '/api/member/authenticate/two-factor', async ({ request }) => {
      bodies.push(await request.json());
      return (answers.shift() ?? answers.at(-1) ?? (() => HttpResponse.json({}, { status: 500 })))();
    }),
  );
  return bodies;
}

const failure =
  (code: string, status = 400) =>
  () =>
    HttpResponse.json({ errors: [{ code, message: code }] }, { status });

async function passwordStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText(/^email/i));
  await user.paste('admin@example.test');
  await user.click(screen.getByLabelText(/^password/i));
  await user.paste('GoodPass2026');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the second step of signing in', () => {
  it('asks for the code of the app (one-time-code, numeric), then signs in with the challenge and the code', async () => {
    const token = buildToken({ role: 'AppAdmin' });
    const bodies = twoFactorServer([() => ({ token })]);
    const { user, router } = renderLogin();
    await passwordStep(user);
    const field = await screen.findByLabelText(/code from the app/i);
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    // The code is typed at once, without a click on the field first.
    await waitFor(() => expect(field).toHaveFocus());
    expect(authStore.get().token).toBeNull();
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin'));
    expect(bodies).toEqual([{ challenge: 'the-challenge', code: '123456' }]);
    expect(authStore.get().token).toBe(token);
  });

  it('says so for a wrong code, too many codes, and an expired sign-in', async () => {
    twoFactorServer([failure('TwoFactorCodeInvalid'), failure('TooManyRequests', 429), failure('TwoFactorChallengeInvalid')]);
    const { user } = renderLogin();
    await passwordStep(user);
    const field = await screen.findByLabelText(/code from the app/i);
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/not right or was already used/i);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/too many wrong codes/i));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/has expired/i));
  });

  it('takes a recovery code instead, from a link reachable by keyboard', async () => {
    const bodies = twoFactorServer([() => ({ token: buildToken({ role: 'AppAdmin' }) })]);
    const { user } = renderLogin();
    await passwordStep(user);
    await screen.findByLabelText(/code from the app/i);
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText(/recovery code/i), 'ABCDE-FGHJK');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(bodies).toEqual([{ challenge: 'the-challenge', code: 'ABCDE-FGHJK' }]));
  });
});
