import { z } from 'zod';
import {
  GUARDIAN_REQUIRED_UNDER_AGE,
  LANGUAGES,
  MAX_REGISTRATION_AGE,
  MIN_REGISTRATION_AGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants.ts';
import { ageOn as ageOnDay } from './scoring.ts';
import { isAllowedText, singleLineText } from './text.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/**
 * Registration, password reset and onboarding (docs/design.md#api). The same schemas validate on
 * the server and in the web forms; the web client translates an issue by its message (see VALIDATION_MESSAGES).
 */
const M = VALIDATION_MESSAGES;

/** Today as YYYY-MM-DD (UTC): birth dates are calendar days. */
const todayIso = () => new Date().toISOString().slice(0, 10);

/** Full years between a YYYY-MM-DD birth date and a YYYY-MM-DD day (today by default): the scoring module's rule. */
export const ageOn = (birthDate: string, on: string = todayIso()): number => ageOnDay(birthDate, on);

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '1900-01-01' && value <= todayIso();
}

export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /\p{Nd}/u.test(password) &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password)
  );
}

/** A required single line of text, trimmed, of at most `max` characters. */
export const requiredText = (max: number) => singleLineText({ error: M.required }).trim().min(1, M.required).max(max, M.tooLong);

export const EmailField = requiredText(254).refine((v) => v.length === 0 || z.regexes.email.test(v), M.email);

/** A new password: 9 to 32 characters with digits, upper- and lower-case letters. */
export const NewPasswordField = singleLineText({ error: M.required })
  .min(1, M.required)
  .refine((p) => p.length === 0 || isStrongPassword(p), M.passwordRule);

export const RepeatPasswordField = singleLineText({ error: M.required }).min(1, M.required).max(128, M.tooLong);

/** A real calendar day, up to today, of someone aged MIN_REGISTRATION_AGE to MAX_REGISTRATION_AGE (both included). */
export const BirthDateField = singleLineText({ error: M.required })
  .trim()
  .min(1, M.required)
  .refine((v) => v.length === 0 || isRealDate(v), M.birthDate)
  .refine((v) => !isRealDate(v) || ageOn(v) >= MIN_REGISTRATION_AGE, M.tooYoung)
  .refine((v) => !isRealDate(v) || ageOn(v) <= MAX_REGISTRATION_AGE, M.tooOld);

type PasswordPair = { password?: unknown; repeatPassword?: unknown };
/** The refinement that `repeatPassword` equals `password` (registration, reset, change). */
export const passwordsMatch = {
  message: M.passwordsMismatch,
  path: ['repeatPassword'],
  // Checked as soon as both are filled in, even while other fields are still invalid; not on a password
  // already refused for its characters (one message per field).
  when: (p: { value: unknown }) => {
    const v = p.value as PasswordPair;
    return (
      typeof v?.password === 'string' &&
      typeof v?.repeatPassword === 'string' &&
      v.repeatPassword.length > 0 &&
      isAllowedText(v.password) &&
      isAllowedText(v.repeatPassword)
    );
  },
};

/** POST /api/account/register/player */
export const RegisterPlayerRequest = z
  .object({
    name: requiredText(100),
    surname: requiredText(100),
    email: EmailField,
    password: NewPasswordField,
    repeatPassword: RepeatPasswordField,
    birthDate: BirthDateField,
    termsAccepted: z.boolean({ error: M.termsRequired }).refine((v) => v === true, M.termsRequired),
    guardianConfirmed: z.boolean().default(false),
    studyToken: requiredText(200),
    /** The ALTCHA widget's payload (base64 JSON). */
    captcha: singleLineText().max(8000).optional(),
    /** The interface language, kept for the member's mails. */
    language: z.enum(LANGUAGES).optional(),
  })
  .refine((v) => v.password === v.repeatPassword, passwordsMatch)
  .refine((v) => v.guardianConfirmed === true || ageOn(v.birthDate) >= GUARDIAN_REQUIRED_UNDER_AGE, {
    message: M.guardianRequired,
    path: ['guardianConfirmed'],
    when: (p) => {
      const v = p.value as { birthDate?: unknown };
      return typeof v?.birthDate === 'string' && isRealDate(v.birthDate) && ageOn(v.birthDate) >= MIN_REGISTRATION_AGE;
    },
  });
export type RegisterPlayerRequest = z.input<typeof RegisterPlayerRequest>;

/** POST /api/member/forgotPassword: answers 204 whether or not the email exists. */
export const ForgotPasswordRequest = z.object({
  email: EmailField,
  captcha: singleLineText().max(8000).optional(),
});
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

/**
 * Whether a member must still confirm a guardian's consent: under GUARDIAN_REQUIRED_UNDER_AGE on `on` and not
 * confirmed. A member without a birth date on file (one an admin added) is not known to be a minor.
 */
export function needsGuardianConsent(member: { birthDate: string | null; guardianConfirmed: boolean }, on: string = todayIso()): boolean {
  return !member.guardianConfirmed && member.birthDate !== null && ageOn(member.birthDate, on) < GUARDIAN_REQUIRED_UNDER_AGE;
}

/**
 * POST /api/member/resetPassword: 204; a bad, used or expired link answers 400 InvalidResetLink. A member under
 * GUARDIAN_REQUIRED_UNDER_AGE without a guardian's consent on file (invited by an admin or a roster import)
 * confirms it here (`guardianConfirmed`), as a registrant does; without it: 400 ValidationError on that field.
 */
export const ResetPasswordRequest = z
  .object({
    email: requiredText(254),
    token: requiredText(200),
    password: NewPasswordField,
    repeatPassword: RepeatPasswordField,
    guardianConfirmed: z.boolean().optional(),
  })
  .refine((v) => v.password === v.repeatPassword, passwordsMatch);
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/**
 * POST /api/member/me/guardianConsent: a signed-in member under GUARDIAN_REQUIRED_UNDER_AGE confirms, with a
 * parent or legal guardian beside them, that the guardian consents (as at registration). 204.
 */
export const GuardianConsentRequest = z.object({ guardianConfirmed: z.literal(true, { error: M.guardianConsent }) });
export type GuardianConsentRequest = z.infer<typeof GuardianConsentRequest>;

/** POST /api/player/onboard */
export const OnboardRequest = z.object({ studyToken: requiredText(200) });
export type OnboardRequest = z.infer<typeof OnboardRequest>;
export const OnboardResponse = z.object({ evaluationId: z.number().int() });
export type OnboardResponse = z.infer<typeof OnboardResponse>;
/** The registration's answer: the new member's token, and the evaluation of the study they joined (to land on it). */
export const RegisterPlayerResponse = z.object({ token: z.string(), evaluationId: z.number().int() });
export type RegisterPlayerResponse = z.infer<typeof RegisterPlayerResponse>;
