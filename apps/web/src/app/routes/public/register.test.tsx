// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { birthDateForAge, buildToken } from '../../../testing/factories.ts';
import { fieldError, locationOf, renderRoutes, typeInto } from '../../../testing/render.tsx';
import type { ResponseOf } from '../../../lib/api-client.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { Component as Register } from './register.tsx';

/** An open study link, as the public check of the landing answers it. */
const INVITATION: ResponseOf<'get', '/api/invitation'> = {
  club: 'CF Mar',
  studyGroup: 'U15 A',
  study: 'Autumn check-in',
  startDate: '2026-09-01',
  dueDate: '2026-12-31',
  status: 'open',
};

async function renderRegister(invitation = INVITATION) {
  server.use(mockApi('get', '/api/invitation', () => invitation));
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      { path: '/register', Component: Register },
      { path: '/home', element: <p>user home</p> },
      { path: '/evaluations/:id/continue', element: <p>questions</p> },
      { path: '/evaluations/pending', element: <p>pending list</p> },
    ],
    '/register?studyToken=study-token-1',
  );
  // The link is checked first: the form comes after who invites.
  await screen.findByTestId('register-form');
  return { user, ...view };
}

interface Person {
  name?: string;
  surname?: string;
  email?: string;
  password?: string;
  repeatPassword?: string;
  birthDate?: string;
  guardian?: boolean;
}

