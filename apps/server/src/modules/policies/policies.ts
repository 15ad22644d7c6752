import { needsGuardianConsent } from '@club-pulse/contracts/account';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthMember } from '../../plugins/auth.ts';
import * as repo from './policies.repository.ts';

/**
 * May this member do this to that? Each rule names what it protects and answers one of three decisions:
 * allowed; forbidden (403: the subject exists, the member may not touch it); not found (404: no such subject,
 * or one that must not even be known to exist for this member, such as somebody else's evaluation).
 * An admin may everything. Routes declare their rule (`preHandler: … authorize(db, member, rule, subject)`),
 * so a route's permission reads in its route file; rules the queries themselves must carry (the caller's own
 * evaluations, the group report) are the capabilities at the end of this file.
 */
const RULES = {
  /** The coach's lists (studies, clubs): a member who coaches at least one club. */
  coachAnyClub: async (db: Db, member: AuthMember, _subject: null): Promise<Decision> =>
    (await repo.coachesAnyClub(db, member.id)) ? 'allowed' : 'forbidden',
  /** A study and what hangs on it (editing, closing, reopening, its members): a coach of the study's club. */
  manageStudy: async (db: Db, member: AuthMember, studyId: number): Promise<Decision> => {
    const study = await repo.studyCoaching(db, studyId, member.id);
    if (!study) return 'notFound';
    return study.coaches ? 'allowed' : 'forbidden';
  },
  /** A club's own settings that its coaches keep (support contacts, the helplines' country): a coach of the club. */
  manageClub: async (db: Db, member: AuthMember, clubId: number): Promise<Decision> => {
    const club = await repo.clubCoaching(db, clubId, member.id);
    if (!club) return 'notFound';
    return club.coaches ? 'allowed' : 'forbidden';
  },
  /** A study group (a new study for it, the quizzes it may use): a coach of the group's club. */
  manageStudyGroup: async (db: Db, member: AuthMember, studyGroupId: number): Promise<Decision> => {
    const group = await repo.studyGroupCoaching(db, studyGroupId, member.id);
    if (!group) return 'notFound';
    return group.coaches ? 'allowed' : 'forbidden';
  },
  /** A follow-up case (its note, owner, acts): a coach of the case's club. */
  manageCase: async (db: Db, member: AuthMember, caseId: number): Promise<Decision> => {
    const found = await repo.caseCoaching(db, caseId, member.id);
    if (!found) return 'notFound';
    return found.coaches ? 'allowed' : 'forbidden';
  },
  /** An evaluation's report and help: its owner. For anybody else it does not exist (404). */
  readEvaluation: async (db: Db, member: AuthMember, evaluationId: number): Promise<Decision> =>
    (await repo.ownsEvaluation(db, evaluationId, member.id)) ? 'allowed' : 'notFound',
} as const;

export type Decision = 'allowed' | 'forbidden' | 'notFound';
export type Rule = keyof typeof RULES;
export type SubjectOf<R extends Rule> = Parameters<(typeof RULES)[R]>[2];

/** The decision of `rule` for this member and subject. */
export async function can<R extends Rule>(db: Db, member: AuthMember, rule: R, subject: SubjectOf<R>): Promise<Decision> {
  if (member.role === 'AppAdmin') return 'allowed';
  const decide = RULES[rule] as (db: Db, member: AuthMember, subject: SubjectOf<R>) => Promise<Decision>;
  return decide(db, member, subject);
}

/**
 * Throws 403 Forbidden or 404 NotFound unless `rule` allows it. `field`: the request field that named the
 * subject, carried by the 404 (a study group chosen in a form).
 */
export async function authorize<R extends Rule>(db: Db, member: AuthMember, rule: R, subject: SubjectOf<R>, opts: { field?: string } = {}) {
  const decision = await can(db, member, rule, subject);
  if (decision === 'forbidden') throw new AppError('Forbidden');
  if (decision === 'notFound') throw new AppError('NotFound', opts.field ? { field: opts.field } : {});
}

declare const ownerBrand: unique symbol;
/**
 * The caller's own evaluations, for the queries of the answering path: each of them is restricted to
 * `ownerId`, so somebody else's evaluation does not exist for the caller (404), and the check costs no query
 * of its own. Only `ownEvaluations` makes one.
 */
export type EvaluationOwner = { readonly ownerId: number; readonly [ownerBrand]: true };
export const ownEvaluations = (member: AuthMember): EvaluationOwner => ({ ownerId: member.id }) as EvaluationOwner;

/**
 * The caller's own evaluations, to answer: a member under GUARDIAN_REQUIRED_UNDER_AGE answers only once a
 * guardian's consent is on file (at registration, at set-password, by the roster import or on the account
 * page); before that, 403 GuardianConsentRequired, whatever the evaluation.
 */
export function answeringOwnEvaluations(member: AuthMember): EvaluationOwner {
  if (needsGuardianConsent(member)) throw new AppError('GuardianConsentRequired');
  return ownEvaluations(member);
}

/**
 * The reader of a group report, whose permission (`mayReadGroupReportSql`: a coach of the study's club) runs
 * inside the report's queries. An admin reads every report.
 */
export const groupReportReader = (member: AuthMember): repo.GroupReportReader => (member.role === 'AppAdmin' ? 'admin' : { memberId: member.id });
