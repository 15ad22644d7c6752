import { describe, expect, it } from 'vitest';
import { trendDomain } from './key-term-trend-chart.tsx';

describe('the trend chart’s axis', () => {
  it('shows the part of the scale the averages use, rounded out to tens with room around them', () => {
    expect(trendDomain([28.5, 48.6, 32.6, 45.1])).toEqual({ domain: [20, 60], ticks: [20, 30, 40, 50, 60] });
  });

  it('never leaves the 0–100 scale', () => {
    expect(trendDomain([2, 97]).domain).toEqual([0, 100]);
    expect(trendDomain([0, 100]).domain).toEqual([0, 100]);
  });

  it('shows the whole scale without figures', () => {
    expect(trendDomain([])).toEqual({ domain: [0, 100], ticks: [0, 25, 50, 75, 100] });
  });
});
