// @vitest-environment happy-dom
import { CASE_ESCALATION_HOURS, type CaseSummary } from '@club-pulse/contracts/cases';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { CaseList } from './case-list.tsx';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const base: CaseSummary = {
  id: 1,
  studyId: 2,
  study: 'Autumn check-in',
  team: 'Cadet',
  club: 'CF Montjuïc',
  email: null,
  fullName: 'Laia Puig',
  needLevel: 'critical',
  resultAt: hoursAgo(3),
  status: 'open',
  owner: null,
  nextStepOn: null,
  referred: false,
  lastActionAt: null,
};
const owner = { kind: 'coach' as const, id: 7, name: 'Carla Coach' };

describe('the case queue', () => {
  it('marks every open case waiting past the escalation delay, and no fresh, recently acted on or closed one', () => {
    const late = CASE_ESCALATION_HOURS + 2;
    const cases: CaseSummary[] = [
      { ...base, id: 1, fullName: 'Fresh Unowned' },
      { ...base, id: 2, fullName: 'Old Unowned', resultAt: hoursAgo(191 * 24) },
      { ...base, id: 3, fullName: 'Old Quiet Owned', resultAt: hoursAgo(late + 10), owner, lastActionAt: hoursAgo(late) },
      { ...base, id: 4, fullName: 'Old Acted On', resultAt: hoursAgo(late + 10), owner, lastActionAt: hoursAgo(1) },
      { ...base, id: 5, fullName: 'Old Closed', resultAt: hoursAgo(late), status: 'closed', owner, lastActionAt: hoursAgo(late) },
    ];
    renderWithProviders(
      <MemoryRouter>
        <CaseList cases={cases} />
      </MemoryRouter>,
    );
    const overdue = screen
      .getAllByTestId('case-row')
      .filter((row) => within(row).queryByTestId('case-overdue'))
      .map((row) => within(row).getByTestId('case-open').textContent);
    expect(overdue).toEqual(['Old Unowned', 'Old Quiet Owned']);
    // A case quiet for days says how many; one just past the delay says the delay.
    expect(screen.getAllByTestId('case-overdue')[0]).toHaveTextContent('No action for 191 days');
    expect(screen.getAllByTestId('case-overdue')[1]).toHaveTextContent(`No action for more than ${CASE_ESCALATION_HOURS} hours`);
  });

  it('names two players of the same name with the emails the server sent for them', () => {
    renderWithProviders(
      <MemoryRouter>
        <CaseList
          cases={[
            { ...base, id: 1, email: 'laia.puig@example.test' },
            { ...base, id: 2, email: 'lpuig2010@example.test', needLevel: 'high' },
            { ...base, id: 3, fullName: 'Jan Roca' },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getAllByTestId('case-open').map((a) => a.textContent)).toEqual([
      'Laia Puig (laia.puig@example.test)',
      'Laia Puig (lpuig2010@example.test)',
      'Jan Roca',
    ]);
  });

  it("shows a player with open cases of several studies once in the coach's queue, their other cases inside the card", () => {
    renderWithProviders(
      <MemoryRouter>
        <CaseList
          showPlace
          cases={[
            { ...base, id: 1, fullName: 'Clara Roca', study: 'Spring check-in', resultAt: hoursAgo(191 * 24) },
            { ...base, id: 2, fullName: 'Emma Bosch' },
            { ...base, id: 3, fullName: 'Clara Roca', study: 'Autumn check-in', resultAt: hoursAgo(7 * 24) },
            // The same name in another club is another player.
            { ...base, id: 4, fullName: 'Clara Roca', club: 'CE Sants', needLevel: 'high' },
          ]}
        />
      </MemoryRouter>,
    );
    const rows = screen.getAllByTestId('case-row');
    expect(rows.map((r) => r.dataset.caseId)).toEqual(['1', '2', '4']);
    const others = within(rows[0]!).getByTestId('case-others');
    expect(others).toHaveTextContent('Another open case of this player');
    expect(within(others).getByRole('link', { name: 'Autumn check-in' })).toHaveAttribute('href', '/cases/3');
    expect(within(others).getByTestId('case-other')).toHaveTextContent('7 days since the result');
    expect(within(rows[1]!).queryByTestId('case-others')).not.toBeInTheDocument();
  });

  it("keeps every case of a study's list on its own card", () => {
    renderWithProviders(
      <MemoryRouter>
        <CaseList
          cases={[
            { ...base, id: 1 },
            { ...base, id: 2 },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getAllByTestId('case-row')).toHaveLength(2);
  });
});
