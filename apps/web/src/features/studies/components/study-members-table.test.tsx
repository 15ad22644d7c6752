// @vitest-environment happy-dom
import type { StudyMember } from '@club-pulse/contracts/studies';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_TABLE_QUERY } from '../../../components/card-table.tsx';
import { changeLanguage } from '../../../lib/i18n.ts';
import { mockMediaQueries } from '../../../testing/media.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { StudyMembersTable } from './study-members-table.tsx';

const members: StudyMember[] = [
  { id: 1, fullName: 'Laura Martí', role: 'Coach', category: 'staff', answered: false },
  { id: 2, fullName: 'Lucía Prueba Reviewer', role: 'Player', category: 'youth', answered: true },
];

/** The width as the media queries see it: a phone (below CardTable's width) or a wider screen. */
function screenIsPhone(phone: boolean) {
  mockMediaQueries((query) => phone && query === CARD_TABLE_QUERY);
}
afterEach(() => vi.restoreAllMocks());

describe("a study's members", () => {
  // On a 360 px phone the table put "answered", the column the coach comes for, off screen to the right.
  it('are cards on a phone, whether each answered beside the name, with nothing to scroll sideways', async () => {
    await changeLanguage('es');
    screenIsPhone(true);
    renderWithProviders(<StudyMembersTable members={members} loading={false} />);
    expect(screen.getByTestId('study-members-table')).toHaveAttribute('data-cards', 'true');
    expect(screen.queryByTestId('responsive-table')).not.toBeInTheDocument();
    const [coach, player] = screen.getAllByTestId('study-member-row');
    for (const [row, answered, line] of [
      [coach!, 'Todavía no', 'Entrenador/a · Staff técnico'],
      [player!, 'Sí', 'Jugador/a · Juvenil'],
    ] as const) {
      // One cell: the name, its role and category under it, and the answer beside them.
      const cell = within(row)
        .getByText(row === coach ? 'Laura Martí' : 'Lucía Prueba Reviewer')
        .closest('td');
      expect(cell).toBe(row.querySelector('td'));
      expect(within(cell!).getByTestId('member-answered')).toHaveTextContent(answered);
      expect(within(cell!).getByText(line)).toBeInTheDocument();
    }
    await changeLanguage('en');
  });

  it('are a table on a wider screen, whether each answered the column after the name', async () => {
    await changeLanguage('es');
    screenIsPhone(false);
    renderWithProviders(<StudyMembersTable members={members} loading={false} />);
    expect(screen.getByTestId('study-members-table')).not.toHaveAttribute('data-cards');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nombre completo', 'Ha respondido', 'Rol', 'Categoría']);
    const cells = within(screen.getAllByTestId('study-member-row')[1]!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['Lucía Prueba Reviewer', 'Sí', 'Jugador/a', 'Juvenil']);
    await changeLanguage('en');
  });
});
