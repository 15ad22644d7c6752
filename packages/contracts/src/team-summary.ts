import { NEED_LEVELS, type NeedLevel } from './levels.ts';

/** A team's count of finished players per need level (a group report's `needLevelTotals`). */
type Totals = ReadonlyArray<{ needLevel: NeedLevel; count: number }>;

/**
 * How many finished players are at each need level, the highest need first (critical, high, moderate, minimal; a
 * level nobody is at counts 0), with the number of finished players: the group report's summary on the screen and in
 * its PDF shows the whole spread, never one "team level" (the most common result hid two critical players beside five
 * moderate ones). Null while no player has finished.
 */
export function levelSpreadOf(totals: Totals) {
  const finished = totals.reduce((n, r) => n + r.count, 0);
  if (finished === 0) return null;
  const levels = [...NEED_LEVELS].reverse().map((needLevel) => ({
    needLevel,
    count: totals.filter((r) => r.needLevel === needLevel).reduce((n, r) => n + r.count, 0),
  }));
  return { finished, levels };
}

/**
 * How many finished players are at high or critical need, and of them at critical need: the summary's first sentence
 * about the team, above the spread of levels.
 */
export function teamAttentionOf(totals: Totals) {
  const countOf = (level: NeedLevel) => totals.filter((r) => r.needLevel === level).reduce((n, r) => n + r.count, 0);
  const critical = countOf('critical');
  return { followUp: countOf('high') + critical, critical };
}
