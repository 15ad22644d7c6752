// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { fieldError, locationOf, renderRoutes, typeInto } from '../../../testing/render.tsx';
import { Component as Join } from './join.tsx';
import { Component as Login } from './login.tsx';

function renderJoin(path = '/join') {
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      { path: '/join', Component: Join },
      { path: '/login', Component: Login },
      { path: '/register', element: <p>registration form</p> },
    ],
    path,
  );
  return { user, ...view };
}

const LINK_LABEL = /^study link or code/i;
const proceed = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Continue' }));

describe('the join page', () => {
  it('is where "Register" on the sign-in page leads without a study link, and leads back to sign in', async () => {
    const { user, router } = renderJoin('/login');
    await user.click(await screen.findByRole('link', { name: 'Register' }));
    await waitFor(() => expect(locationOf(router)).toBe('/join'));
    expect(screen.getByRole('heading', { name: 'Join a study' })).toBeInTheDocument();
    expect(screen.getByText(/scan the QR code shown at training/i)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(locationOf(router)).toBe('/login'));
  });

  it.each([
    ['a full study link', 'https://clubpulse.example/register?studyToken=Ab3_d-Ef9GhIjKlMnOpQrS'],
    ['a link without the address', ' clubpulse.example/register?studyToken=Ab3_d-Ef9GhIjKlMnOpQrS '],
    ['the bare code', 'Ab3_d-Ef9GhIjKlMnOpQrS'],
  ])('takes %s to the registration form of that study', async (_name, pasted) => {
    const { user, router } = renderJoin();
    await typeInto(user, LINK_LABEL, pasted);
    await proceed(user);
    await waitFor(() => expect(locationOf(router)).toBe('/register?studyToken=Ab3_d-Ef9GhIjKlMnOpQrS'));
  });

  it.each([
    ['a link to another page', 'https://clubpulse.example/login?studyToken=Ab3_d-Ef9GhIjKlMnOpQrS'],
    ['a link without its code', 'https://clubpulse.example/register'],
    ['words', 'my coach said Tuesday'],
    ['a code with characters no code has', 'abc<script>'],
  ])('refuses %s with a clear message and stays', async (_name, pasted) => {
    const { user, router } = renderJoin();
    await typeInto(user, LINK_LABEL, pasted);
    await proceed(user);
    expect(fieldError(LINK_LABEL)).toBe('This is not a study link. Copy the whole link again, or ask your coach for it.');
    expect(locationOf(router)).toBe('/join');

    await typeInto(user, LINK_LABEL, 'Ab3_d-Ef9GhIjKlMnOpQrS');
    expect(fieldError(LINK_LABEL)).toBeNull();
  });

  it('speaks the interface language', async () => {
    await changeLanguage('ca');
    renderJoin();
    expect(screen.getByRole('heading', { name: 'Uneix-te a un estudi' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^enllaç o codi de l'estudi/i)).toBeInTheDocument();
  });
});
