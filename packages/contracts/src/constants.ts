/** Business constants of docs/design.md#states and #scoring, written once. */
export const LANGUAGES = ['en', 'es', 'ca', 'de', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE = 'en' satisfies Language;
export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);
/** The first of `candidates` that is a supported language (the one asked for, the member's own…), else the default. */
export function preferredLanguage(...candidates: Array<string | null | undefined>): Language {
  return candidates.find(isLanguage) ?? DEFAULT_LANGUAGE;
}

export const PASSWORD_MIN_LENGTH = 9;
export const PASSWORD_MAX_LENGTH = 32;
export const MIN_REGISTRATION_AGE = 13;
/** The oldest a registrant may be: a birth date further back is a typing slip (1900 for 2009), not a player. */
export const MAX_REGISTRATION_AGE = 100;
export const GUARDIAN_REQUIRED_UNDER_AGE = 16;
/** Of age in the four countries of the clubs: under it, a follow-up case also involves a parent or guardian. */
export const ADULT_AGE = 18;

/** The key-term summary needs MORE than this many finished players. */
export const KEY_TERM_SUMMARY_MIN_PLAYERS_EXCLUSIVE = 5;
/** A breakdown cell with fewer respondents than this shows its count but no averages. */
export const MIN_CELL_SIZE_FOR_AVERAGES = 6;
/**
 * The group report's aggregates (key-term summary, breakdown averages) take in new answers only in batches of
 * at least this many new people, and never recompute (docs/decisions/0004). The same number as the smallest
 * group whose average may be shown, by construction: the first release is such a group.
 */
export const SUMMARY_RELEASE_STEP = MIN_CELL_SIZE_FOR_AVERAGES;

export const ANSWER_LEVELS = [1, 2, 3, 4, 5] as const;
export const TOTAL_ICONS = 4;
export const TOTAL_OPTIONS = 5;

export const CLUB_CODE_MAX_LENGTH = 10;
export const COMPLIANCE_CATEGORY = { usageTerms: 0, privacyPolicy: 2 } as const;

export const LOADING_DELAY_MS = 500;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_LIMIT = 20;

export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;
export const RESET_TOKEN_LIFETIME_SECONDS = 60 * 60;
/** An invitation's set-password link lives a week: the invited member may not read the mail at once. */
export const INVITATION_LIFETIME_DAYS = 7;

/** Two-factor sign-in of platform admins (two-factor.ts): digits of a code of the authenticator app. */
export const TWO_FACTOR_CODE_LENGTH = 6;
/** Recovery codes made at a time (each works once). */
export const RECOVERY_CODE_COUNT = 10;
/** How long the challenge of a sign-in's second step lasts, in seconds. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 300;
/** Wrong codes one member may give in the window below before every code is refused (429). */
export const TWO_FACTOR_MAX_WRONG_CODES = 5;
export const TWO_FACTOR_WRONG_CODES_WINDOW_SECONDS = 900;

/** How long a critical case may stay without an owner or without a change before the club is told. */
export const CASE_ESCALATION_HOURS = 48;

/**
 * How many months after a study's due date its answers are kept before they are deleted (an installation
 * setting an admin changes within these bounds; docs/decisions/0008).
 */
export const ANSWER_RETENTION_MONTHS_DEFAULT = 24;
export const ANSWER_RETENTION_MONTHS_MIN = 6;
export const ANSWER_RETENTION_MONTHS_MAX = 120;

/**
 * The admin home's "needs your attention" (GET api/admin/summary, `attention`). An active account whose renewal
 * date falls within this many days from today, today and the last day included, is renewing soon: a late
 * renewal stops its clubs' new studies and members (docs/design.md#states), so the admin is told ahead.
 */
export const RENEWAL_SOON_DAYS = 30;
/**
 * A running study that started at least this many days ago and that nobody has finished answering is quiet:
 * a week is long enough for a team to have answered, so the study was likely never passed on to the players.
 */
export const QUIET_STUDY_DAYS = 7;
/** The quiet studies the admin home names, the oldest first; it counts the others. */
export const QUIET_STUDIES_LISTED = 5;
