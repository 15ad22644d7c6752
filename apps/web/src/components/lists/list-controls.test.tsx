// @vitest-environment happy-dom
import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ListControls } from './list-controls.tsx';

function Harness({ narrow, active, withSort }: { narrow: boolean; active: number; withSort?: boolean }) {
  return (
    <ListControls narrow={narrow} active={active} withSort={withSort} testId="things" lead={<TextInput label="Search" />}>
      <TextInput label="Role" />
      <TextInput label="State" />
    </ListControls>
  );
}

describe('ListControls (the search and filters above an admin list)', () => {
  it('shows every control in one row from 48em on, with no button', async () => {
    await changeLanguage('en');
    renderWithProviders(<Harness narrow={false} active={1} withSort />);
    expect(screen.getByLabelText('Search')).toBeTruthy();
    expect(screen.getByLabelText('Role')).toBeTruthy();
    expect(screen.queryByTestId('things-filters-toggle')).toBeNull();
  });

  it('on a phone keeps the search, folds the filters behind a button that says how many are set, and unfolds them', async () => {
    await changeLanguage('en');
    const user = userEvent.setup();
    renderWithProviders(<Harness narrow active={2} withSort />);
    expect(screen.getByLabelText('Search')).toBeTruthy();
    // Folded: not in the page at all, so that the keyboard cannot reach a field nobody sees.
    expect(screen.queryByLabelText('Role')).toBeNull();
    const toggle = screen.getByTestId('things-filters-toggle');
    expect(toggle.textContent).toContain('Filters and sorting · 2 active');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByTestId('things-filters');
    expect(toggle.getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getByLabelText('Role')).toBeTruthy();
    expect(screen.getByLabelText('State')).toBeTruthy();

    await user.click(toggle);
    expect(screen.queryByLabelText('Role')).toBeNull();
  });

  it('says "Filters" alone when nothing is set or the sort is not folded with them, in the reader\'s language', async () => {
    await changeLanguage('it');
    renderWithProviders(<Harness narrow active={0} />);
    expect(screen.getByTestId('things-filters-toggle').textContent).toContain('Filtri');
    expect(screen.getByTestId('things-filters-toggle').textContent).not.toContain('attiv');
  });

  it('agrees the count in languages that inflect it', async () => {
    await changeLanguage('es');
    const { unmount } = renderWithProviders(<Harness narrow active={1} withSort />);
    expect(screen.getByTestId('things-filters-toggle').textContent).toContain('Filtros y orden · 1 activo');
    unmount();
    renderWithProviders(<Harness narrow active={3} withSort />);
    expect(screen.getByTestId('things-filters-toggle').textContent).toContain('Filtros y orden · 3 activos');
  });
});
