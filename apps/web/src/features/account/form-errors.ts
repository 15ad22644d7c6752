import { validationMessageKey } from '@club-pulse/contracts/account';
import type { z } from 'zod';
import { ApiError } from '../../lib/http.ts';
import { i18n } from '../../lib/i18n.ts';
import { errorKey } from '../../lib/notify.ts';

export type FieldErrors = Record<string, string>;

/** A contract message in the interface language (the schemas' messages are English; their keys are shared). */
export function translateValidation(message: string): string {
  const key = validationMessageKey(message);
  return key ? i18n.t(`public:validation.${key}`) : message;
}

/** The first message of each invalid field, translated; empty when the values pass the schema. */
export function validateWith(schema: z.ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const out: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    if (field && !out[field]) out[field] = translateValidation(issue.message);
  }
  return out;
}

/** Field-level messages of a failed call: validation messages by field, and coded errors that name a field. */
export function apiFieldErrors(err: unknown): FieldErrors {
  if (!(err instanceof ApiError)) return {};
  const out: FieldErrors = {};
  for (const e of err.errors) {
    if (!e.field || out[e.field]) continue;
    const key = e.code === 'ValidationError' ? null : errorKey(e.code);
    out[e.field] = key ? i18n.t(key) : translateValidation(e.message);
  }
  return out;
}
