/**
 * The promise of what each role sees of a player's data, as a list a program can check. The web writes it out
 * (one text per role and kind, `privacy:promise` in the catalogues, rendered by one component on every screen that
 * states it), and a server test signs in as each role, reads every answer of the role's routes and fails when an
 * answer carries a kind its role's list does not name (apps/server/test/promise/data-promise.test.ts). Changing
 * what a role sees is changing this list, its texts and that test's view of the fields, together.
 *
 * No zod here: the browser's first screens (registration, the usage terms) import it.
 */

/** Kinds of a player's data, as the API carries them. */
export const PLAYER_DATA_KINDS = [
  /** The player's own answers, and where they stand in each questionnaire. */
  'ownAnswers',
  /** The player's own report: overall result, level and the score of each key term. */
  'ownReport',
  /** A player's overall result (the coefficient, 0 to 100). */
  'overallResult',
  /** A player's need level (minimal, moderate, high, critical). */
  'needLevel',
  /** Whether a player has answered a study (and how many of the team have). */
  'participation',
  /** The follow-up of a high or critical result: who owns it, the coaches' note, the next step, the referral. */
  'followUp',
  /** The team's figures, each shown only behind its gate (docs/decisions/0004): counts, averages, key-term summary. */
  'teamFigures',
  /** A player's score on each key term (another person's individual report). */
  'keyTermScores',
  /** A player's answers (another person's). */
  'answers',
] as const;
export type PlayerDataKind = (typeof PLAYER_DATA_KINDS)[number];

export const PROMISE_ROLES = ['player', 'coach', 'admin'] as const;
export type PromiseRole = (typeof PROMISE_ROLES)[number];

export interface RolePromise {
  /** What the role sees, in the order the texts name it. */
  readonly sees: readonly PlayerDataKind[];
  /** Of what the role sees, what is recorded in the audit log each time the role reads it. */
  readonly audited: readonly PlayerDataKind[];
  /** What the role never sees, said out loud. */
  readonly never: readonly PlayerDataKind[];
}

/**
 * The player sees their own answers and report; the coaches of the player's club each player's overall result
 * and level, who has answered, the follow-up of a high or critical result, and the team's figures behind their
 * gates; platform admins what coaches see in every club and a player's key-term scores, each read of which is
 * audited. Nobody but the player sees an answer.
 */
export const DATA_PROMISE: Readonly<Record<PromiseRole, RolePromise>> = {
  player: { sees: ['ownAnswers', 'ownReport'], audited: [], never: [] },
  coach: {
    sees: ['overallResult', 'needLevel', 'participation', 'followUp', 'teamFigures'],
    audited: [],
    never: ['answers', 'keyTermScores'],
  },
  admin: {
    sees: ['overallResult', 'needLevel', 'participation', 'teamFigures', 'keyTermScores'],
    audited: ['keyTermScores'],
    never: ['answers'],
  },
};
