/**
 * The values of the enums that screens list or colour, without zod: a page that only shows a report imports these,
 * not enums.ts, whose zod schemas would add the whole of zod (about 24 KB gzipped) to its first download.
 * enums.ts builds its schemas from these lists.
 */
export const STUDY_STATES = ['open', 'inprogress', 'finished', 'closed', 'cancelled'] as const;
export type StudyState = (typeof STUDY_STATES)[number];

export const EVALUATION_STATES = ['open', 'inprogress', 'finished', 'closed', 'cancelled'] as const;
export type EvaluationState = (typeof EVALUATION_STATES)[number];

export const NEED_LEVELS = ['minimal', 'moderate', 'high', 'critical'] as const;
export type NeedLevel = (typeof NEED_LEVELS)[number];

/** Need levels whose players are shown where to find support, and followed up by their coaches. */
export const SUPPORT_NEED_LEVELS = ['high', 'critical'] as const satisfies readonly NeedLevel[];
export const needsSupport = (level: NeedLevel | null | undefined) => level === 'high' || level === 'critical';

export const THEME_LEVELS = ['superb', 'fine', 'regular', 'danger', 'urgent'] as const;
export type ThemeLevel = (typeof THEME_LEVELS)[number];

export const AGE_GROUPS = ['U14', 'U16', 'U18', 'U21', 'Senior'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

/** Colours of need levels (spec §1): the level's name is always written beside the colour. */
export const NEED_LEVEL_COLOR: Record<NeedLevel, string> = {
  minimal: 'green',
  moderate: 'yellow',
  high: 'orange',
  critical: 'red',
};
export const THEME_LEVEL_COLOR: Record<ThemeLevel, string> = {
  superb: 'teal',
  fine: 'green',
  regular: 'yellow',
  danger: 'orange',
  urgent: 'red',
};
