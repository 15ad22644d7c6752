import { z } from 'zod';

/**
 * ALTCHA v2 proof-of-work challenge (altcha-lib v2, the format the `altcha` v3 widget solves natively).
 * The parameters are signed as a whole: every field must reach the client unchanged.
 */
export const CaptchaChallengeParameters = z.looseObject({
  algorithm: z.string(),
  nonce: z.string(),
  salt: z.string(),
  cost: z.number(),
  keyLength: z.number(),
  keyPrefix: z.string(),
  keySignature: z.string().optional(),
  expiresAt: z.number().optional(),
});

/** GET /api/captcha/challenge */
export const CaptchaChallenge = z.object({
  parameters: CaptchaChallengeParameters,
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>;

/** What the widget submits (base64 of this JSON) as the `captcha` field of a form. */
export const CaptchaPayload = z.object({
  challenge: CaptchaChallenge,
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(1024), time: z.number().optional() }),
});
export type CaptchaPayload = z.infer<typeof CaptchaPayload>;
