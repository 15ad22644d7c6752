import { LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';

const COLORS = ['blue.7', 'grape.7', 'teal.7', 'orange.7', 'red.7', 'indigo.7', 'lime.8', 'pink.7'];

/**
 * Key-term averages over a team's studies, one line per key term. Its own module, loaded lazily: the charting
 * library is most of the page's JavaScript. A study whose report does not show a figure leaves a gap.
 */
export default function KeyTermTrendChart({
  data,
  series,
  label,
}: {
  data: Array<Record<string, string | number | null>>;
  series: Array<{ name: string; label: string }>;
  label: string;
}) {
  return (
    <LineChart
      h={260}
      data={data}
      dataKey="study"
      withLegend
      legendProps={{ verticalAlign: 'bottom', itemSorter: null }}
      yAxisProps={{ domain: [0, 100], ticks: [0, 25, 50, 75, 100] }}
      connectNulls={false}
      series={series.map((s, i) => ({ ...s, color: COLORS[i % COLORS.length] ?? 'blue.7' }))}
      aria-label={label}
      data-testid="key-term-trend-chart"
    />
  );
}
