// @vitest-environment happy-dom
import '../../../testing/setup.ts';
import type { TeamTrends } from '@club-pulse/contracts/trends';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { mockMediaQueries } from '../../../testing/media.ts';
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

/**
 * happy-dom lays nothing out: these tests give the charts a 360 px phone's room (328 px inside the page's
 * padding, more where a box asks for a min-width) and the charting library's text measure a 12 px font's width
 * (7 px a character), so that its axis meets a phone's limits: the labels that do not fit, it leaves out.
 */
const PHONE_CHART_WIDTH = 328;
/** A desktop's chart (1280 px wide, beside the navigation). */
const DESKTOP_CHART_WIDTH = 900;
const CHAR_WIDTH = 7;

function rect(width: number, height: number): DOMRect {
  return { width, height, x: 0, y: 0, top: 0, left: 0, right: width, bottom: height, toJSON: () => ({}) } as DOMRect;
}

/** The min-width a box above `el` asks for (the sideways-scrolling region's content), in px. */
function minWidthAbove(el: HTMLElement): number {
  let width = 0;
  for (let node: HTMLElement | null = el; node; node = node.parentElement) width = Math.max(width, Number.parseFloat(node.style.minWidth) || 0);
  return width;
}

const DESCRIPTIONS = ['Pre-season check-in', 'October check-in', 'Mid-season review', 'Winter break', 'Spring check-in', 'End of season'];

function trendOf(count: number): TeamTrends {
  const studies = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    description: DESCRIPTIONS[i] ?? `Check-in ${i + 1}`,
    state: 'finished' as const,
    startDate: `20${String(20 + Math.floor(i / 12))}-${String((i % 12) + 1).padStart(2, '0')}-01`,
    dueDate: `20${String(20 + Math.floor(i / 12))}-${String((i % 12) + 1).padStart(2, '0')}-20`,
    players: { invited: 10, answered: 8 },
    needLevelTotals: [
      { needLevel: 'minimal' as const, count: 4 },
      { needLevel: 'high' as const, count: 4 },
    ],
    keyTerms: [{ keyTerm: 'stress', name: 'Stress and pressure', avg: 30 + i }],
  }));
  return { studyGroup: { id: 3, name: 'Cadet', club: 'CF Montjuïc' }, keyTerms: [{ keyTerm: 'stress', name: 'Stress and pressure' }], studies };
}

/** Each label starts after the one before ends, and ends inside the chart. */
function expectSideBySide(chart: HTMLElement) {
  const axis = studyAxisOf(chart);
  const width = Number(chart.querySelector('svg')?.getAttribute('width'));
  for (let i = 1; i < axis.length; i++) expect(axis[i]!.from).toBeGreaterThan(axis[i - 1]!.to);
  expect(axis.at(-1)!.to).toBeLessThanOrEqual(width);
}

/** The labels on a chart's study axis (its bottom one), with where each starts and ends. */
function studyAxisOf(chart: HTMLElement) {
  return [...chart.querySelectorAll<SVGTextElement>('text[orientation="bottom"]')].map((text) => {
    const label = text.textContent ?? '';
    const centre = Number(text.getAttribute('x'));
    const half = (label.length * CHAR_WIDTH) / 2;
    return { label, from: centre - half, to: centre + half };
  });
}

/** Charts drawn at once (no IntersectionObserver: WhenVisible draws them) in a box `width` px wide. */
function layOutCharts(width: number) {
  vi.stubGlobal('IntersectionObserver', undefined);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.id === 'recharts_measurement_span') return rect((this.textContent ?? '').length * CHAR_WIDTH, 14);
    if (this.classList.contains('recharts-responsive-container')) return rect(Math.max(width, minWidthAbove(this)), 250);
    return rect(width, 20);
  });
}

async function chartsOf(count: number) {
  renderWithProviders(<TeamTrendsView trends={trendOf(count)} />);
  return [await screen.findByTestId('need-level-chart'), await screen.findByTestId('key-term-trend-chart')];
}

describe('the team trend charts on a 360 px phone', () => {
  beforeEach(() => layOutCharts(PHONE_CHART_WIDTH));
  afterEach(() => vi.restoreAllMocks());

  it("keep every study's label on their axis, and name each study under the chart", async () => {
    for (const chart of await chartsOf(6)) {
      await vi.waitFor(() => expect(studyAxisOf(chart).map((t) => t.label)).toEqual(['1', '2', '3', '4', '5', '6']));
      expectSideBySide(chart);
    }
    const keys = screen.getAllByTestId('trend-study-key');
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      const items = within(key).getAllByRole('listitem');
      expect(items.map((i) => i.textContent)).toEqual(DESCRIPTIONS.map((d, i) => expect.stringContaining(`${i + 1} ${d} (`)));
    }
  });

  it('give a whole trend (24 studies) the room for every label side by side, scrolling sideways', async () => {
    for (const chart of await chartsOf(24)) {
      await vi.waitFor(() => expect(studyAxisOf(chart)).toHaveLength(24));
      expect(studyAxisOf(chart).map((t) => t.label)).toEqual(Array.from({ length: 24 }, (_, i) => String(i + 1)));
      expectSideBySide(chart);
    }
  });
});

describe('the team trend charts on a desktop', () => {
  beforeEach(() => {
    mockMediaQueries((query) => query === '(min-width: 48em)');
    layOutCharts(DESKTOP_CHART_WIDTH);
  });
  afterEach(() => vi.restoreAllMocks());

  it('name up to five studies on their axis, shortened where long, side by side, without a key', async () => {
    for (const chart of await chartsOf(5)) {
      await vi.waitFor(() =>
        expect(studyAxisOf(chart).map((t) => t.label)).toEqual([
          'Pre-season chec…',
          'October check-in',
          'Mid-season revi…',
          'Winter break',
          'Spring check-in',
        ]),
      );
      expectSideBySide(chart);
    }
    expect(screen.queryByTestId('trend-study-key')).toBeNull();
  });

  it('name two studies whole', async () => {
    for (const chart of await chartsOf(2)) {
      await vi.waitFor(() => expect(studyAxisOf(chart).map((t) => t.label)).toEqual(['Pre-season check-in', 'October check-in']));
      expectSideBySide(chart);
      expect(studyAxisOf(chart)[0]!.from).toBeGreaterThanOrEqual(0);
    }
  });

  it('number more studies, with the key', async () => {
    for (const chart of await chartsOf(6)) {
      await vi.waitFor(() => expect(studyAxisOf(chart).map((t) => t.label)).toEqual(['1', '2', '3', '4', '5', '6']));
    }
    expect(screen.getAllByTestId('trend-study-key')).toHaveLength(2);
  });
});
