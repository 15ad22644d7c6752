import { z } from 'zod';
import { NewPasswordField, passwordsMatch, RepeatPasswordField, requiredText } from './account.ts';
import { LANGUAGES } from './constants.ts';
import { Role } from './enums.ts';
import { singleLineText } from './text.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/**
 * The member's own account page: their name and language (used for every mail the server sends them) and their
 * password. Only ever the caller's own: no id in any path.
 */
const M = VALIDATION_MESSAGES;

export const LanguageField = z.enum(LANGUAGES, { error: M.required });

/** GET /api/member/me/profile; also the answer of PUT. */
export const ProfileResponse = z.object({
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  language: z.enum(LANGUAGES),
  role: Role,
  /** Under GUARDIAN_REQUIRED_UNDER_AGE without a guardian's consent on file: the member cannot answer until it is confirmed. */
  guardianConsentNeeded: z.boolean(),
});
export type ProfileResponse = z.infer<typeof ProfileResponse>;

/** PUT /api/member/me/profile */
export const UpdateProfileRequest = z.object({
  name: requiredText(100),
  surname: requiredText(100),
  language: LanguageField,
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

/** The answer of PUT /api/member/me/profile: the profile, and a token that carries the new name (same session). */
export const UpdateProfileResponse = z.object({ profile: ProfileResponse, token: z.string() });
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponse>;

/** PUT /api/member/me/language: the language menu of the header, for a signed-in member. */
export const UpdateLanguageRequest = z.object({ language: LanguageField });
export type UpdateLanguageRequest = z.infer<typeof UpdateLanguageRequest>;

/**
 * POST /api/member/me/changePassword: the current password (checked like a sign-in; wrong: 400 LoginError on
 * `currentPassword`) and the new one twice, with the registration's rules. Answers a fresh token: every other
 * session ends.
 */
export const ChangePasswordRequest = z
  .object({
    currentPassword: singleLineText({ error: M.required }).min(1, M.required).max(128, M.tooLong),
    password: NewPasswordField,
    repeatPassword: RepeatPasswordField,
  })
  .refine((v) => v.password === v.repeatPassword, passwordsMatch);
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;
