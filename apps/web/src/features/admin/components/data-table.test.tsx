// @vitest-environment happy-dom
import '../../../testing/setup.ts';
import type { AdminSquadMember } from '@club-pulse/contracts/admin-squad-members';
import { Button } from '@mantine/core';
import { renderHook, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockMediaQueries } from '../../../testing/media.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { useSquadColumns } from '../lib/squad-columns.tsx';
import { DataTable } from './data-table.tsx';

const member = (o: Partial<AdminSquadMember>): AdminSquadMember => ({
  squadMemberId: 1,
  memberId: 1,
  clubId: 3,
  enabled: true,
  fullName: 'Laia Puig',
  email: 'laia@example.test',
  role: 'Player',
  category: 'youth',
  studyGroupId: 8,
  studyGroup: 'Cadet Femení',
  ...o,
});

describe('the lists filtered in the browser (DataTable) on a phone', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows a club's members in two lines (name, then email, role, category and study group) beside their actions", () => {
    mockMediaQueries((query) => /max-width/.test(query));
    const { result } = renderHook(() => useSquadColumns({ withGroup: true }));
    renderWithProviders(
      <DataTable
        rows={[member({}), member({ squadMemberId: 2, fullName: 'Pau Vidal', role: 'Coach', category: null, studyGroup: null })]}
        columns={result.current.columns}
        rowKey={(m) => m.squadMemberId}
        rowName={(m) => m.fullName}
        actions={() => <Button>Remove</Button>}
        emptyText="none"
        testId="members"
        label="Members"
      />,
    );
    const laia = screen.getByRole('article', { name: 'Laia Puig' });
    expect(within(laia).getByTestId('card-details')).toHaveTextContent('laia@example.test · Player · Youth · Cadet Femení');
    expect(within(laia).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    // No line per column: the columns' labels are not repeated in the card.
    expect(laia).not.toHaveTextContent('Email:');
    expect(within(screen.getByRole('article', { name: 'Pau Vidal' })).getByTestId('card-details')).toHaveTextContent(
      'laia@example.test · Coach · Whole club',
    );
  });
});
