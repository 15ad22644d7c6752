import { z } from 'zod';
import { AGE_GROUPS, EVALUATION_STATES, NEED_LEVELS, STUDY_STATES, THEME_LEVELS } from './levels.ts';

export { NEED_LEVEL_COLOR, THEME_LEVEL_COLOR } from './levels.ts';

export const Role = z.enum(['AppAdmin', 'User']);
export type Role = z.infer<typeof Role>;

export const SquadRole = z.enum(['Coach', 'Player']);
export type SquadRole = z.infer<typeof SquadRole>;

export const StudyState = z.enum(STUDY_STATES);
export type StudyState = z.infer<typeof StudyState>;

export const EvaluationState = z.enum(EVALUATION_STATES);
export type EvaluationState = z.infer<typeof EvaluationState>;

export const StudyGroupState = z.enum(['active', 'deactivated']);
export type StudyGroupState = z.infer<typeof StudyGroupState>;

/** A quiz version: a draft is written and changed in place; a published version never changes (decision 0007). */
export const QuizStatus = z.enum(['draft', 'published']);
export type QuizStatus = z.infer<typeof QuizStatus>;

export const NeedLevel = z.enum(NEED_LEVELS);
export type NeedLevel = z.infer<typeof NeedLevel>;

export const ThemeLevel = z.enum(THEME_LEVELS);
export type ThemeLevel = z.infer<typeof ThemeLevel>;

export const AgeGroup = z.enum(AGE_GROUPS);
export type AgeGroup = z.infer<typeof AgeGroup>;
