import { z } from 'zod';
import { ClubTimeZone } from './admin-clubs.ts';
import { AgeGroup, NeedLevel, ThemeLevel } from './enums.ts';
import { AnswerRetention } from './retention.ts';

/** GET /api/evaluation/{id}/report and GET api/admin/evaluation/{id}/report (docs/design.md#api). Owner and admins only. */
export const IndividualReport = z.object({
  evaluationId: z.number().int(),
  study: z.string(),
  club: z.string(),
  team: z.string(),
  quiz: z.string(),
  finishedAt: z.string().nullable(),
  /** The club's time zone: the report writes `finishedAt` in it, as its PDF does, whatever the browser's zone. */
  timeZone: ClubTimeZone,
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
  /**
   * When the study's answers are deleted (docs/decisions/0008). Once they are, `keyTerms` is empty and
   * `lowConfidence` false; the coefficient and need level, stored at finish, stay.
   */
  answerRetention: AnswerRetention,
});
export type IndividualReport = z.infer<typeof IndividualReport>;

/**
 * GET /api/admin/evaluation/{id}/report: the same report, with whose it is, so that the admin's screen names
 * the player (the player's own route answers IndividualReport, unchanged).
 */
export const AdminIndividualReport = IndividualReport.extend({ player: z.string() });
export type AdminIndividualReport = z.infer<typeof AdminIndividualReport>;

/** GET /api/evaluation/{id}/help: what each key term means, in the member's language. */
export const ReportHelp = z.object({
  keyTerms: z.array(z.object({ code: z.string(), name: z.string(), description: z.string() })),
});
export type ReportHelp = z.infer<typeof ReportHelp>;

export const Respondents = z.object({ invited: z.number().int(), answered: z.number().int() });

/**
 * Where one released aggregate of the group report stands (docs/decisions/0004). An aggregate takes in new
 * answers only in a batch of at least SUMMARY_RELEASE_STEP new people who have a value for it, and is never
 * recomputed (not when someone leaves or deletes their account): no two reports differ by one person.
 */
export const ReleaseStatus = z.object({
  /** When the figures last took in answers (ISO timestamp); null: never, and the figures are null. */
  releasedAt: z.string().nullable(),
  /** People whose answers are in the figures. */
  included: z.number().int(),
  /** Finished answers since the figures last took in answers: not in them yet. */
  waiting: z.number().int(),
  /** At least this many more finished answers are needed before the figures can take in new ones. */
  neededForUpdate: z.number().int(),
});
export type ReleaseStatus = z.infer<typeof ReleaseStatus>;

/** One breakdown cell: `answered` is live; the average is released in steps (null before the first release). */
export const BreakdownCell = z.object({
  group: z.string(),
  answered: z.number().int(),
  avgCoefficient: z.number().nullable(),
  release: ReleaseStatus,
});

/**
 * GET api/manager/study/{id}/report and the admin one (docs/design.md#api). Never an answer or a per-person key-term
 * score. The key-term summary is null unless the quiz has the KPIs flag and more than 5 players finished; its
 * figures and the breakdown averages are released in steps (ReleaseStatus).
 */
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
  /** When the study's answers are deleted; after that the released figures stay and no new release happens. */
  answerRetention: AnswerRetention,
  players: Respondents,
  coaches: Respondents,
  candidates: z.array(
    z.object({
      fullName: z.string(),
      /** Only when another listed player has the same full name (names.ts, listedName): otherwise null. */
      email: z.string().nullable(),
      needLevel: NeedLevel.nullable(),
      coefficient: z.number().nullable(),
      ageGroup: AgeGroup.nullable(),
    }),
  ),
  needLevelCounts: z.array(z.object({ needLevel: NeedLevel, ageGroup: AgeGroup, count: z.number().int() })),
  /** Finished players per need level over every age group (also those whose birth date is unknown). */
  needLevelTotals: z.array(z.object({ needLevel: NeedLevel, count: z.number().int() })),
  breakdown: z.array(BreakdownCell),
  keyTermSummary: z
    .array(
      z.object({
        keyTerm: z.string(),
        name: z.string(),
        /** Players whose key-term scores are in the figures (the release; 0 before the first). */
        players: z.number().int(),
        /** Coaches who answered the key term, released in the same steps as the players' figures; null before. */
        coaches: z.number().int().nullable(),
        avg: z.number().nullable(),
        min: z.number().nullable(),
        max: z.number().nullable(),
        /** Of the finished players the released figures took into account, the share who answered this key term. */
        ratioAnswered: z.number().nullable(),
        release: ReleaseStatus,
      }),
    )
    .nullable(),
});
export type GroupReport = z.infer<typeof GroupReport>;
