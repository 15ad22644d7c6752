import { LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';

/** Eight colours far apart (indigo beside blue read as one colour to a reviewer), each dark enough on white. */
const COLORS = ['blue.7', 'orange.8', 'teal.8', 'grape.7', 'red.8', 'lime.9', 'pink.7', 'gray.7'];
/**
 * A dash pattern per line as well as a colour: key terms with close averages draw over each other, and a dashed
 * line over a solid one still shows both (and tells them apart without colour). Eight patterns, as the colours.
 */
const DASHES = ['0', '8 4', '2 4', '12 4 2 4', '4 4', '16 6', '2 2 8 2', '6 2 2 2'];

/**
 * The part of the 0–100 scale the averages use, widened by 5 and rounded out to tens: six key terms between 28 and
 * 49 drew one band of lines on the whole scale. The ticks say where the axis starts; the table below gives each figure.
 */
export function trendDomain(values: number[]): { domain: [number, number]; ticks: number[] } {
  if (values.length === 0) return { domain: [0, 100], ticks: [0, 25, 50, 75, 100] };
  const low = Math.max(0, Math.floor((Math.min(...values) - 5) / 10) * 10);
  const high = Math.min(100, Math.ceil((Math.max(...values) + 5) / 10) * 10);
  const ticks = Array.from({ length: (high - low) / 10 + 1 }, (_, i) => low + i * 10);
  return { domain: [low, high], ticks };
}

/** The tooltip names the study whole: after its number on a phone's axis, instead of its shortened name on a wide one. */
const studyOfTooltip = (label: unknown, payload: ReadonlyArray<{ payload?: Record<string, unknown> }>) => {
  const description = payload[0]?.payload?.description;
  if (typeof description !== 'string') return String(label);
  return /^\d+$/.test(String(label)) ? `${String(label)} · ${description}` : description;
};

/**
 * Key-term averages over a team's studies, one line per key term. Its own module, loaded lazily: the charting
 * library is most of the page's JavaScript. A study whose report does not show a figure leaves a gap. Each line
 * has its own colour and dash pattern. Every study's number stays on the axis (`interval: 0`: the library's default
 * drops the labels that do not fit; the caller gives the chart the room they need), the first and last inside the
 * chart (`padding`: a line's ends sit on the chart's edges, and half their label was cut off).
 */
export default function KeyTermTrendChart({
  data,
  series,
  label,
  edgePx = 12,
}: {
  data: Array<Record<string, string | number | null>>;
  series: Array<{ name: string; label: string }>;
  label: string;
  /** The room at each end of the study axis, for half of its first and last label (study-axis.tsx). */
  edgePx?: number;
}) {
  const values = data.flatMap((row) => series.map((s) => row[s.name]).filter((v): v is number => typeof v === 'number'));
  const { domain, ticks } = trendDomain(values);
  return (
    <LineChart
      h={260}
      data={data}
      dataKey="study"
      withLegend
      legendProps={{ verticalAlign: 'bottom', itemSorter: null }}
      xAxisProps={{ interval: 0, padding: { left: edgePx, right: edgePx } }}
      yAxisProps={{ domain, ticks }}
      tooltipProps={{ labelFormatter: studyOfTooltip }}
      connectNulls={false}
      strokeWidth={2.5}
      series={series.map((s, i) => ({ ...s, color: COLORS[i % COLORS.length] ?? 'blue.7', strokeDasharray: DASHES[i % DASHES.length] }))}
      aria-label={label}
      data-testid="key-term-trend-chart"
    />
  );
}
