// @vitest-environment happy-dom
import type { ManagerStudy } from '@club-pulse/contracts/studies';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_TABLE_QUERY } from '../../../components/card-table.tsx';
import { changeLanguage } from '../../../lib/i18n.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { StudiesTable } from './studies-table.tsx';
import { mockMediaQueries } from '../../../testing/media.ts';

const study = (id: number, over: Partial<ManagerStudy> = {}): ManagerStudy => ({
  id,
  description: `Autumn check-in ${id}`,
  state: 'inprogress',
  quizId: 1,
  quiz: 'Wellbeing',
  hasKeyTermSummary: false,
  isAnswered: false,
  playerAnswers: 7,
  playersInvited: 12,
  club: 'CF Montjuïc',
  clubId: 3,
  studyGroupId: 8,
  studyGroup: 'Cadet Femení',
  startDate: '2026-09-01',
  dueDate: '2026-10-01',
  token: `token-${id}`,
  ...over,
});

/** The width as the media queries see it: a phone (below CardTable's width) or a desktop. */
function screenIsPhone(phone: boolean) {
  mockMediaQueries((query) => phone && query === CARD_TABLE_QUERY);
}
afterEach(() => vi.restoreAllMocks());

const handlers = { onEdit: vi.fn(), onClose: vi.fn(), onReopen: vi.fn(), onShare: vi.fn() };
const show = (studies: ManagerStudy[]) =>
  renderRoutes(
    [
      { path: '/studies', element: <StudiesTable studies={studies} clubs={[{ id: 3, name: 'CF Montjuïc' }]} loading={false} {...handlers} /> },
      { path: '/studies/:id/report', element: <p>report page</p> },
    ],
    '/studies',
  );

describe("the coach's studies", () => {
  it('are cards on a phone: each with its team, state, answers and dates under their names, and no sideways scrolling', async () => {
    await changeLanguage('en');
    screenIsPhone(true);
    show([study(1), study(2, { state: 'finished', playerAnswers: 12 })]);
    const table = screen.getByTestId('studies-table');
    expect(table).toHaveAttribute('data-cards', 'true');
    expect(screen.queryByTestId('responsive-table')).not.toBeInTheDocument();
    const [first] = screen.getAllByTestId('study-row');
    const card = within(first!);
    expect(card.getByText('CF Montjuïc · Cadet Femení')).toBeInTheDocument();
    expect(card.getByText('In progress').closest('td')).toHaveAttribute('data-label', 'State');
    expect(card.getByTestId('study-player-answers')).toHaveAttribute('data-label', 'Player answers');
    expect(card.getByTestId('study-player-answers')).toHaveTextContent('7 of 12');
    expect(card.getByTestId('study-dates')).toHaveTextContent(/2026.*–.*2026/);
    expect(card.getByTestId('study-dates').closest('td')).toHaveAttribute('data-label', 'Dates');
  });

  it("reach a card's report and its actions by the keyboard", async () => {
    await changeLanguage('en');
    screenIsPhone(true);
    const { router } = show([study(1)]);
    const user = userEvent.setup();
    const menu = screen.getByRole('button', { name: 'Actions for Autumn check-in 1' });
    const report = screen.getByRole('link', { name: 'Group report of Autumn check-in 1' });
    await user.tab();
    await user.tab();
    await user.tab();
    expect(menu).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Share (link and QR code)' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    report.focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/studies/1/report');
  });

  it('are a table on a wide screen, with its actions menu', async () => {
    await changeLanguage('en');
    screenIsPhone(false);
    show([study(1)]);
    expect(screen.getByTestId('studies-table')).not.toHaveAttribute('data-cards');
    expect(screen.queryByTestId('study-report-link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions for Autumn check-in 1' })).toBeInTheDocument();
  });

  it("open a study's group report from its name on a wide screen, by the keyboard too", async () => {
    await changeLanguage('en');
    screenIsPhone(false);
    const { router } = show([study(1)]);
    const name = screen.getByRole('link', { name: 'Group report of Autumn check-in 1' });
    expect(name).toHaveTextContent('Autumn check-in 1');
    name.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/studies/1/report');
  });

  // At 1280 px with the navigation open the table has about 1,000 px: in German its columns' narrowest widths added
  // up to more, cutting off the actions and showing the "swipe sideways" cue on a desktop.
  it('fit a desktop in German: the club under the study, each date whole but the pair on two lines, scrolling only when narrower', async () => {
    await changeLanguage('de');
    screenIsPhone(false);
    show([study(1)]);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Beschreibung',
      'Status',
      'Fragebogen',
      'Von dir beantwortet',
      'Antworten der Spieler',
      'Zeitraum',
      'Aktionen',
    ]);
    const [row] = screen.getAllByTestId('study-row');
    expect(within(row!).getByTestId('study-club-team')).toHaveTextContent('CF Montjuïc · Cadet Femení');
    // Each date keeps together; the line may break after the dash.
    const dates = within(row!).getByTestId('study-dates');
    expect(dates.closest('td')).not.toHaveStyle({ whiteSpace: 'nowrap' });
    const parts = Array.from(dates.querySelectorAll('span'));
    expect(parts.map((p) => p.textContent)).toEqual([expect.stringMatching(/2026 –$/), expect.stringMatching(/2026$/)]);
    for (const part of parts) expect(part).toHaveStyle({ whiteSpace: 'nowrap' });
    // Below this width (a narrow window) it scrolls with its cue.
    const minWidth = Number.parseInt((screen.getByRole('region', { name: 'Studien' }).firstElementChild as HTMLElement).style.minWidth, 10);
    expect(minWidth).toBeLessThanOrEqual(800);
    await changeLanguage('en');
  });
});
