// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { SkipLink } from './skip-link.tsx';

describe('the skip link', () => {
  it('is the first stop of the keyboard and moves the focus to the main content, without changing the address', async () => {
    renderWithProviders(
      <>
        <SkipLink />
        <header>
          <button type="button">Menu</button>
        </header>
        <main id="main">
          <h1>Studies</h1>
        </main>
      </>,
    );
    const user = userEvent.setup();
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(document.getElementById('main')).toHaveFocus();
    expect(window.location.hash).toBe('');
  });
});
