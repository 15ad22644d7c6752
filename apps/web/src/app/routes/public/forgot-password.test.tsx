// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fieldError, renderRoutes } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { Component as ForgotPassword } from './forgot-password.tsx';

function renderForm(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    mockApi('post', '/api/member/forgotPassword', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  const user = userEvent.setup();
  renderRoutes([{ path: '/forgot-password', Component: ForgotPassword }], '/forgot-password');
  const send = async (email: string) => {
    const input = screen.getByLabelText(/^email/i);
    await user.clear(input);
    if (email) {
      await user.click(input);
      await user.paste(email);
    }
    await user.click(screen.getByRole('button', { name: 'Send the reset mail' }));
  };
  return { bodies, send };
}

describe('the forgot-password form', () => {
  it('requires a valid email before asking the server', async () => {
    const { bodies, send } = renderForm(() => new HttpResponse(null, { status: 204 }));
    await send('');
    expect(fieldError(/^email/i)).toBe('The field is required');
    await send('julia@');
    expect(fieldError(/^email/i)).toBe('The email is not valid');
    expect(bodies).toEqual([]);
  });

  it('confirms that a mail was sent', async () => {
    const { bodies, send } = renderForm(() => new HttpResponse(null, { status: 204 }));
    await send('Julia@Example.test ');
    expect(await screen.findByTestId('forgot-sent')).toHaveTextContent('If an account exists for this address, a reset mail was sent.');
    expect(bodies).toEqual([{ email: 'Julia@Example.test' }]);
  });

  it("shows the server's field error on the email, and the captcha message", async () => {
    const { send } = renderForm(() =>
      HttpResponse.json({ errors: [{ code: 'ValidationError', message: 'The email is not valid', field: 'email' }] }, { status: 400 }),
    );
    await send('julia@no-mail.test');
    await waitFor(() => expect(fieldError(/^email/i)).toBe('The email is not valid'));
    expect(screen.queryByTestId('forgot-error')).toBeNull();

    server.use(
      mockApi('post', '/api/member/forgotPassword', () =>
        HttpResponse.json({ errors: [{ code: 'ErrorCaptcha', message: 'Captcha error' }] }, { status: 400 }),
      ),
    );
    await send('julia@example.test');
    expect(await screen.findByTestId('forgot-error')).toHaveTextContent('Captcha error');
  });
});
