// @vitest-environment happy-dom
import { Table } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { ResponsiveTable } from './responsive-table.tsx';

/** happy-dom lays nothing out: the region's widths (and how far it is scrolled) are what a test says they are. */
function layOut(widths: { scroll: number; client: number }) {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => widths.scroll });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => widths.client });
}
afterEach(() => {
  // The prototype's own getters come back (own properties shadowed them).
  delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});

const table = (
  <ResponsiveTable minWidth={560} label="Your results over time">
    <Table>
      <Table.Tbody>
        <Table.Tr>
          <Table.Td>Spring</Table.Td>
          <Table.Td>Moderate</Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  </ResponsiveTable>
);

describe('the responsive table', () => {
  it('is a named region that takes the keyboard focus, the table inside it at its minimum width', async () => {
    layOut({ scroll: 560, client: 800 });
    renderWithProviders(
      <>
        <button type="button">Before</button>
        {table}
      </>,
    );
    const region = screen.getByRole('region', { name: 'Your results over time' });
    expect(region).toContainElement(screen.getByRole('table'));
    expect((region.firstElementChild as HTMLElement).style.minWidth).toBe('560px');
    await userEvent.tab();
    await userEvent.tab();
    expect(region).toHaveFocus();
  });

  it('shows no cue when the table fits', () => {
    layOut({ scroll: 560, client: 800 });
    renderWithProviders(table);
    expect(screen.queryByTestId('scroll-hint')).not.toBeInTheDocument();
    expect(screen.getByTestId('responsive-table')).toHaveAttribute('data-scrolls', 'false');
  });

  it('shows the fade and the hint when the table is wider than its room, and drops the fade at the end', () => {
    layOut({ scroll: 560, client: 320 });
    renderWithProviders(table);
    const wrapper = screen.getByTestId('responsive-table');
    expect(wrapper).toHaveAttribute('data-scrolls', 'true');
    expect(wrapper).toHaveAttribute('data-at-end', 'false');
    expect(screen.getByTestId('scroll-hint')).toHaveTextContent('Scroll sideways to see more');
    const region = screen.getByRole('region', { name: 'Your results over time' });
    region.scrollLeft = 240;
    fireEvent.scroll(region);
    expect(wrapper).toHaveAttribute('data-at-end', 'true');
    // The hint stays: the table still scrolls (back).
    expect(screen.getByTestId('scroll-hint')).toBeInTheDocument();
  });

  it('measures again when the window changes size (a turned phone)', () => {
    const widths = { scroll: 560, client: 800 };
    layOut(widths);
    renderWithProviders(table);
    expect(screen.queryByTestId('scroll-hint')).not.toBeInTheDocument();
    widths.client = 360;
    fireEvent(window, new Event('resize'));
    expect(screen.getByTestId('scroll-hint')).toBeInTheDocument();
  });
});
