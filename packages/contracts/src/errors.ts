import { z } from 'zod';

/** Every error code the API can answer with, and its HTTP status (DESIGN §5). */
export const ERROR_STATUS = {
  ValidationError: 400,
  LoginError: 400,
  ErrorCaptcha: 400,
  AntiforgeryError: 400,
  InvalidResetLink: 400,
  ClubCodeTooLong: 400,
  ClubNameExists: 409,
  ClubCodeExists: 409,
  ClubNotExists: 404,
  CustomerCodeExists: 409,
  CannotDisableSelf: 409,
  EmailAlreadyRegistered: 409,
  StudyTokenInvalid: 400,
  StudyNotAccepting: 409,
  StudyTransitionNotAllowed: 409,
  StudyNotEditable: 409,
  StudyGroupInactive: 409,
  ClubInactive: 409,
  QuizNotAvailable: 409,
  EvaluationFinished: 409,
  EvaluationNotAccepting: 409,
  EntryNotInQuiz: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  TooManyRequests: 429,
  TermsChanged: 451,
  Generic: 500,
  ServiceUnavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** English default messages; the web client translates by code. */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  ValidationError: 'A validation error has happened',
  LoginError: 'Invalid credentials',
  ErrorCaptcha: 'Captcha error',
  AntiforgeryError: 'The anti-forgery token is missing or invalid',
  InvalidResetLink: 'The password reset link is invalid or has expired',
  ClubCodeTooLong: 'Club Code is too Long',
  ClubNameExists: 'A Club with specified name already exists',
  ClubCodeExists: 'A Club with specified code already exists',
  ClubNotExists: 'Club does not exist',
  CustomerCodeExists: 'An account with this customer code already exists',
  CannotDisableSelf: 'You cannot disable your own account',
  EmailAlreadyRegistered: 'This email is already registered',
  StudyTokenInvalid: 'The study link is not valid',
  StudyNotAccepting: 'This study is not accepting answers',
  StudyTransitionNotAllowed: 'This change of state is not allowed for the study',
  StudyNotEditable: 'A closed, finished or cancelled study cannot be edited',
  StudyGroupInactive: 'The study group is deactivated',
  ClubInactive: 'The club or its account is not active',
  QuizNotAvailable: 'The quiz is not available for this study group',
  EvaluationFinished: 'This evaluation is already finished',
  EvaluationNotAccepting: 'This evaluation is not accepting answers',
  EntryNotInQuiz: 'The question does not belong to this evaluation',
  Unauthorized: 'You need to sign in',
  Forbidden: 'You are not allowed to do this',
  NotFound: 'Not found',
  PayloadTooLarge: 'The request is too large',
  UnsupportedMediaType: 'Unsupported content type',
  TooManyRequests: 'Too many requests, try again later',
  TermsChanged: 'The usage terms have changed',
  Generic: 'there was an error, try again later',
  ServiceUnavailable: 'The service is temporarily unavailable, try again shortly',
};

export const ErrorItem = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
export const ErrorResponse = z.object({ errors: z.array(ErrorItem) });
export type ErrorResponse = z.infer<typeof ErrorResponse>;
