// @vitest-environment happy-dom
import type { ClubSupport } from '@club-pulse/contracts/support';
import { ModalsProvider } from '@mantine/modals';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../testing/factories.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { ClubSupportEditor } from './club-support-editor.tsx';

configure({ asyncUtilTimeout: 15_000 });

const support: ClubSupport = {
  clubId: 3,
  club: 'CE Sants',
  country: 'ES',
  contacts: [
    {
      id: 11,
      name: 'Marta Vidal',
      role: 'welfareOfficer',
      email: 'marta@example.test',
      phone: null,
      languages: ['ca', 'es'],
      receivesEscalations: false,
    },
  ],
};

function renderEditor() {
  const calls: string[] = [];
  server.use(
    mockApi('get', '/api/admin/club/{clubId}/support', () => support, { clubId: 3 }),
    mockApi(
      'put',
      '/api/admin/club/{clubId}/support/contacts/{contactId}',
      async ({ request }) => {
        calls.push(`${request.method} ${JSON.stringify(await request.json())}`);
        return support;
      },
      { clubId: 3, contactId: 11 },
    ),
    mockApi(
      'delete',
      '/api/admin/club/{clubId}/support/contacts/{contactId}',
      ({ request }) => {
        calls.push(`${request.method} ${new URL(request.url).pathname}`);
        return { ...support, contacts: [] };
      },
      { clubId: 3, contactId: 11 },
    ),
  );
  signInAs('AppAdmin');
  renderWithProviders(
    <ModalsProvider>
      <ClubSupportEditor side="admin" clubId={3} />
    </ModalsProvider>,
  );
  return { calls, user: userEvent.setup() };
}

describe("removing a club's support contact", () => {
  it('asks first and says what follows; keeping the contact sends nothing', async () => {
    const { calls, user } = renderEditor();
    await user.click(await screen.findByTestId('contact-remove'));
    expect(await screen.findByText(/will no longer see Marta Vidal among the club's support contacts/)).toBeInTheDocument();
    await user.click(screen.getByTestId('keep-contact'));
    await waitFor(() => expect(screen.queryByTestId('confirm-remove-contact')).toBeNull());
    expect(calls).toEqual([]);
    expect(screen.getByText('Marta Vidal')).toBeInTheDocument();
  });

  it('removes the contact after the confirmation', async () => {
    const { calls, user } = renderEditor();
    await user.click(await screen.findByTestId('contact-remove'));
    await user.click(await screen.findByTestId('confirm-remove-contact'));
    await waitFor(() => expect(calls).toEqual(['DELETE /api/admin/club/3/support/contacts/11']));
    expect(await screen.findByText('The contact was removed.')).toBeInTheDocument();
  });
});

describe("a contact's escalations", () => {
  it('are asked for with a checkbox that says what they mean, and saved with the contact', async () => {
    const { calls, user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const box = await screen.findByRole('checkbox', { name: /Receives escalations/ });
    expect(screen.getByText(/has no owner or no change for 48 hours/)).toBeInTheDocument();
    expect(box).not.toBeChecked();
    await user.click(box);
    await user.click(screen.getByTestId('contact-save'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(JSON.parse(calls[0]?.slice('PUT '.length) ?? '{}')).toMatchObject({ name: 'Marta Vidal', receivesEscalations: true });
  });
});
