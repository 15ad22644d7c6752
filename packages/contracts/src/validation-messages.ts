import { GUARDIAN_REQUIRED_UNDER_AGE, MAX_REGISTRATION_AGE, MIN_REGISTRATION_AGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';

/**
 * The validation messages the web client translates (catalogue keys `public:validation.<key>`): the schemas
 * give them in English, on the server and in the forms alike, and the client finds the key by the message.
 * No zod here: the client's entry chunk reads this file without loading the schemas.
 */
export const VALIDATION_MESSAGES = {
  required: 'The field is required',
  tooLong: 'The value is too long',
  email: 'The email is not valid',
  passwordRule: `The password must have ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, including numbers, upper-case and lower-case letters`,
  passwordsMismatch: 'Passwords do not match',
  birthDate: 'The birth date is not valid',
  tooYoung: `You must be at least ${MIN_REGISTRATION_AGE} years old to register`,
  tooOld: `The birth date cannot be more than ${MAX_REGISTRATION_AGE} years ago`,
  guardianRequired: `Under ${GUARDIAN_REQUIRED_UNDER_AGE}, a legal guardian must be present during the registration`,
  guardianConsent: `Under ${GUARDIAN_REQUIRED_UNDER_AGE}, a parent or legal guardian must confirm their consent`,
  termsRequired: 'You must accept the usage terms',
  /** Any request text with a NUL, a lone surrogate or a control character its kind refuses (see text.ts). */
  forbiddenCharacters: 'The text contains characters that are not allowed',
} as const;
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/** The key of a known validation message, or null (for translation on the client). */
export function validationMessageKey(message: string): ValidationMessageKey | null {
  const entry = Object.entries(VALIDATION_MESSAGES).find(([, text]) => text === message);
  return entry ? (entry[0] as ValidationMessageKey) : null;
}
