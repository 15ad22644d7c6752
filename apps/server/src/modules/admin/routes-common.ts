import { LANGUAGES, type Language } from '@club-pulse/contracts/constants';
import { ErrorResponse } from '@club-pulse/contracts/errors';
import { z } from 'zod';
import type { AuthMember } from '../../plugins/auth.ts';

export const tags = ['admin'];
/** The error answers every admin route may give. */
export const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
export const admin = { access: 'admin' as const };

/** `?lang=` of the report calls; without it, the admin's own language. */
export const LangQuery = z.object({ lang: z.enum(LANGUAGES).optional() });
export function languageOf(member: AuthMember, requested?: Language): Language {
  if (requested) return requested;
  return (LANGUAGES as readonly string[]).includes(member.language) ? (member.language as Language) : 'en';
}
