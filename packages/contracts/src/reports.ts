import { z } from 'zod';
import { AgeGroup, NeedLevel, ThemeLevel } from './enums.ts';

/** GET /api/evaluation/{id}/report and GET api/admin/evaluation/{id}/report (DESIGN §5.1). Owner and admins only. */
export const IndividualReport = z.object({
  evaluationId: z.number().int(),
  study: z.string(),
  club: z.string(),
  team: z.string(),
  quiz: z.string(),
  finishedAt: z.string().nullable(),
  coefficient: z.number().nullable(),
  needLevel: NeedLevel.nullable(),
  lowConfidence: z.boolean(),
  keyTerms: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      score: z.number().nullable(),
      themeLevel: ThemeLevel.nullable(),
      answered: z.number().int(),
      notApplicable: z.number().int(),
    }),
  ),
});
export type IndividualReport = z.infer<typeof IndividualReport>;

/** GET /api/evaluation/{id}/help: what each key term means, in the member's language. */
export const ReportHelp = z.object({
  keyTerms: z.array(z.object({ code: z.string(), name: z.string(), description: z.string() })),
});
export type ReportHelp = z.infer<typeof ReportHelp>;

export const Respondents = z.object({ invited: z.number().int(), answered: z.number().int() });

/** One breakdown cell: averages are null when fewer than MIN_CELL_SIZE_FOR_AVERAGES answered. */
export const BreakdownCell = z.object({
  group: z.string(),
  answered: z.number().int(),
  avgCoefficient: z.number().nullable(),
});

/** GET api/manager/study/{id}/report and the admin one (DESIGN §5.1). Never an answer or a per-person key-term score. */
export const GroupReport = z.object({
  study: z.object({
    id: z.number().int(),
    description: z.string(),
    state: z.string(),
    quiz: z.string(),
    club: z.string(),
    team: z.string(),
    startDate: z.string(),
    dueDate: z.string(),
    hasKeyTermSummary: z.boolean(),
  }),
  players: Respondents,
  coaches: Respondents,
  candidates: z.array(z.object({ fullName: z.string(), needLevel: NeedLevel.nullable(), coefficient: z.number().nullable(), ageGroup: AgeGroup.nullable() })),
  needLevelCounts: z.array(z.object({ needLevel: NeedLevel, ageGroup: AgeGroup, count: z.number().int() })),
  /** Finished players per need level over every age group (also those whose birth date is unknown). */
  needLevelTotals: z.array(z.object({ needLevel: NeedLevel, count: z.number().int() })),
  breakdown: z.array(BreakdownCell),
  keyTermSummary: z
    .array(
      z.object({
        keyTerm: z.string(),
        name: z.string(),
        players: z.number().int(),
        coaches: z.number().int(),
        avg: z.number().nullable(),
        min: z.number().nullable(),
        max: z.number().nullable(),
        ratioAnswered: z.number(),
      }),
    )
    .nullable(),
});
export type GroupReport = z.infer<typeof GroupReport>;
