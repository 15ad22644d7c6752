import { z } from 'zod';
import { NeedLevel, StudyState } from './enums.ts';
import { Respondents } from './reports.ts';

/** Ids in paths: bad ids answer 400, never 500. */
const Id = z.coerce.number().int().positive().max(2147483647);

/** GET api/manager/studyGroup/{id}/trends. */
export const StudyGroupIdParams = z.object({ id: Id });
export type StudyGroupIdParams = z.infer<typeof StudyGroupIdParams>;

/**
 * One study of a team's trend: the figures its own group report shows, with the same gates. `keyTerms`
 * is null while that report shows no key-term summary; a key term's `avg` is null until its figures are released.
 */
export const TrendStudy = z.object({
  id: z.number().int(),
  description: z.string(),
  state: StudyState,
  startDate: z.string(),
  dueDate: z.string(),
  players: Respondents,
  needLevelTotals: z.array(z.object({ needLevel: NeedLevel, count: z.number().int() })),
  keyTerms: z.array(z.object({ keyTerm: z.string(), name: z.string(), avg: z.number().nullable() })).nullable(),
});
export type TrendStudy = z.infer<typeof TrendStudy>;

/** How many of a team's studies the trends read at most: the newest ones (each is a group report to compute). */
export const TEAM_TRENDS_MAX_STUDIES = 24;

/** GET api/manager/studyGroup/{id}/trends: a team's studies over time, oldest first (the newest TEAM_TRENDS_MAX_STUDIES). */
export const TeamTrends = z.object({
  studyGroup: z.object({ id: z.number().int(), name: z.string(), club: z.string() }),
  studies: z.array(TrendStudy),
  /** Every key term any of the studies shows, in the order first met: the columns of the key-term table. */
  keyTerms: z.array(z.object({ keyTerm: z.string(), name: z.string() })),
});
export type TeamTrends = z.infer<typeof TeamTrends>;

/** GET /api/evaluation/myHistory: one's own finished evaluations with their overall result, oldest first. */
export const MyHistoryEntry = z.object({
  evaluationId: z.number().int(),
  study: z.string(),
  club: z.string(),
  team: z.string(),
  finishedAt: z.string(),
  coefficient: z.number().nullable(),
  needLevel: NeedLevel.nullable(),
});
export type MyHistoryEntry = z.infer<typeof MyHistoryEntry>;
export const MyHistoryResponse = z.array(MyHistoryEntry);
export type MyHistoryResponse = z.infer<typeof MyHistoryResponse>;
