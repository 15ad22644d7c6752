import { TWO_FACTOR_MAX_WRONG_CODES, TWO_FACTOR_WRONG_CODES_WINDOW_SECONDS } from '@club-pulse/contracts/two-factor';
import type { Db } from '../db/client.ts';
import { AppError } from './app-error.ts';
import { countHit, hasLiveHit, refundHit } from './rate-limit.repository.ts';

/**
 * Every limit of the product, in one table: [max hits, window in seconds]. Sized so that a club's normal use
 * passes (a team of 30 signs in, or registers through one study link, from the club's one Wi-Fi address at
 * training) while abuse stays bounded: each sign-in, registration and reset-mail request also costs a solved
 * proof-of-work captcha, verified before anything counts against an account.
 */
export const LIMITS = {
  /** Sign-in attempts from one address (a whole team at once). */
  signInPerAddress: [120, 60],
  /** Wrong sign-in attempts on one account from one address: the owner's typos, and a guesser beside them. */
  signInPerEmailAndAddress: [10, 300],
  /**
   * Wrong sign-in attempts on one account from addresses where it never signed in: bounds a distributed guess.
   * An address where the right password was given (signInKnownAddress) is not held back by it, so that
   * strangers cannot lock the owner out; it stays bounded by signInPerEmailAndAddress.
   */
  signInPerEmail: [50, 3600],
  /** How long an address where an account signed in stays known to it (a mark, not a limit). */
  signInKnownAddress: [1, 90 * 24 * 3600],
  /** Registrations from one address (a team of 30 at training, twice over). */
  registerPerAddress: [60, 600],
  /** Registrations through one study link: a squad and its late-comers. */
  registerPerStudy: [120, 3600],
  /** Forgot-password requests from one address (429: it holds back only that address). */
  forgotPerAddress: [30, 900],
  /** Reset mails to one email asked from one address: past it, the request is answered 204 and no mail leaves. */
  forgotMailPerEmailAndAddress: [2, 900],
  /** Reset mails to one email from anywhere: past it, silently dropped too (the newest link mailed still works). */
  forgotMailPerEmail: [5, 900],
  resetPerAddress: [30, 900],
  onboardPerMember: [20, 600],
  /** Study link checks from one address (the landing of a link, public): a team opening it at training, reloads included. */
  invitationPerAddress: [120, 60],
  /** Account deletions (each checks the password): a guessing bound for a stolen session. */
  deleteAccountPerMember: [5, 900],
  /** Password changes (each checks the current password): the same guessing bound for a stolen session. */
  changePasswordPerMember: [5, 900],
  /** First-run setup: status reads from one address (a public call, answered 404 once an admin exists). */
  setupStatusPerAddress: [60, 60],
  /** First-run setup: attempts to create the first admin from one address, each checking the setup code (a guessing bound). */
  setupPerAddress: [10, 900],
  /** Test mails of one admin: each goes straight to the SMTP server. */
  testMailPerMember: [10, 600],
  /**
   * New studies of one coach, created or copied: each mails its team (an opening mail, reminders), so a burst
   * would flood the players; a club's season start (a study per team) fits in it.
   */
  studiesPerCoach: [6, 3600],
  /**
   * PDF exports of one member (a group report or their own): each costs 100-300 ms of a PDF thread, and the
   * threads are shared by everyone (modules/reports/pdf-renderer.ts); a coach exporting each of their studies fits.
   */
  pdfExportsPerMember: [20, 600],
  /** Study invitations by mail of one coach: each request up to MAX_INVITE_EMAILS addresses. */
  studyInvitesPerMember: [20, 3600],
  /** Second-factor codes of one member (a guessing bound: 6 digits): every code counts before it is checked, a right one is given back. */
  twoFactorWrongCodesPerMember: [TWO_FACTOR_MAX_WRONG_CODES, TWO_FACTOR_WRONG_CODES_WINDOW_SECONDS],
} as const satisfies Record<string, readonly [number, number]>;
export type LimitName = keyof typeof LIMITS;

export interface RateLimiter {
  /** Counts one hit for `key`; throws TooManyRequests (429) past `max` hits in `windowSeconds`. */
  hit(key: string, max: number, windowSeconds: number): Promise<void>;
  /** Gives back one hit of `key` (an attempt that turned out right, for limits of wrong attempts only). */
  refund(key: string): Promise<void>;
  /** Marks `key` for `windowSeconds` (e.g. an address where an account signed in). */
  mark(key: string, windowSeconds: number): Promise<void>;
  /** Whether `key` was marked in a window that has not passed. */
  marked(key: string): Promise<boolean>;
}

/** Counts one hit of a named limit for `subject` (an address, an email, a member id…). */
export function hitLimit(limiter: RateLimiter, name: LimitName, subject: string | number) {
  const [max, windowSeconds] = LIMITS[name];
  return limiter.hit(`${name}:${subject}`, max, windowSeconds);
}

/**
 * Gives back the hit of an attempt that turned out right, for limits of wrong attempts only. Counting first and
 * giving back after (rather than checking first and counting wrong ones after) keeps the limit exact when many
 * attempts arrive at the same instant: each is counted before it is tried, so none slips past the limit.
 */
export function refundLimit(limiter: RateLimiter, name: LimitName, subject: string | number) {
  return limiter.refund(`${name}:${subject}`);
}

/** Counts one hit and answers false past the limit instead of throwing: for caps that drop work silently. */
export async function withinLimit(limiter: RateLimiter, name: LimitName, subject: string | number): Promise<boolean> {
  try {
    await hitLimit(limiter, name, subject);
    return true;
  } catch (err) {
    if (err instanceof AppError && err.code === 'TooManyRequests') return false;
    throw err;
  }
}

/** Marks `subject` for the window of the named mark (LIMITS). */
export function markLimit(limiter: RateLimiter, name: LimitName, subject: string | number) {
  return limiter.mark(`${name}:${subject}`, LIMITS[name][1]);
}

export function isMarked(limiter: RateLimiter, name: LimitName, subject: string | number) {
  return limiter.marked(`${name}:${subject}`);
}

/** Counters live in the database so that every server instance enforces the same limit. */
export function createRateLimiter(db: Db, enabled: boolean): RateLimiter {
  return {
    async hit(key, max, windowSeconds) {
      if (!enabled) return;
      const count = await countHit(db, key, windowSeconds);
      if (count > max) throw new AppError('TooManyRequests');
    },
    async refund(key) {
      if (!enabled) return;
      await refundHit(db, key);
    },
    async mark(key, windowSeconds) {
      if (!enabled) return;
      await countHit(db, key, windowSeconds);
    },
    async marked(key) {
      if (!enabled) return false;
      return hasLiveHit(db, key);
    },
  };
}
