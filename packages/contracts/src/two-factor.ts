import { z } from 'zod';
import { singleLineText } from './text.ts';

/**
 * Two-factor sign-in of platform admins (TOTP, RFC 6238). An admin with a second factor signs in in two steps:
 * the password answers a challenge, the challenge and a code answer the session. An admin without one is
 * signed in but every admin route answers TwoFactorRequired until they set it up.
 */

// The numbers live in constants.ts (no zod): the sign-in page's first download reads two of them.
export {
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_CHALLENGE_SECONDS,
  TWO_FACTOR_CODE_LENGTH,
  TWO_FACTOR_MAX_WRONG_CODES,
  TWO_FACTOR_WRONG_CODES_WINDOW_SECONDS,
} from './constants.ts';

/** A code of the app (6 digits) or a recovery code (letters and digits, dashes and spaces forgiven). */
export const TwoFactorCode = singleLineText().trim().min(1).max(32);

/** The answer of a right password when the member has a second factor: no session yet. */
export const TwoFactorChallengeResponse = z.object({ twoFactorRequired: z.literal(true), challenge: z.string() });
export type TwoFactorChallengeResponse = z.infer<typeof TwoFactorChallengeResponse>;

export const TwoFactorSignInRequest = z.object({ challenge: singleLineText().min(1).max(2000), code: TwoFactorCode });
export type TwoFactorSignInRequest = z.infer<typeof TwoFactorSignInRequest>;

/** Setting up: the secret (base32, for typing by hand) and the otpauth:// URI (for the QR code). */
export const TwoFactorSetupResponse = z.object({ secret: z.string(), otpauthUri: z.string() });
export type TwoFactorSetupResponse = z.infer<typeof TwoFactorSetupResponse>;

export const TwoFactorCodeRequest = z.object({ code: TwoFactorCode });
export type TwoFactorCodeRequest = z.infer<typeof TwoFactorCodeRequest>;

/** Enabling: a new session (it counts as verified) and the recovery codes, shown this once. */
export const TwoFactorEnableResponse = z.object({ token: z.string(), recoveryCodes: z.array(z.string()) });
export type TwoFactorEnableResponse = z.infer<typeof TwoFactorEnableResponse>;

export const RecoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponse>;

export const TwoFactorStatusResponse = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() });
export type TwoFactorStatusResponse = z.infer<typeof TwoFactorStatusResponse>;
