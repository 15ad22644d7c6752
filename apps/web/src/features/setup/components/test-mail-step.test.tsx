// @vitest-environment happy-dom
import type { SendTestMailResponse } from '@club-pulse/contracts/setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../testing/factories.ts';
import { fieldError, inputOf, renderWithProviders, typeInto } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { TestMailStep } from './test-mail-step.tsx';

function renderStep(answer: SendTestMailResponse) {
  const bodies: unknown[] = [];
  server.use(
    mockApi('post', '/api/admin/setup/testMail', async ({ request }) => {
      bodies.push(await request.json());
      return answer;
    }),
  );
  signInAs('AppAdmin');
  renderWithProviders(<TestMailStep />);
  const send = () => userEvent.click(screen.getByRole('button', { name: 'Send the test mail' }));
  return { bodies, send };
}

describe('the test-mail step', () => {
  it('sends to the admin’s own address by default, and says the mail server accepted it', async () => {
    const { bodies, send } = renderStep({ via: 'smtp', sent: true });
    expect(inputOf(/^send to/i)).toHaveValue('julia@example.test');
    await send();
    expect(await screen.findByTestId('test-mail-sent')).toHaveTextContent('The mail server accepted the test mail for julia@example.test.');
    expect(bodies).toEqual([{ to: 'julia@example.test' }]);
  });

  it('explains a failure by what it means, with the error code', async () => {
    const { send } = renderStep({ via: 'smtp', sent: false, failure: { reason: 'certificate', code: 'ESOCKET DEPTH_ZERO_SELF_SIGNED_CERT' } });
    await send();
    const result = await screen.findByTestId('test-mail-failed');
    expect(result).toHaveTextContent('The test mail was not sent');
    expect(result).toHaveTextContent("The mail server's certificate is not trusted");
    expect(screen.getByTestId('test-mail-code')).toHaveTextContent('Error code: ESOCKET DEPTH_ZERO_SELF_SIGNED_CERT');
  });

  it('says that without SMTP_URL the mails go to the outbox folder', async () => {
    const { send } = renderStep({ via: 'outbox', sent: true });
    await send();
    expect(await screen.findByTestId('test-mail-outbox')).toHaveTextContent('mails are written to the outbox folder of the data directory');
  });

  it('refuses an address that is not an email before sending', async () => {
    const { bodies, send } = renderStep({ via: 'smtp', sent: true });
    await typeInto(userEvent.setup(), /^send to/i, 'not-an-email');
    await send();
    await waitFor(() => expect(fieldError(/^send to/i)).toBe('The email is not valid'));
    expect(bodies).toEqual([]);
  });
});
