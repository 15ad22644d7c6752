// @vitest-environment happy-dom
import type { GroupReport } from '@club-pulse/contracts/reports';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { GroupReportView, REPORT_FOLD_QUERY } from './group-report-view.tsx';
import { levelSpreadOf, teamAttentionOf } from '@club-pulse/contracts/team-summary';
import { changeLanguage } from '../../../lib/i18n.ts';
import { mockMediaQueries } from '../../../testing/media.ts';

const release = { releasedAt: null, included: 0, waiting: 0, neededForUpdate: 0 };
const report: GroupReport = {
  study: {
    id: 1,
    description: 'Autumn check-in',
    state: 'Active',
    quiz: 'Wellbeing',
    club: 'CF Montjuïc',
    team: 'U16 A',
    startDate: '2026-09-01',
    dueDate: '2026-10-01',
    hasKeyTermSummary: false,
  },
  answerRetention: { deleteOn: '2027-10-01', deletedAt: null },
  players: { invited: 12, answered: 5 },
  coaches: { invited: 2, answered: 1 },
  candidates: [
    { fullName: 'Ona Vidal', email: null, needLevel: 'critical', coefficient: 80, ageGroup: 'U16' },
    { fullName: 'Pau Roca', email: null, needLevel: 'high', coefficient: 60, ageGroup: 'U16' },
    { fullName: 'Jan Puig', email: null, needLevel: 'moderate', coefficient: 40, ageGroup: 'U16' },
    { fullName: 'Martí Serra', email: null, needLevel: 'moderate', coefficient: 30, ageGroup: 'U16' },
    { fullName: 'Laia Font', email: null, needLevel: 'minimal', coefficient: 10, ageGroup: 'U16' },
  ],
  needLevelCounts: [],
  needLevelTotals: [
    { needLevel: 'minimal', count: 1 },
    { needLevel: 'moderate', count: 2 },
    { needLevel: 'high', count: 1 },
    { needLevel: 'critical', count: 1 },
  ],
  breakdown: [{ group: 'U16', answered: 5, avgCoefficient: null, release }],
  keyTermSummary: null,
};

/** The screen's width as the media queries see it: a phone (the report's fold query matches) or not. */
function screenIsPhone(phone: boolean) {
  mockMediaQueries((query) => (phone && query === REPORT_FOLD_QUERY ? true : phone && /max-width/.test(query)));
}
afterEach(() => vi.restoreAllMocks());

