import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Where a chart will be drawn (components/when-visible.tsx), at the chart's height so that nothing below it moves:
 * a light outline rather than a grey block, which read as a broken chart on a phone and in a page's screenshot, with
 * a small spinner and "Loading…" in it, so that the empty outline is not taken for an empty chart while the charts'
 * code arrives (1.5 to 3 s on a phone). The figures are never only in the chart: each chart has its table, and the
 * trends a sentence above it; the placeholder is hidden from screen readers.
 */
export function ChartPlaceholder({ height }: { height: number }) {
  const { t } = useTranslation();
  return (
    <div className="cp-chart-placeholder" style={{ height }} aria-hidden data-testid="chart-placeholder">
      <Group justify="center" align="center" gap="xs" h="100%">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t('loading')}
        </Text>
      </Group>
    </div>
  );
}
