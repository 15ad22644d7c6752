import { z } from 'zod';
import { singleLineText } from './text.ts';

/**
 * ALTCHA v2 proof-of-work challenge (altcha-lib v2, the format the `altcha` v3 widget solves natively).
 * The parameters are signed as a whole: every field must reach the client unchanged. The same schemas read the
 * payload a client sends back (its signature is recorded in the database), hence the text checks.
 */
export const CaptchaChallengeParameters = z.looseObject({
  algorithm: singleLineText(),
  nonce: singleLineText(),
  salt: singleLineText(),
  cost: z.number(),
  keyLength: z.number(),
  keyPrefix: singleLineText(),
  keySignature: singleLineText().optional(),
  expiresAt: z.number().optional(),
});

/** GET /api/captcha/challenge */
export const CaptchaChallenge = z.object({
  parameters: CaptchaChallengeParameters,
  signature: singleLineText(),
});
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>;

/** What the widget submits (base64 of this JSON) as the `captcha` field of a form. */
export const CaptchaPayload = z.object({
  challenge: CaptchaChallenge,
  solution: z.object({ counter: z.number(), derivedKey: singleLineText().max(1024), time: z.number().optional() }),
});
export type CaptchaPayload = z.infer<typeof CaptchaPayload>;
