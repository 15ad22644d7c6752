// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { CookieNotice } from './cookie-notice.tsx';

afterEach(() => localStorage.removeItem(STORAGE_KEYS.cookiesAccepted));

describe('the cookie notice', () => {
  it('sits in the page’s flow, never fixed over the screen, and is remembered once accepted', async () => {
    localStorage.removeItem(STORAGE_KEYS.cookiesAccepted);
    renderWithProviders(
      <MemoryRouter>
        <CookieNotice />
      </MemoryRouter>,
    );
    const notice = screen.getByRole('region', { name: 'Cookie notice' });
    for (let el: HTMLElement | null = notice; el; el = el.parentElement) expect(getComputedStyle(el).position).not.toMatch(/fixed|sticky|absolute/);
    expect(screen.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/privacyPolicy');
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.cookiesAccepted)).toBe('true');
  });
});
