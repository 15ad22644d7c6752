import { NEED_LEVEL_COLOR, NEED_LEVELS } from '@club-pulse/contracts/levels';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import '@mantine/charts/styles.css';

/**
 * The stacked bar chart of need levels per age group (or, with `dataKey`, per study of a team's trend). Its own
 * module, loaded lazily: the charting library is most of the report's JavaScript, and the figures and tables need
 * not wait for it.
 */
export default function NeedLevelChart({
  data,
  dataKey = 'ageGroup',
  label,
}: {
  data: Array<Record<string, string | number>>;
  dataKey?: string;
  label?: string;
}) {
  const { t } = useTranslation('coach');
  return (
    <BarChart
      h={240}
      data={data}
      dataKey={dataKey}
      type="stacked"
      withLegend
      // Legend in level order (recharts sorts it by name otherwise).
      legendProps={{ verticalAlign: 'bottom', itemSorter: null }}
      yAxisProps={{ allowDecimals: false }}
      series={NEED_LEVELS.map((l) => ({ name: l, label: t(`needLevels.${l}`), color: `${NEED_LEVEL_COLOR[l]}.6` }))}
      aria-label={label ?? t('report.chartLabel')}
      data-testid="need-level-chart"
    />
  );
}
