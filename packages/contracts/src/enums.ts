import { z } from 'zod';

export const Role = z.enum(['AppAdmin', 'User']);
export type Role = z.infer<typeof Role>;

export const SquadRole = z.enum(['Coach', 'Player']);
export type SquadRole = z.infer<typeof SquadRole>;

export const StudyState = z.enum(['open', 'inprogress', 'finished', 'closed', 'cancelled']);
export type StudyState = z.infer<typeof StudyState>;

export const EvaluationState = z.enum(['open', 'inprogress', 'finished', 'closed', 'cancelled']);
export type EvaluationState = z.infer<typeof EvaluationState>;

export const StudyGroupState = z.enum(['active', 'deactivated']);
export type StudyGroupState = z.infer<typeof StudyGroupState>;

/** A quiz version: a draft is written and changed in place; a published version never changes (decision 0007). */
export const QuizStatus = z.enum(['draft', 'published']);
export type QuizStatus = z.infer<typeof QuizStatus>;

export const NeedLevel = z.enum(['minimal', 'moderate', 'high', 'critical']);
export type NeedLevel = z.infer<typeof NeedLevel>;

export const ThemeLevel = z.enum(['superb', 'fine', 'regular', 'danger', 'urgent']);
export type ThemeLevel = z.infer<typeof ThemeLevel>;

export const AgeGroup = z.enum(['U14', 'U16', 'U18', 'U21', 'Senior']);
export type AgeGroup = z.infer<typeof AgeGroup>;

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
