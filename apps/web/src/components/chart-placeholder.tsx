/**
 * Where a chart will be drawn (components/when-visible.tsx), at the chart's height so that nothing below it moves:
 * a light outline rather than a grey block, which read as a broken chart on a phone and in a page's screenshot. The
 * figures are never only in the chart: each chart has its table, and the trends a sentence above it.
 */
export function ChartPlaceholder({ height }: { height: number }) {
  return <div className="cp-chart-placeholder" style={{ height }} aria-hidden data-testid="chart-placeholder" />;
}
