/** Business constants of product-spec §9 and DESIGN §3–§4, written once. */
export const LANGUAGES = ['en', 'es', 'ca', 'de', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const PASSWORD_MIN_LENGTH = 9;
export const PASSWORD_MAX_LENGTH = 32;
export const MIN_REGISTRATION_AGE = 13;
export const GUARDIAN_REQUIRED_UNDER_AGE = 16;

/** The key-term summary needs MORE than this many finished players. */
export const KEY_TERM_SUMMARY_MIN_PLAYERS_EXCLUSIVE = 5;
/** A breakdown cell with fewer respondents than this shows its count but no averages. */
export const MIN_CELL_SIZE_FOR_AVERAGES = 6;

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