describe("the group report's summary", () => {
  it('comes first: who answered, each level with its count, and the players who need follow-up by name', () => {
    screenIsPhone(false);
    renderWithProviders(<GroupReportView report={report} />);
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByTestId('summary-answered')).toHaveTextContent('5 of 12');
    expect(within(summary).getByTestId('summary-levels')).toHaveTextContent('Results by need level');
    expect(
      within(summary)
        .getAllByTestId('summary-level')
        .map((l) => l.dataset.count),
    ).toEqual(
      ['critical', 'high', 'moderate', 'minimal'].map((level) => String(report.needLevelTotals.find((r) => r.needLevel === level)?.count ?? 0)),
    );
    expect(within(summary).getByTestId('summary-follow-up-count')).toHaveTextContent('2 players');
    expect(
      within(summary)
        .getAllByTestId('summary-follow-up-player')
        .map((p) => p.textContent),
    ).toEqual(['CriticalOna Vidal', 'HighPau Roca']);
    // The summary is before the sections.
    const sections = screen.getByTestId('report-sections');
    expect(summary.compareDocumentPosition(sections) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('tells two players of the same name apart by the email the server sends for them, in the summary and the list', () => {
    screenIsPhone(false);
    const namesakes = [
      { fullName: 'Laia Font', email: 'laia.font@example.test', needLevel: 'critical' as const, coefficient: 80, ageGroup: 'U16' as const },
      { fullName: 'Laia Font', email: 'laiafont09@example.test', needLevel: 'high' as const, coefficient: 60, ageGroup: 'U16' as const },
      { fullName: 'Pau Roca', email: null, needLevel: 'high' as const, coefficient: 55, ageGroup: 'U16' as const },
    ];
    renderWithProviders(<GroupReportView report={{ ...report, candidates: namesakes }} />);
    expect(screen.getAllByTestId('summary-follow-up-player').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Laia Font (laia.font@example.test)'),
      expect.stringContaining('Laia Font (laiafont09@example.test)'),
      expect.stringMatching(/Pau Roca$/),
    ]);
    const rows = screen.getAllByTestId('candidate-row');
    expect(rows[1]).toHaveTextContent('Laia Font (laiafont09@example.test)');
    expect(rows[2]).not.toHaveTextContent('@');
  });

  it("puts the coach's follow-up cases after the summary that names who needs them, before the folded sections", () => {
    renderWithProviders(<GroupReportView report={report} afterSummary={<section data-testid="cases-here">cases</section>} />);
    const summary = screen.getByTestId('report-summary');
    const cases = screen.getByTestId('cases-here');
    expect(summary.compareDocumentPosition(cases) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(cases.compareDocumentPosition(screen.getByTestId('report-sections')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says when no player needs follow-up and when nobody has finished', () => {
    screenIsPhone(false);
    renderWithProviders(<GroupReportView report={{ ...report, candidates: [], needLevelTotals: [], players: { invited: 12, answered: 0 } }} />);
    // Before anyone has finished, no "0 players" that reads as good news.
    expect(screen.getByTestId('summary-follow-up-count')).toHaveTextContent('No player has finished yet.');
    expect(screen.queryByTestId('summary-follow-up-player')).not.toBeInTheDocument();
    expect(screen.getByTestId('summary-levels')).toHaveTextContent('No player has finished yet.');
    expect(screen.queryByTestId('summary-level-bar')).not.toBeInTheDocument();
  });

  it('says above a calm spread that a single player is at critical need, in words and in each language', async () => {
    screenIsPhone(false);
    const calm = {
      ...report,
      needLevelTotals: [
        { needLevel: 'minimal' as const, count: 6 },
        { needLevel: 'high' as const, count: 1 },
        { needLevel: 'critical' as const, count: 1 },
      ],
    };
    const { unmount } = renderWithProviders(<GroupReportView report={calm} />);
    const levels = screen.getByTestId('summary-levels');
    expect(within(levels).getAllByTestId('summary-level')[0]).toHaveTextContent('Critical1 player');
    expect(within(levels).getByTestId('summary-team-attention')).toHaveTextContent('2 players need follow-up, 1 at critical need');
    unmount();
    await changeLanguage('de');
    const de = renderWithProviders(<GroupReportView report={calm} />);
    expect(screen.getByTestId('summary-team-attention')).toHaveTextContent('2 Spieler brauchen Nachbetreuung, davon 1 mit kritischem Bedarf');
    de.unmount();
    await changeLanguage('es');
    renderWithProviders(
      <GroupReportView
        report={{
          ...calm,
          needLevelTotals: [
            { needLevel: 'moderate', count: 5 },
            { needLevel: 'high', count: 1 },
          ],
        }}
      />,
    );
    expect(screen.getByTestId('summary-team-attention')).toHaveTextContent(/^1 jugador necesita seguimiento$/);
    await changeLanguage('en');
  });

  it('says plainly when nobody is at high or critical need', () => {
    screenIsPhone(false);
    renderWithProviders(<GroupReportView report={{ ...report, needLevelTotals: [{ needLevel: 'moderate', count: 5 }] }} />);
    expect(screen.getByTestId('summary-team-attention')).toHaveTextContent('Nobody at high or critical need.');
    expect(teamAttentionOf(report.needLevelTotals)).toEqual({ followUp: 2, critical: 1 });
  });

  it('shows every level with its count, highest need first, and no single team level', () => {
    screenIsPhone(false);
    const totals = [
      { needLevel: 'moderate' as const, count: 5 },
      { needLevel: 'critical' as const, count: 2 },
      { needLevel: 'minimal' as const, count: 2 },
      { needLevel: 'high' as const, count: 2 },
    ];
    renderWithProviders(<GroupReportView report={{ ...report, needLevelTotals: totals }} />);
    const rows = screen.getAllByTestId('summary-level');
    expect(rows.map((r) => [r.dataset.level, r.textContent])).toEqual([
      ['critical', 'Critical2 players'],
      ['high', 'High2 players'],
      ['moderate', 'Moderate5 players'],
      ['minimal', 'Minimal2 players'],
    ]);
    // The five moderate players are not "the team's level" beside two critical ones.
    expect(screen.getByTestId('report-summary')).not.toHaveTextContent(/team's level|most common/i);
    expect(screen.getByTestId('summary-team-attention')).toHaveTextContent('4 players need follow-up, 2 at critical need');
    expect(levelSpreadOf(totals)?.finished).toBe(11);
    expect(levelSpreadOf([{ needLevel: 'high', count: 1 }])?.levels).toEqual([
      { needLevel: 'critical', count: 0 },
      { needLevel: 'high', count: 1 },
      { needLevel: 'moderate', count: 0 },
      { needLevel: 'minimal', count: 0 },
    ]);
    expect(levelSpreadOf([])).toBeNull();
  });
});

describe("the group report's sections", () => {
  it('are open on a wide screen, each title a heading with its button', () => {
    screenIsPhone(false);
    renderWithProviders(<GroupReportView report={report} />);
    const button = screen.getByRole('button', { name: 'Players by result' });
    expect(button.closest('h2')).not.toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // No key-term section when the study has none.
    expect(screen.queryByRole('button', { name: /Key-term summary/ })).not.toBeInTheDocument();
  });

  it('start folded on a phone and open and close with the keyboard', async () => {
    screenIsPhone(true);
    renderWithProviders(<GroupReportView report={report} />);
    const buttons = ['Who answered', 'Players by result', 'Need levels by age group', 'Players and coaches'].map((name) =>
      screen.getByRole('button', { name }),
    );
    for (const b of buttons) expect(b).toHaveAttribute('aria-expanded', 'false');
    const players = buttons[1]!;
    players.focus();
    await userEvent.keyboard('{Enter}');
    expect(players).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByTestId('candidate-row')).toHaveLength(5);
    await userEvent.keyboard(' ');
    expect(players).toHaveAttribute('aria-expanded', 'false');
  });
});

describe("the group report's figures", () => {
  it("write their decimals with the reader's mark: 89,6 in Catalan, as the trends and the CSV", async () => {
    await changeLanguage('ca');
    screenIsPhone(false);
    const released = { releasedAt: '2026-09-20T10:00:00Z', included: 5, waiting: 0, neededForUpdate: 5 };
    renderWithProviders(
      <GroupReportView
        report={{
          ...report,
          study: { ...report.study, hasKeyTermSummary: true },
          candidates: [{ fullName: 'Ona Vidal', email: null, needLevel: 'critical', coefficient: 89.6, ageGroup: 'U16' }],
          breakdown: [{ group: 'U16', answered: 5, avgCoefficient: 62.5, release: released }],
          keyTermSummary: [
            { keyTerm: 'sleep', name: 'Son', players: 5, coaches: 1, avg: 71.25, min: 40, max: 93.8, ratioAnswered: 1, release: released },
          ],
        }}
      />,
    );
    const [row] = screen.getAllByTestId('candidate-row');
    expect(row).toHaveTextContent('89,6');
    expect(screen.getByTestId('breakdown-U16')).toHaveTextContent('62,5');
    // With an average shown, how averages are updated is said under the table.
    expect(screen.getByTestId('breakdown-steps-note')).toBeInTheDocument();
    const keyTerm = screen.getByTestId('key-term-row');
    for (const figure of ['71,3', '40,0', '93,8']) expect(keyTerm).toHaveTextContent(figure);
    // The average says its level in the words a player reads it in: 71.3 "needs attention" (danger: 60 to 80).
    expect(screen.getByTestId('key-term-avg-level')).toHaveTextContent('Necessita atenció');
    expect(screen.getByTestId('group-report')).not.toHaveTextContent(/\d\.\d/);
    await changeLanguage('en');
  });
});

describe("the report's players and coaches", () => {
  it('says nothing of how averages are updated while every average is hidden', () => {
    screenIsPhone(false);
    renderWithProviders(<GroupReportView report={report} />);
    expect(screen.getByTestId('breakdown-U16')).toHaveTextContent('Not shown (too few answers)');
    expect(screen.getByTestId('breakdown-small-cell-note')).toBeInTheDocument();
    expect(screen.queryByTestId('breakdown-steps-note')).not.toBeInTheDocument();
  });
});
