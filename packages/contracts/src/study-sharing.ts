import { z } from 'zod';
import { LANGUAGES } from './constants.ts';
import { CalendarDate } from './studies.ts';
import { freeText, singleLineText } from './text.ts';

/** The most addresses one invitation request may carry (a whole age group of a club, with room to spare). */
export const MAX_INVITE_EMAILS = 200;
/** The longest address the invitation accepts (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;

const isEmail = (s: string) => s.length <= MAX_EMAIL_LENGTH && z.email().safeParse(s).success;

export interface ParsedEmailList {
  /** Valid addresses, lower-cased, each once, in the order first met. */
  valid: string[];
  /** What is not an address, as written, each once. */
  invalid: string[];
  /** How many repeated addresses were left out. */
  duplicates: number;
}

/**
 * The addresses of a pasted list or a CSV file (docs/design.md#sharing): separated by commas, semicolons,
 * new lines or tabs; `Name <address>` keeps the address; quotes around a cell are dropped. In a CSV file only
 * cells holding an `@` count (a header row and a names column are no addresses); in pasted text every
 * piece does, so that a typo is reported rather than silently left out. The server applies the same function
 * to what it receives: nothing is sent while any piece is invalid.
 */
export function parseEmailList(text: string, opts: { csv?: boolean } = {}): ParsedEmailList {
  const seen = new Set<string>();
  const invalidSeen = new Set<string>();
  const result: ParsedEmailList = { valid: [], invalid: [], duplicates: 0 };
  for (const raw of text.split(/[,;\n\r\t]+/)) {
    let piece = raw
      .trim()
      .replace(/^["']+|["']+$/g, '')
      .trim();
    if (!piece) continue;
    const angled = /<([^<>]+)>/.exec(piece);
    if (angled?.[1]) piece = angled[1].trim();
    if (opts.csv && !piece.includes('@')) continue;
    const email = piece.toLowerCase();
    if (!isEmail(email)) {
      if (!invalidSeen.has(piece)) {
        invalidSeen.add(piece);
        result.invalid.push(piece);
      }
    } else if (seen.has(email)) {
      result.duplicates++;
    } else {
      seen.add(email);
      result.valid.push(email);
    }
  }
  return result;
}

/** GET api/manager/study/{id}/poster: the A4 poster's language (the installation's default when left out). */
export const StudyPosterQuery = z.object({ language: z.enum(LANGUAGES).optional() });
export type StudyPosterQuery = z.infer<typeof StudyPosterQuery>;

/**
 * POST api/manager/study/{id}/invite: the addresses, as the client parsed them (the server parses each again;
 * any invalid one refuses the whole request with one ValidationError item per address, field `emails.<i>`).
 */
export const InviteToStudyRequest = z.object({
  emails: z.array(singleLineText().max(MAX_EMAIL_LENGTH)).min(1).max(MAX_INVITE_EMAILS),
});
export type InviteToStudyRequest = z.infer<typeof InviteToStudyRequest>;

/** How many mails went out (`sent`: each distinct address once) and how many repeats were left out. */
export const InviteToStudyResponse = z.object({ sent: z.number().int(), duplicates: z.number().int() });
export type InviteToStudyResponse = z.infer<typeof InviteToStudyResponse>;

/**
 * POST api/manager/study/{id}/duplicate: a new study of the same study group and quiz, with its own link;
 * the same rules as creating one (the due date after the start date and not in the past).
 */
export const DuplicateStudyRequest = z
  .object({
    description: freeText().trim().min(1).max(300),
    startDate: CalendarDate,
    dueDate: CalendarDate,
  })
  .superRefine((v, ctx) => {
    if (v.dueDate <= v.startDate) ctx.addIssue({ code: 'custom', path: ['dueDate'], message: 'The due date must be after the start date' });
  });
export type DuplicateStudyRequest = z.infer<typeof DuplicateStudyRequest>;

/** The link a newcomer registers with for a study (the QR code, the poster, the invitation of a new address). */
export const studyRegisterLink = (origin: string, token: string) => `${origin.replace(/\/+$/, '')}/register?studyToken=${encodeURIComponent(token)}`;
/** The link a member who already has an account opens (sign-in first, then the study's evaluation). */
export const studyMemberLink = (origin: string, token: string) => `${origin.replace(/\/+$/, '')}/home?studyToken=${encodeURIComponent(token)}`;
