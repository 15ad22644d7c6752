// @vitest-environment happy-dom
import type { AdminSquadMember } from '@club-pulse/contracts/admin-squad-members';
import { Button } from '@mantine/core';
import { renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n.ts';
import { mockMediaQueries } from '../../testing/media.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { useSquadColumns } from '../../features/members/lib/squad-columns.tsx';
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

/** A club of `n` members: Member 01, Member 02… (players of "Cadet" but every fifth, a coach of "Senior"). */
const club = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    member({
      squadMemberId: i + 1,
      memberId: i + 1,
      fullName: `Member ${String(i + 1).padStart(2, '0')}`,
      email: `m${i + 1}@example.test`,
      role: i % 5 === 4 ? 'Coach' : 'Player',
      studyGroup: i % 5 === 4 ? 'Senior' : 'Cadet',
    }),
  );

function ClubTable({ rows }: { rows: AdminSquadMember[] }) {
  const squad = useSquadColumns({ withGroup: true });
  return (
    <DataTable
      rows={rows}
      columns={squad.columns}
      rowKey={(m) => m.squadMemberId}
      rowName={(m) => m.fullName}
      searchText={(m) => `${m.fullName} ${m.email}`}
      filters={[
        squad.roleFilter,
        {
          key: 'group',
          label: 'Study group',
          options: [
            { value: 'Cadet', label: 'Cadet' },
            { value: 'Senior', label: 'Senior' },
          ],
          value: (m) => m.studyGroup ?? '',
        },
      ]}
      emptyText="none"
      testId="members"
      rowTestId="member-row"
      label="Members"
      initialSort={{ key: 'fullName' }}
    />
  );
}

describe('a long list filtered in the browser (DataTable) comes in pages', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows 25 of 60 members, says which, pages on, and starts again at the first page on a new search', async () => {
    await changeLanguage('en');
    mockMediaQueries(() => false);
    const user = userEvent.setup();
    renderWithProviders(<ClubTable rows={club(60)} />);
    expect(screen.getAllByTestId('member-row')).toHaveLength(25);
    expect(screen.getByTestId('members-range')).toHaveTextContent('1–25 of 60');
    expect(screen.getAllByTestId('member-row')[0]).toHaveTextContent('Member 01');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getAllByTestId('member-row')).toHaveLength(10);
    expect(screen.getByTestId('members-range')).toHaveTextContent('51–60 of 60');
    expect(screen.getAllByTestId('member-row')[0]).toHaveTextContent('Member 51');

    // A search, even one that keeps every member, goes back to the first page.
    await user.type(screen.getByTestId('members-search'), 'example');
    expect(screen.getByTestId('members-range')).toHaveTextContent('1–25 of 60');
    expect(screen.getAllByTestId('member-row')[0]).toHaveTextContent('Member 01');
    // Ten members (Member 10 to 19) fit on the smallest page: no pager.
    await user.clear(screen.getByTestId('members-search'));
    await user.type(screen.getByTestId('members-search'), 'Member 1');
    expect(screen.getAllByTestId('member-row')).toHaveLength(10);
    expect(screen.getAllByTestId('member-row')[0]).toHaveTextContent('Member 10');
    expect(screen.queryByTestId('members-range')).toBeNull();
  });

  it('shows no pager under a list that fits on the smallest page', async () => {
    await changeLanguage('en');
    mockMediaQueries(() => false);
    renderWithProviders(<ClubTable rows={club(8)} />);
    expect(screen.getAllByTestId('member-row')).toHaveLength(8);
    expect(screen.queryByTestId('members-range')).toBeNull();
  });

  it('on a phone keeps the search in view and folds the filters and the order behind a button that counts them', async () => {
    await changeLanguage('en');
    mockMediaQueries((query) => /max-width/.test(query));
    const user = userEvent.setup();
    renderWithProviders(<ClubTable rows={club(60)} />);
    expect(screen.getByTestId('members-search')).toBeInTheDocument();
    expect(screen.queryByTestId('members-filter-group')).toBeNull();
    expect(screen.queryByTestId('members-sort')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(25);

    const toggle = screen.getByTestId('members-filters-toggle');
    expect(toggle).toHaveTextContent('Filters and sorting');
    await user.click(toggle);
    await user.click(screen.getByTestId('members-filter-group'));
    await user.click(await screen.findByRole('option', { name: 'Senior' }));
    expect(toggle).toHaveTextContent('Filters and sorting · 1 active');
    expect(screen.getAllByRole('article')).toHaveLength(12);
    for (const card of screen.getAllByRole('article')) expect(card).toHaveTextContent('Senior');
  });
});
