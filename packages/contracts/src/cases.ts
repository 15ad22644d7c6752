/**
 * Follow-up cases (docs/design.md#support): for every high or critical result of a study, one case that somebody
 * owns (one of the club's coaches, or a support contact of the club), with its notes, the next step and its date, the
 * referral target when referred, and its history. A case never carries an answer or a key-term score: the player's
 * name and need level only, as the coach's report already shows them.
 */
import { z } from 'zod';
import { CalendarDate } from './studies.ts';
import { freeText, singleLineText } from './text.ts';

const Id = z.coerce.number().int().positive().max(2147483647);

// In constants.ts (no zod), so that the browser's first screen can name it without loading the schemas.
export { CASE_ESCALATION_HOURS } from './constants.ts';

export const CaseStatus = z.enum(['open', 'closed']);
export type CaseStatus = z.infer<typeof CaseStatus>;
/** The need levels that open a case (the same as the player's support screen). */
export const CaseNeedLevel = z.enum(['high', 'critical']);
export type CaseNeedLevel = z.infer<typeof CaseNeedLevel>;

/** What happened to a case, as its history names it. `legacy`: a state of the follow-up switch the cases replaced. */
export const CaseAct = z.enum(['took', 'assigned', 'released', 'noted', 'nextStep', 'referred', 'closed', 'reopened', 'legacy']);
export type CaseAct = z.infer<typeof CaseAct>;

export const CaseOwnerRef = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('coach'), id: Id }),
  z.object({ kind: z.literal('contact'), id: Id }),
]);
export type CaseOwnerRef = z.infer<typeof CaseOwnerRef>;
export const ReferralTargetRef = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('contact'), id: Id }),
  z.object({ kind: z.literal('helpline'), id: Id }),
]);
export type ReferralTargetRef = z.infer<typeof ReferralTargetRef>;

const Named = { id: z.number().int(), name: z.string() };
export const CaseOwner = z.object({ kind: z.enum(['coach', 'contact']), ...Named });
export type CaseOwner = z.infer<typeof CaseOwner>;
export const ReferralTarget = z.object({ kind: z.enum(['contact', 'helpline']), ...Named, number: z.string().nullable() });
export type ReferralTarget = z.infer<typeof ReferralTarget>;

/** One case as the coach's queue and a study's report list it (no note, no history). */
export const CaseSummary = z.object({
  id: z.number().int(),
  studyId: z.number().int(),
  study: z.string(),
  team: z.string(),
  club: z.string(),
  fullName: z.string(),
  /** Only when another player of the club has the same full name (names.ts, listedName): otherwise null. */
  email: z.string().nullable(),
  needLevel: CaseNeedLevel,
  resultAt: z.string(),
  status: CaseStatus,
  owner: CaseOwner.nullable(),
  nextStepOn: z.string().nullable(),
  referred: z.boolean(),
  lastActionAt: z.string().nullable(),
});
export type CaseSummary = z.infer<typeof CaseSummary>;
export const CaseListResponse = z.array(CaseSummary);
export type CaseListResponse = z.infer<typeof CaseListResponse>;

export const CaseEvent = z.object({ act: CaseAct, by: z.string().nullable(), detail: z.string().nullable(), at: z.string() });
export type CaseEvent = z.infer<typeof CaseEvent>;

/**
 * One note of a case, as its author wrote it: each save of a note adds one, none is overwritten. `by`: the author's
 * full name (null once their account is deleted).
 */
export const CaseNote = z.object({ id: z.number().int(), by: z.string().nullable(), text: z.string(), at: z.string() });
export type CaseNote = z.infer<typeof CaseNote>;

/** GET /api/manager/case/{caseId}: the case, its notes (newest first) and history, and whom it may go to. */
export const CaseDetail = CaseSummary.extend({
  notes: z.array(CaseNote),
  nextStep: z.string(),
  referral: ReferralTarget.nullable(),
  history: z.array(CaseEvent),
  /** Under ADULT_AGE on the result's day (unknown birth date: false): the case's guidance names a guardian. */
  minor: z.boolean(),
  possibleOwners: z.array(CaseOwner),
  referralTargets: z.array(ReferralTarget),
});
export type CaseDetail = z.infer<typeof CaseDetail>;

export const CaseIdParams = z.object({ caseId: Id });
export type CaseIdParams = z.infer<typeof CaseIdParams>;

export const CASE_NOTE_MAX = 2000;
export const CASE_NEXT_STEP_MAX = 200;

/**
 * POST /api/manager/case/{caseId}/act: one act on the case, kept in its history and audited. `note` adds a note
 * (never empty) to the case's notes.
 */
export const CaseActRequest = z.discriminatedUnion('act', [
  z.object({ act: z.literal('take') }),
  z.object({ act: z.literal('assign'), owner: CaseOwnerRef.nullable() }),
  z.object({ act: z.literal('note'), note: freeText().trim().min(1).max(CASE_NOTE_MAX) }),
  z.object({ act: z.literal('nextStep'), nextStep: singleLineText().trim().min(1).max(CASE_NEXT_STEP_MAX), nextStepOn: CalendarDate }),
  z.object({ act: z.literal('refer'), target: ReferralTargetRef }),
  z.object({ act: z.literal('close') }),
  z.object({ act: z.literal('reopen') }),
]);
export type CaseActRequest = z.infer<typeof CaseActRequest>;

/** GET /api/admin/cases/stats: per club, numbers only. */
export const ClubCaseStats = z.object({
  clubId: z.number().int(),
  club: z.string(),
  open: z.number().int(),
  /** Median hours from the result to the first act on its case (cases acted on); null when none was. */
  medianHoursToFirstAction: z.number().nullable(),
  /** Open cases whose result is older than CASE_ESCALATION_HOURS with no act since (or none ever). */
  pastEscalation: z.number().int(),
});
export type ClubCaseStats = z.infer<typeof ClubCaseStats>;
export const CaseStatsResponse = z.array(ClubCaseStats);
export type CaseStatsResponse = z.infer<typeof CaseStatsResponse>;
