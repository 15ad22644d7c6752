import { List, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';

/**
 * A study's label on the trend charts' axis: its number, oldest first. The descriptions ("Pre-season check-in")
 * did not fit side by side on a phone, and the charting library then dropped every label in between without a
 * word; a number always fits, and the key under each chart names the study it stands for.
 */
export const studyTick = (index: number) => String(index + 1);

/** A screen wide enough for a few studies' names on the axis (a tablet or a desktop), and how many. */
export const NAMED_AXIS_QUERY = '(min-width: 48em)';
const NAMED_AXIS_MAX_STUDIES = 5;
/** How long a name may be beside the others: two studies have the room of a whole name, five of 16 characters. */
const nameMax = (studies: number) => (studies <= 2 ? 32 : studies <= 3 ? 24 : 16);
/** The room a label's character takes on the axis (a 12 px font), in px. */
const CHAR_PX = 7;

/** A description cut to `max` characters ("Pre-season chec…"); the tooltip and the table name it whole. */
export const shortStudyName = (description: string, max: number) =>
  description.length <= max ? description : `${description.slice(0, max - 1).trimEnd()}…`;

/**
 * How the trend charts label their studies: on a wide screen, up to five studies by their names (shortened the more
 * there are), as a reader expects; on a phone, or with more studies, by their numbers with the key under the chart
 * (`named` false). `edgePx`: the room a line chart leaves at each end of its axis for half of its first and last label.
 */
export function useStudyAxis(studies: ReadonlyArray<{ description: string }>) {
  const wide = useMediaQuery(NAMED_AXIS_QUERY, false, { getInitialValueInEffect: false });
  const named = wide && studies.length <= NAMED_AXIS_MAX_STUDIES;
  const tick = (index: number) => (named ? shortStudyName(studies[index]?.description ?? '', nameMax(studies.length)) : studyTick(index));
  const longest = Math.max(0, ...studies.map((_, i) => tick(i).length));
  return { named, tick, edgePx: Math.max(12, Math.ceil((longest * CHAR_PX) / 2) + 4) };
}

/** The room of the value axis, and of one study's label (two digits and the gap around them, with margin). */
const VALUE_AXIS_ROOM = 70;
const STUDY_ROOM = 24;
/**
 * The width below which a trend chart scrolls sideways instead of squeezing its labels into each other: a phone
 * (360 px) holds about eleven studies, a team's whole trend (up to 24) scrolls.
 */
export const trendChartMinWidth = (studies: number) => VALUE_AXIS_ROOM + STUDY_ROOM * studies;

/** The key under a trend chart: each number of its axis, with the study's description and start date. */
export function StudyKey({ studies }: { studies: Array<{ id: number; description: string; startDate: string }> }) {
  const { t, i18n } = useTranslation('trends');
  return (
    // Side by side, wrapping: a whole trend's key (up to 24 studies) stays a few lines on a phone.
    <List
      size="xs"
      listStyleType="none"
      mt="xs"
      style={{ display: 'flex', flexWrap: 'wrap', columnGap: 'var(--mantine-spacing-md)', rowGap: 2 }}
      aria-label={t('studyKey')}
      data-testid="trend-study-key"
    >
      {studies.map((s, i) => (
        <List.Item key={s.id}>
          <Text span fw={700} size="xs">
            {studyTick(i)}
          </Text>{' '}
          {s.description}{' '}
          <Text span c="dimmed" size="xs">
            ({formatDate(s.startDate, i18n.language)})
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
