// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../app/provider.tsx';
import { clearAllExceptConfig, STORAGE_KEYS } from '../lib/storage.ts';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';

describe('the colour scheme switch', () => {
  it('switches between light and dark, and the device keeps the choice when the session ends', async () => {
    render(
      <AppProvider>
        <ColorSchemeToggle />
      </AppProvider>,
    );
    const user = userEvent.setup();
    // The system (happy-dom) prefers light.
    await user.click(await screen.findByRole('button', { name: 'Switch to dark mode' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'));
    expect(localStorage.getItem(STORAGE_KEYS.colorScheme)).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light'));
    expect(localStorage.getItem(STORAGE_KEYS.colorScheme)).toBe('light');

    localStorage.setItem(STORAGE_KEYS.token, 'a-session');
    clearAllExceptConfig();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.colorScheme)).toBe('light');
  });
});
