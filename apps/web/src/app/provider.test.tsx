// @vitest-environment happy-dom
import { PasswordInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../lib/i18n.ts';
import { AppProvider } from './provider.tsx';

describe("the app's theme", () => {
  it('names the eye button of every password field in the interface language, and says with aria-pressed whether it shows', async () => {
    const user = userEvent.setup();
    render(
      <AppProvider>
        <PasswordInput label="Password" />
        <PasswordInput label="Repeat the password" />
      </AppProvider>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Show password' });
    expect(second).toBeDefined();
    expect(first).toHaveAttribute('aria-pressed', 'false');
    await user.click(first as HTMLElement);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');

    await changeLanguage('de');
    expect(await screen.findAllByRole('button', { name: 'Passwort anzeigen' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /toggle password visibility/i })).toBeNull();
  });
});
