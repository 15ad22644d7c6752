import { NEED_LEVELS, type NeedLevel } from './levels.ts';

/** A team's count of finished players per need level (a group report's `needLevelTotals`). */
type Totals = ReadonlyArray<{ needLevel: NeedLevel; count: number }>;

/**
 * The team's level: the need level most of the finished players have (a tie goes to the higher need, the one that
 * asks for more attention); null while no player has finished. The group report's summary on the screen and in its
 * PDF both say it.
 */
export function teamLevelOf(totals: Totals) {
  const finished = totals.reduce((n, r) => n + r.count, 0);
  if (finished === 0) return null;
  const rank = (level: NeedLevel) => NEED_LEVELS.indexOf(level);
  const top = [...totals].sort((a, b) => b.count - a.count || rank(b.needLevel) - rank(a.needLevel))[0]!;
  return { needLevel: top.needLevel, count: top.count, finished };
}

/**
 * How many finished players are at high or critical need, and of them at critical need: the most common level
 * alone hides a single critical player in a calm team, so the summary says it beside the level.
 */
export function teamAttentionOf(totals: Totals) {
  const countOf = (level: NeedLevel) => totals.filter((r) => r.needLevel === level).reduce((n, r) => n + r.count, 0);
  const critical = countOf('critical');
  return { followUp: countOf('high') + critical, critical };
}
