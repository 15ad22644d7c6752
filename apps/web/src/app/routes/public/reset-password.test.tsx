// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fieldError, locationOf, renderRoutes } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { Component as ResetPassword } from './reset-password.tsx';

function renderForm(answer: () => Response, query = '?email=julia%40example.test&token=reset-token') {
  const bodies: unknown[] = [];
  server.use(
    mockApi('post', '/api/member/resetPassword', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  const user = userEvent.setup();
  const { router } = renderRoutes(
    [
      { path: '/reset-password', Component: ResetPassword },
      { path: '/login', element: <p>sign-in page</p> },
    ],
    `/reset-password${query}`,
  );
  const choose = async (password: string, repeat = password) => {
    for (const [label, value] of [
      [/^new password/i, password],
      [/^repeat the new password/i, repeat],
    ] as const) {
      const input = screen.getByLabelText(label);
      await user.clear(input);
      await user.click(input);
      await user.paste(value);
    }
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
  };
  return { bodies, choose, router };
}

describe('the reset-password form', () => {
  it('refuses a password without the rule, then two different passwords', async () => {
    const { bodies, choose } = renderForm(() => new HttpResponse(null, { status: 204 }));
    await choose('short');
    expect(fieldError(/^new password/i)).toBe('The password must have 9 to 32 characters, including numbers, upper-case and lower-case letters');
    await choose('SecondPass2026', 'SecondPass2027');
    expect(fieldError(/^new password/i)).toBeNull();
    expect(fieldError(/^repeat the new password/i)).toBe('Passwords do not match');
    expect(bodies).toEqual([]);
  });

  it('sends the email and token of the link with the new password, then goes to sign-in', async () => {
    const { bodies, choose, router } = renderForm(() => new HttpResponse(null, { status: 204 }));
    await choose('SecondPass2026');
    await waitFor(() => expect(locationOf(router)).toBe('/login'));
    expect(bodies).toEqual([
      { email: 'julia@example.test', token: 'reset-token', password: 'SecondPass2026', repeatPassword: 'SecondPass2026', guardianConfirmed: false },
    ]);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it("asks for a guardian's consent when the link says the member is under the guardian age, and sends it", async () => {
    const { bodies, choose, router } = renderForm(() => new HttpResponse(null, { status: 204 }), '?email=kai%40example.test&token=t&guardian=1');
    const box = screen.getByRole('checkbox', { name: 'A parent or legal guardian is with me and consents to my taking part' });
    expect(screen.getByText('Required because you are under 16')).toBeInTheDocument();
    await userEvent.setup().click(box);
    await choose('SecondPass2026');
    await waitFor(() => expect(locationOf(router)).toBe('/login'));
    expect(bodies).toEqual([expect.objectContaining({ email: 'kai@example.test', guardianConfirmed: true })]);
  });

  it("shows the consent box with the server's reason when the server asks for it", async () => {
    const { choose } = renderForm(() =>
      HttpResponse.json(
        {
          errors: [
            { code: 'ValidationError', message: 'Under 16, a parent or legal guardian must confirm their consent', field: 'guardianConfirmed' },
          ],
        },
        { status: 400 },
      ),
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
    await choose('SecondPass2026');
    const box = await screen.findByRole('checkbox', { name: 'A parent or legal guardian is with me and consents to my taking part' });
    expect(box).not.toBeChecked();
    expect(screen.getByText('Under 16, a parent or legal guardian must confirm their consent')).toBeInTheDocument();
  });

  it("shows the server's field error on the password", async () => {
    const { choose } = renderForm(() =>
      HttpResponse.json(
        { errors: [{ code: 'ValidationError', message: 'The text contains characters that are not allowed', field: 'password' }] },
        { status: 400 },
      ),
    );
    await choose('SecondPass2026');
    await waitFor(() => expect(fieldError(/^new password/i)).toBe('The text contains characters that are not allowed'));
  });

  it('says the link is invalid when the server refuses it', async () => {
    const { choose } = renderForm(() => HttpResponse.json({ errors: [{ code: 'InvalidResetLink', message: 'Invalid' }] }, { status: 400 }));
    await choose('SecondPass2026');
    expect(await screen.findByTestId('reset-invalid-link')).toHaveTextContent(
      'The password reset link is invalid, has already been used or has expired.',
    );
  });

  it('says at once that a link without its token is invalid', () => {
    renderForm(() => new HttpResponse(null, { status: 204 }), '?email=julia%40example.test');
    expect(screen.getByTestId('reset-invalid-link')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change the password' })).toBeNull();
  });
});
