import { z } from 'zod';
import { NeedLevel, ThemeLevel } from './enums.ts';
import { singleLineText } from './text.ts';

/**
 * GET /api/member/me/data: everything the product stores about the caller, as a JSON download
 * (Content-Disposition: attachment). Never the password hash.
 */
export const MyDataResponse = z.object({
  exportedAt: z.string(),
  profile: z.object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    surname: z.string(),
    birthDate: z.string().nullable(),
    role: z.string(),
    language: z.string(),
    guardianConfirmed: z.boolean(),
    acceptedTermsVersion: z.number().int().nullable(),
    createdAt: z.string(),
  }),
  squadMemberships: z.array(
    z.object({
      club: z.string(),
      team: z.string().nullable(),
      squadRole: z.string(),
      since: z.string(),
      removedAt: z.string().nullable(),
    }),
  ),
  evaluations: z.array(
    z.object({
      id: z.number().int(),
      study: z.string(),
      club: z.string(),
      team: z.string(),
      quiz: z.string(),
      squadRole: z.string(),
      state: z.string(),
      startedAt: z.string().nullable(),
      finishedAt: z.string().nullable(),
      /** The report figures of a finished evaluation (null while unfinished). */
      report: z
        .object({
          coefficient: z.number().nullable(),
          needLevel: NeedLevel.nullable(),
          lowConfidence: z.boolean(),
          keyTerms: z.array(z.object({ code: z.string(), name: z.string(), score: z.number().nullable(), themeLevel: ThemeLevel.nullable() })),
        })
        .nullable(),
      answers: z.array(
        z.object({
          position: z.number().int(),
          question: z.string(),
          keyTerm: z.string(),
          /** 1..5, or null: not relevant. */
          value: z.number().int().nullable(),
          answeredAt: z.string(),
        }),
      ),
    }),
  ),
});
export type MyDataResponse = z.infer<typeof MyDataResponse>;

/** DELETE /api/member/me: the caller confirms with their password; 204, then every token stops working. */
export const DeleteAccountRequest = z.object({ password: singleLineText().min(1).max(200) });
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;
