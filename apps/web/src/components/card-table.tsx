import { Table, type TableProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { ResponsiveTable } from './responsive-table.tsx';

/** Below this width a table's rows become cards (36em: a phone held upright). */
export const CARD_TABLE_QUERY = '(max-width: 36em)';

/** Whether CardTable shows cards now: for a row that lays out a cell differently as a card (its actions beside its title). */
export const useCardMode = () => useMediaQuery(CARD_TABLE_QUERY, false, { getInitialValueInEffect: false });

/**
 * A table that becomes a list of cards on a phone: each row a card, each cell a line with its column's name before
 * it (the cell's `data-label`, written by CSS in app/global.css), so no column is hidden off screen and nothing
 * needs sideways scrolling. On wider screens it is the usual table, in a ResponsiveTable (scrolled sideways, with
 * its cue, when it is wider than its room: `minWidth`). The header row stays in the document for screen readers.
 */
export function CardTable({ minWidth, label, children, ...props }: TableProps & { minWidth: number; label: string; children: ReactNode }) {
  const phone = useCardMode();
  if (phone)
    return (
      <Table {...props} striped={false} withTableBorder={false} className="cp-card-table" data-cards="true" aria-label={label}>
        {children}
      </Table>
    );
  return (
    <ResponsiveTable minWidth={minWidth} label={label}>
      <Table {...props}>{children}</Table>
    </ResponsiveTable>
  );
}
