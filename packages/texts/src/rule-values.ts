import {
  ADULT_AGE,
  ANSWER_RETENTION_MONTHS_DEFAULT,
  ANSWER_RETENTION_MONTHS_MAX,
  ANSWER_RETENTION_MONTHS_MIN,
  CASE_ESCALATION_HOURS,
  CLUB_CODE_MAX_LENGTH,
  GUARDIAN_REQUIRED_UNDER_AGE,
  INVITATION_LIFETIME_DAYS,
  KEY_TERM_SUMMARY_MIN_PLAYERS_EXCLUSIVE,
  MAX_REGISTRATION_AGE,
  MIN_REGISTRATION_AGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  QUIET_STUDY_DAYS,
  RENEWAL_SOON_DAYS,
  SUMMARY_RELEASE_STEP,
  TWO_FACTOR_CODE_LENGTH,
  TWO_FACTOR_WRONG_CODES_WINDOW_SECONDS,
} from '@club-pulse/contracts/constants';

/**
 * The numbers of the rules the catalogues speak of. A catalogue holds none of them: its text names a variable
 * ({{passwordMin}}) that i18next fills from here in every text, the web's (apps/web/src/lib/i18n.ts) and the
 * server's (apps/server/src/lib/texts.ts), so a rule changed in the contracts changes every language's text;
 * apps/web/src/lib/rule-texts.test.ts fails when a number is written back into a text. The bands of the report
 * scales come from the contracts' bands.ts (apps/web/src/features/reports/lib/scales.ts).
 */
export const RULE_VALUES = {
  /** Hours a critical follow-up case may stay unowned or unchanged before the club is told (modules/cases). */
  escalationHours: CASE_ESCALATION_HOURS,
  passwordMin: PASSWORD_MIN_LENGTH,
  passwordMax: PASSWORD_MAX_LENGTH,
  minAge: MIN_REGISTRATION_AGE,
  maxAge: MAX_REGISTRATION_AGE,
  guardianAge: GUARDIAN_REQUIRED_UNDER_AGE,
  /** Under it, a follow-up case's guidance names a parent or guardian (modules/cases). */
  adultAge: ADULT_AGE,
  clubCodeMax: CLUB_CODE_MAX_LENGTH,
  /** The key-term summary shows when MORE than this many players have answered. */
  summaryPlayers: KEY_TERM_SUMMARY_MIN_PLAYERS_EXCLUSIVE,
  releaseStep: SUMMARY_RELEASE_STEP,
  /** Digits of a code of the authenticator app, and the wait after too many wrong codes (modules/two-factor). */
  twoFactorDigits: TWO_FACTOR_CODE_LENGTH,
  twoFactorWaitMinutes: TWO_FACTOR_WRONG_CODES_WINDOW_SECONDS / 60,
  /** Months after a study's due date its answers are kept: the default, and the bounds an admin may set (docs/decisions/0008). */
  retentionMonthsDefault: ANSWER_RETENTION_MONTHS_DEFAULT,
  retentionMonthsMin: ANSWER_RETENTION_MONTHS_MIN,
  retentionMonthsMax: ANSWER_RETENTION_MONTHS_MAX,
  /** The admin home's "needs your attention": accounts renewing within these days, studies quiet for these (modules/system). */
  renewalSoonDays: RENEWAL_SOON_DAYS,
  quietStudyDays: QUIET_STUDY_DAYS,
  /** Days an invitation's set-password link works (the invitation mails, the new-member form). */
  invitationDays: INVITATION_LIFETIME_DAYS,
} as const;
