import { type FormErrors, useForm } from '@mantine/form';
import { useMemo } from 'react';
import type { z } from 'zod';
import { ApiError } from './http.ts';
import { i18n } from './i18n.ts';
import { errorKey, validationMessage } from './notify.ts';

/** A contract's schema, or a function that loads it (keeps zod out of a page's first download). */
export type SchemaSource = z.ZodType | (() => Promise<z.ZodType>);

/** Catalogue keys of a field's own messages, by field (see ResolverOptions.messages). */
export type FieldMessages = Partial<Record<string, { required?: string; rule?: string }>>;

export interface ResolverOptions<Values> {
  /** The request the form's values make (numbers from selects, trimmed texts, values from the page): what the schema checks. */
  toRequest?: (values: Values) => unknown;
  /**
   * A field's own messages, by field: `rule` for a refinement of the contract (its message is English and not one
   * of VALIDATION_MESSAGES), `required` when the form says more than "the field is required". Catalogue keys.
   */
  messages?: FieldMessages;
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function valueAt(request: unknown, path: PropertyKey[]): unknown {
  let value = request;
  for (const key of path) value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

/**
 * One issue of a contract in the interface language, the first that applies: the form's own message for an empty
 * field; a message of the contracts (VALIDATION_MESSAGES) by its key; "required" for an empty field, whatever rule
 * it broke first; the form's message for a refinement of the contract; "too long"; "not an email"; anything else
 * "check this value" (zod's own messages are English and speak of types).
 */
function issueMessage(issue: z.core.$ZodIssue, values: unknown, messages: FieldMessages | undefined): string {
  const own = messages?.[issue.path.join('.')];
  const empty = isEmpty(valueAt(values, issue.path));
  if (empty && own?.required) return i18n.t(own.required);
  const known = validationMessage(issue.message);
  if (known) return known;
  if (empty) return i18n.t('public:validation.required');
  if (own?.rule && issue.code === 'custom') return i18n.t(own.rule);
  if (issue.code === 'too_big') return i18n.t('public:validation.tooLong');
  if (issue.code === 'invalid_format' && issue.format === 'email') return i18n.t('public:validation.email');
  return i18n.t('public:validation.invalid');
}

/**
 * The first translated message of each invalid field (the contract's order: a field's own rules, then the
 * object's). Whether a field is empty is read from the form's values (an unselected option is null there, but
 * may be 0 in the request); the request's fields are named as the form's.
 */
export function validationErrors(schema: z.ZodType, request: unknown, messages?: FieldMessages, values = request): FormErrors {
  const result = schema.safeParse(request);
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    if (field && !(field in errors)) errors[field] = issueMessage(issue, values, messages);
  }
  return errors;
}

/**
 * The `validate` of a `useForm`: the form's values, made into the request, checked by the contract's schema (the
 * same the server checks), with translated messages. With a loader, validation waits for the schema.
 */
export function schemaResolver<Values>(source: SchemaSource, options: ResolverOptions<Values> = {}) {
  const toRequest = options.toRequest ?? ((values: Values) => values);
  if (typeof source === 'function') {
    return async (values: Values): Promise<FormErrors> => {
      // A schema that cannot be downloaded (connection lost) leaves the checking to the server, which answers
      // with the same messages, instead of a button that silently does nothing.
      const schema = await source().catch(() => null);
      return schema ? validationErrors(schema, toRequest(values), options.messages, values) : {};
    };
  }
  return (values: Values): FormErrors => validationErrors(source, toRequest(values), options.messages, values);
}

/**
 * The field messages of a failed call, translated: a coded error that names a field (ClubNameExists…) shows its
 * catalogue message there; a ValidationError shows the contracts' message when it is one of theirs, otherwise
 * "check this value". Errors without a field are left to the form's toast or alert.
 */
export function apiFieldErrors(err: unknown): FormErrors {
  if (!(err instanceof ApiError)) return {};
  const errors: FormErrors = {};
  for (const e of err.errors) {
    if (!e.field || e.field in errors) continue;
    const key = e.code === 'ValidationError' ? null : errorKey(e.code);
    errors[e.field] = key ? i18n.t(key) : (validationMessage(e.message) ?? i18n.t('public:validation.invalid'));
  }
  return errors;
}

/** Moves the focus to the first field, in the page's order, that has an error (inputs carry `data-path`). */
export function focusFirstError(form: EventTarget | null | undefined, errors: FormErrors) {
  if (!(form instanceof HTMLElement)) return;
  const fields = form.querySelectorAll<HTMLElement>('[data-path]');
  for (const field of fields) {
    const path = field.dataset.path;
    if (path && errors[path]) {
      field.focus();
      return;
    }
  }
}

/**
 * A form whose values are checked by a contract's schema (see schemaResolver). Every input gets its field's name
 * (`name`, and `data-path` for focusFirstError); a field's message clears when its value changes, and the whole
 * form is checked again on submit.
 */
export function useContractForm<Values extends Record<string, unknown>>({
  initialValues,
  schema,
  validateOnChange,
  ...options
}: {
  initialValues: Values;
  schema: SchemaSource;
  /** Fields checked as soon as their value changes (a date input changes once a whole day is entered), not only on submit. */
  validateOnChange?: Array<keyof Values & string>;
} & ResolverOptions<Values>) {
  const { toRequest, messages } = options;
  const validate = useMemo(() => schemaResolver<Values>(schema, { toRequest, messages }), [schema, toRequest, messages]);
  return useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate,
    validateInputOnChange: validateOnChange,
    enhanceGetInputProps: ({ field }) => ({ name: field }),
  });
}
