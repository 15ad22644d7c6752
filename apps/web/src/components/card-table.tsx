import { Table, type TableProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** Below this width a table's rows become cards (36em: a phone held upright). */
export const CARD_TABLE_QUERY = '(max-width: 36em)';

/**
 * A table that becomes a list of cards on a phone: each row a card, each cell a line with its column's name before
 * it (the cell's `data-label`, written by CSS in app/global.css), so no column is hidden off screen and nothing
 * needs sideways scrolling. On wider screens it is the usual table, scrolled sideways inside its container when it
 * is wider than the screen (`minWidth`). The header row stays in the document for screen readers.
 */
export function CardTable({ minWidth, children, ...props }: TableProps & { minWidth: number; children: ReactNode }) {
  const phone = useMediaQuery(CARD_TABLE_QUERY, false, { getInitialValueInEffect: false });
  if (phone)
    return (
      <Table {...props} striped={false} withTableBorder={false} className="cp-card-table" data-cards="true">
        {children}
      </Table>
    );
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table {...props}>{children}</Table>
    </Table.ScrollContainer>
  );
}
