// @vitest-environment happy-dom
import { Modal, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { ApiError } from './http.ts';
import { notify } from './notify.ts';

afterEach(() => {
  act(() => notifications.clean());
});

const toasts = () => document.querySelectorAll('.mantine-Notification-root');
const fieldError = new ApiError(400, [{ code: 'ClubNameExists', message: 'exists', field: 'name' }]);

describe('one message per failure', () => {
  it('no toast when every error names a field the form shows: its message is under the field', async () => {
    renderWithProviders(<TextInput label="Name" data-path="name" name="name" />);
    act(() => notify.apiError('admin:toasts.clubCreateError', fieldError));
    // Give the toast a chance to appear before saying it did not.
    await new Promise((r) => setTimeout(r, 50));
    expect(toasts()).toHaveLength(0);
  });

  it('one toast when the field is not on screen, or the failure is not about a field', async () => {
    renderWithProviders(<TextInput label="Code" data-path="code" name="code" />);
    act(() => notify.apiError('admin:toasts.clubCreateError', fieldError));
    act(() => notify.apiError('admin:toasts.clubCreateError', new ApiError(500, [{ code: 'Generic', message: 'x' }])));
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    expect(toasts()).toHaveLength(2);
  });

  it('a lost connection: no toast under the offline banner, one toast over a dialog (which hides the banner)', async () => {
    const network = new ApiError(0, [{ code: 'Network', message: 'Network error' }]);
    let openDialog: () => void = () => undefined;
    function Page() {
      const [opened, setOpened] = useState(false);
      openDialog = () => setOpened(true);
      return (
        <Modal opened={opened} onClose={() => setOpened(false)} title="Edit">
          form
        </Modal>
      );
    }
    renderWithProviders(<Page />);
    act(() => notify.apiError('admin:toasts.clubCreateError', network));
    await new Promise((r) => setTimeout(r, 50));
    expect(toasts()).toHaveLength(0);

    act(() => openDialog());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    act(() => notify.apiError('admin:toasts.clubCreateError', network));
    expect(await screen.findByText(/No connection to the server/)).toBeInTheDocument();
    expect(toasts()).toHaveLength(1);
  });
});
