// @vitest-environment happy-dom
import '../../../testing/setup.ts';
import type { TeamTrends } from '@club-pulse/contracts/trends';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { MyHistory } from './my-history.tsx';
import { TeamTrendsView } from './team-trends-view.tsx';

const study = (id: number, description: string, keyTerms: TeamTrends['studies'][number]['keyTerms']) => ({
  id,
  description,
  state: 'finished' as const,
  startDate: '2026-09-01',
  dueDate: '2026-10-01',
  players: { invited: 8, answered: 6 },
  needLevelTotals: [
    { needLevel: 'minimal' as const, count: 3 },
    { needLevel: 'moderate' as const, count: 2 },
    { needLevel: 'high' as const, count: 1 },
    { needLevel: 'critical' as const, count: 0 },
  ],
  keyTerms,
});

const trends: TeamTrends = {
  studyGroup: { id: 3, name: 'Cadet', club: 'CF Montjuïc' },
  keyTerms: [
    { keyTerm: 'stress', name: 'Stress and pressure' },
    { keyTerm: 'sleep', name: 'Sleep and recovery' },
  ],
  studies: [
    study(1, 'Autumn', [
      { keyTerm: 'stress', name: 'Stress and pressure', avg: 42.25 },
      { keyTerm: 'sleep', name: 'Sleep and recovery', avg: null },
    ]),
    study(2, 'Winter', null),
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe("a team's trends", () => {
  it('lists each study with its respondents and players per need level, and the key-term averages a report shows', () => {
    renderWithProviders(<TeamTrendsView trends={trends} />);
    const rows = screen.getAllByTestId('trend-study-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('6 of 8')).toBeTruthy();
    const keyTerms = screen.getByTestId('trend-key-terms-table');
    const [, autumn, winter] = within(keyTerms).getAllByRole('row');
    expect(
      within(autumn as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['42.3', 'Not shown']);
    // A study whose report shows no key-term summary: nothing shown for it either.
    expect(
      within(winter as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Not shown', 'Not shown']);
  });

  it('says what each chart shows in a sentence, and outlines its place until it is scrolled near', () => {
    // An observer that never reports: the charts are below the fold.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    renderWithProviders(<TeamTrendsView trends={trends} />);
    expect(screen.getByTestId('trend-levels-summary').textContent).toMatch(
      /^2 studies, .*2026 to .*2026\. The latest, Winter: 6 of 8 players answered; at high or critical need: 1\.$/,
    );
    expect(screen.getByTestId('trend-key-terms-summary')).toHaveTextContent('Latest averages (Autumn): Stress and pressure 42.3.');
    const placeholders = screen.getAllByTestId('chart-placeholder');
    expect(placeholders).toHaveLength(2);
    for (const p of placeholders) expect(p).toHaveClass('cp-chart-placeholder');
    // An empty outline read as an empty chart: it says it is loading (hidden from screen readers, as the chart is).
    for (const p of placeholders) expect(p).toHaveTextContent('Loading…');
    for (const p of placeholders) expect(p).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByTestId('need-level-chart')).toBeNull();
  });

  it('follows a latest study nobody has answered yet with the last one that has answers', () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const unanswered = { ...study(3, 'Christmas', null), players: { invited: 13, answered: 0 }, needLevelTotals: [] };
    renderWithProviders(<TeamTrendsView trends={{ ...trends, studies: [...trends.studies, unanswered] }} />);
    expect(screen.getByTestId('trend-levels-summary').textContent).toMatch(
      /The latest, Christmas: 0 of 13 players answered; at high or critical need: 0\. The last with answers, Winter: 6 of 8 players answered; at high or critical need: 1\.$/,
    );
  });

  it('says so when no study shows key-term averages, and when the team has no study', () => {
    const { unmount } = renderWithProviders(<TeamTrendsView trends={{ ...trends, studies: [study(2, 'Winter', null)] }} />);
    expect(screen.getByTestId('trend-no-key-terms')).toBeTruthy();
    expect(screen.queryByTestId('trend-key-terms-table')).toBeNull();
    unmount();
    renderWithProviders(<TeamTrendsView trends={{ ...trends, studies: [] }} />);
    expect(screen.getByText('This team has no study yet.')).toBeTruthy();
  });
});

describe("one's own history", () => {
  const entry = (evaluationId: number, coefficient: number, needLevel: 'minimal' | 'high') => ({
    evaluationId,
    study: `Study ${evaluationId}`,
    club: 'CF Montjuïc',
    team: 'Cadet',
    finishedAt: '2026-10-01T10:00:00.000Z',
    coefficient,
    needLevel,
  });

  it('lists every finished questionnaire with its result and marks the one on screen', async () => {
    server.use(mockApi('get', '/api/evaluation/myHistory', () => [entry(1, 62.5, 'high'), entry(2, 12, 'minimal')]));
    renderWithProviders(<MyHistory currentId={2} />);
    const rows = await screen.findAllByTestId('my-history-row');
    expect(rows.map((r) => r.getAttribute('aria-current'))).toEqual([null, 'true']);
    expect(rows[0]?.textContent).toContain('High');
    expect(rows[0]?.textContent).toContain('62.5');
  });

  it("writes each result with the reader's decimal mark, as the report above it", async () => {
    await changeLanguage('es');
    server.use(mockApi('get', '/api/evaluation/myHistory', () => [entry(1, 62.5, 'high'), entry(2, 12, 'minimal')]));
    renderWithProviders(<MyHistory currentId={2} />);
    const rows = await screen.findAllByTestId('my-history-row');
    expect(rows[0]).toHaveTextContent('62,5');
    expect(rows[1]).toHaveTextContent('12,0');
    await changeLanguage('en');
  });

  it('shows nothing with a single questionnaire: there is nothing to compare', async () => {
    let asked = false;
    server.use(
      mockApi('get', '/api/evaluation/myHistory', () => {
        asked = true;
        return [entry(1, 62.5, 'high')];
      }),
    );
    renderWithProviders(<MyHistory currentId={1} />);
    await expect.poll(() => asked).toBe(true);
    expect(screen.queryByTestId('my-history')).toBeNull();
  });
});
