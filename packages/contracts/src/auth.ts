import { z } from 'zod';
import { SquadRole } from './enums.ts';
import { singleLineText } from './text.ts';

export const AuthenticateRequest = z.object({
  email: singleLineText().trim().min(1).max(254),
  password: singleLineText().min(1).max(128),
  /** The ALTCHA widget's payload (base64 JSON). */
  captcha: singleLineText().max(4000).optional(),
});
export type AuthenticateRequest = z.infer<typeof AuthenticateRequest>;

/** GET /appsettings.json: `v` only changes the URL (a cache buster); its value is not read. */
export const AppSettingsQuery = z.object({ v: singleLineText().max(64).optional() });

export const TokenResponse = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof TokenResponse>;

export const SquadRoleItem = z.object({ name: SquadRole });
export const MySquadRolesResponse = z.array(SquadRoleItem);
export type MySquadRolesResponse = z.infer<typeof MySquadRolesResponse>;

export const AppSettings = z.object({
  apiUrl: z.string(),
  defaultLanguage: z.string(),
  languages: z.array(z.string()),
  captcha: z.object({ enabled: z.boolean() }),
  version: z.string(),
  /** PUBLIC_URL when the server has one: the base of every link the product hands out (panel, poster, mails). */
  publicUrl: z.string().nullable().default(null),
});
export type AppSettings = z.infer<typeof AppSettings>;