async function fill(user: ReturnType<typeof userEvent.setup>, p: Person) {
  const type = async (label: RegExp, value: string | undefined) => {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.paste(value);
  };
  await type(/^name/i, p.name ?? 'Júlia');
  await type(/^surname/i, p.surname ?? 'Ferrer');
  await type(/^email/i, p.email ?? 'julia@example.test');
  await type(/^password/i, p.password ?? 'GoodPass2026');
  await type(/^repeat password/i, p.repeatPassword ?? p.password ?? 'GoodPass2026');
  await type(/^birth date/i, p.birthDate ?? birthDateForAge(20));
  if (p.guardian) await user.click(screen.getByLabelText(/legal guardian is with me/i));
  await user.click(screen.getByLabelText(/I accept the/i));
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Create my account' }));

/** Counts the registration calls and answers them as given. */
function registration(answer: () => ResponseOf<'post', '/api/account/register/player'> | Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    mockApi('post', '/api/account/register/player', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
  return bodies;
}

describe('the registration form', () => {
  it('asks "Already have an account?" once, in the card above the form, with its sign-in link', async () => {
    await changeLanguage('en');
    await renderRegister();
    await screen.findByRole('button', { name: 'Create my account' });
    expect(screen.getAllByText('Already have an account?')).toHaveLength(1);
    expect(screen.getByTestId('invitation-sign-in')).toHaveAttribute('href', expect.stringContaining('/login'));
  });

  it('marks every empty field as required, in the interface language, and focuses the first one', async () => {
    await changeLanguage('es');
    const bodies = registration(() => ({ token: buildToken(), evaluationId: 41 }));
    const { user } = await renderRegister();

    await user.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));

    // The form's schema loads after the first paint: the check waits for it.
    await waitFor(() => expect(screen.getByLabelText(/^nombre/i)).toHaveFocus());
    for (const label of [/^nombre/i, /^apellidos/i, /^correo/i, /^contraseña/i, /^repite la contraseña/i, /^fecha de nacimiento/i])
      expect(fieldError(label)).toBe('El campo es obligatorio');
    expect(fieldError(/acepto las/i)).toBe('Debes aceptar las condiciones de uso');
    expect(screen.getByLabelText(/^nombre/i)).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('refuses a password without the rule (9 to 32 characters, digits, upper- and lower-case)', async () => {
    const bodies = registration(() => ({ token: buildToken(), evaluationId: 41 }));
    const { user } = await renderRegister();
    await fill(user, { password: 'weakpassword' });
    await submit(user);
    expect(fieldError(/^password/i)).toBe('The password must have 9 to 32 characters, including numbers, upper-case and lower-case letters');
    expect(screen.getByLabelText(/^password/i)).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('refuses two different passwords on the repeated one', async () => {
    registration(() => ({ token: buildToken(), evaluationId: 41 }));
    const { user } = await renderRegister();
    await fill(user, { password: 'GoodPass2026', repeatPassword: 'GoodPass2027' });
    await submit(user);
    expect(fieldError(/^repeat password/i)).toBe('Passwords do not match');
    expect(fieldError(/^password/i)).toBeNull();
  });

  it('refuses a birth date under 13 years ago', async () => {
    const bodies = registration(() => ({ token: buildToken(), evaluationId: 41 }));
    const { user } = await renderRegister();
    await fill(user, { birthDate: birthDateForAge(13, -1) });
    await submit(user);
    expect(fieldError(/^birth date/i)).toBe('You must be at least 13 years old to register');
    expect(bodies).toEqual([]);
  });

  it('refuses a birth date more than 100 years ago as soon as it is entered, before any submit, and in the interface language', async () => {
    const bodies = registration(() => ({ token: buildToken(), evaluationId: 41 }));
    const { user } = await renderRegister();
    await typeInto(user, /^birth date/i, '1900-01-01');
    expect(fieldError(/^birth date/i)).toBe('The birth date cannot be more than 100 years ago');
    await typeInto(user, /^birth date/i, birthDateForAge(100));
    expect(fieldError(/^birth date/i)).toBeNull();

    await changeLanguage('de');
    await typeInto(user, /^geburtsdatum/i, '1900-01-01');
    expect(fieldError(/^geburtsdatum/i)).toBe('Das Geburtsdatum darf nicht mehr als 100 Jahre zurückliegen');
    expect(bodies).toEqual([]);
  });

  it('asks a registrant under 16 to confirm a legal guardian is present, and accepts them with it', async () => {
    const bodies = registration(() => ({ token: buildToken(), evaluationId: 41 }));
    const { user, router } = await renderRegister();
    await fill(user, { birthDate: birthDateForAge(15) });
    await submit(user);
    expect(fieldError(/legal guardian is with me/i)).toBe('Under 16, a parent or legal guardian must be present during the registration');
    expect(bodies).toEqual([]);

    await user.click(screen.getByLabelText(/legal guardian is with me/i));
    expect(fieldError(/legal guardian is with me/i)).toBeNull();
    await submit(user);

    // Straight to the questions of the study the link opened (it is open).
    await waitFor(() => expect(locationOf(router)).toBe('/evaluations/41/continue'));
    expect(bodies).toEqual([
      expect.objectContaining({ name: 'Júlia', guardianConfirmed: true, termsAccepted: true, studyToken: 'study-token-1', language: 'en' }),
    ]);
  });

  it("shows the server's field errors on their fields, keeps what was typed, and disables the button while it waits", async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    registration(() => {
      return answered.then(() =>
        HttpResponse.json({ errors: [{ code: 'ValidationError', message: 'The email is not valid', field: 'email' }] }, { status: 400 }),
      ) as unknown as Response;
    });
    const { user } = await renderRegister();
    await fill(user, { email: 'julia@no-mail.test' });
    await submit(user);

    const button = screen.getByRole('button', { name: 'Create my account' });
    await waitFor(() => expect(button).toBeDisabled());
    release();

    await waitFor(() => expect(fieldError(/^email/i)).toBe('The email is not valid'));
    expect(screen.getByTestId('register-error')).toHaveTextContent('There has been an error registering, try again later');
    expect(screen.getByLabelText(/^name/i)).toHaveValue('Júlia');
    expect(screen.getByLabelText(/^email/i)).toHaveValue('julia@no-mail.test');
    expect(button).toBeEnabled();
  });

  it('takes the new player into the questions with the welcome toast (the spec pairs onboarding with one)', async () => {
    registration(() => ({ token: buildToken(), evaluationId: 41 }));
    const { user, router } = await renderRegister();
    await fill(user, {});
    await submit(user);
    expect(await screen.findByText('questions')).toBeInTheDocument();
    expect(locationOf(router)).toBe('/evaluations/41/continue');
    expect(await screen.findByText('Welcome to Club Pulse! Your account is ready.')).toBeInTheDocument();
  });

  it('welcomes with a toast on the pending list when the study has not started yet', async () => {
    registration(() => ({ token: buildToken(), evaluationId: 41 }));
    const { user, router } = await renderRegister({ ...INVITATION, status: 'notYetOpen' });
    await fill(user, {});
    await submit(user);
    expect(await screen.findByText('pending list')).toBeInTheDocument();
    expect(locationOf(router)).toBe('/evaluations/pending');
    expect(await screen.findByText('Welcome to Club Pulse! Your account is ready.')).toBeInTheDocument();
  });

  it('shows the captcha message when the first error is ErrorCaptcha', async () => {
    registration(() => HttpResponse.json({ errors: [{ code: 'ErrorCaptcha', message: 'Captcha error' }] }, { status: 400 }));
    const { user } = await renderRegister();
    await fill(user, {});
    await submit(user);
    expect(await screen.findByTestId('register-error')).toHaveTextContent('Captcha error');
  });
});
