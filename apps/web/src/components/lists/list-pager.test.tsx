// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ListPager } from './list-pager.tsx';

function pager(total: number, page = 1, onPage = vi.fn()) {
  renderWithProviders(<ListPager page={page} pageSize={25} total={total} onPage={onPage} onPageSize={vi.fn()} testId="members" />);
  return onPage;
}

describe('ListPager (under a server-paged admin list)', () => {
  it('goes to a typed page of a long list in one step, with Enter or the button', async () => {
    await changeLanguage('en');
    const user = userEvent.setup();
    const onPage = pager(100_000, 3);
    expect(screen.getByTestId('members-range').textContent).toBe('51–75 of 100,000');
    // Its name says the range to a screen reader; the empty field shows the current page.
    const field = screen.getByLabelText('Go to page (from 1 to 4,000)');
    expect(field.getAttribute('placeholder')).toBe('3');

    await user.type(field, '1000{Enter}');
    expect(onPage).toHaveBeenLastCalledWith(1000);
    expect((field as HTMLInputElement).value).toBe('');

    await user.type(field, '4000');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onPage).toHaveBeenLastCalledWith(4000);
    expect(onPage).toHaveBeenCalledTimes(2);
  });

  it('never asks for a page past the last, nor page 0, nor the page already shown', async () => {
    await changeLanguage('en');
    const user = userEvent.setup();
    const onPage = pager(100_000, 3);
    const field = screen.getByLabelText(/^Go to page/);
    // A digit that would pass the last page is not taken: 9999 stays 999.
    await user.type(field, '99999{Enter}');
    expect(onPage.mock.calls).toEqual([[999]]);
    onPage.mockClear();
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.submit(screen.getByTestId('members-go'));
    await user.type(field, '3{Enter}');
    expect(onPage).not.toHaveBeenCalled();
  });

  it('is not there while the pager shows every page (7 of 25 rows), and is there from 8', async () => {
    await changeLanguage('en');
    pager(7 * 25);
    expect(screen.queryByTestId('members-go')).toBeNull();
    pager(7 * 25 + 1);
    expect(screen.getByTestId('members-go')).toBeTruthy();
  });

  it("speaks the reader's language", async () => {
    await changeLanguage('de');
    pager(100_000);
    expect(screen.getByLabelText('Gehe zu Seite (von 1 bis 4.000)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Los' })).toBeTruthy();
  });
});
