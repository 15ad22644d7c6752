import { notifications } from '@mantine/notifications';
import { i18n } from './i18n.ts';
import { ApiError } from './http.ts';

let counter = 0;
function show(color: 'green' | 'red' | 'blue', message: string, title?: string) {
  const id = `toast-${++counter}`;
  notifications.show({
    id,
    color,
    title,
    message,
    withCloseButton: true,
    // Toasts close on click as well as with the close button (spec §1).
    onClick: () => notifications.hide(id),
    style: { cursor: 'pointer' },
  });
}

/** Success and error toasts; messages are catalogue keys so that every toast is translated. */
export const notify = {
  success: (key: string, values?: Record<string, unknown>) => show('green', i18n.t(key, values)),
  info: (key: string, values?: Record<string, unknown>) => show('blue', i18n.t(key, values)),
  error: (key: string, values?: Record<string, unknown>) => show('red', i18n.t(key, values)),
  /** An error toast for a failed call: the action's own message, plus the server's reason when it has one. */
  apiError: (key: string, err: unknown) => {
    const reason = err instanceof ApiError ? errorMessage(err) : undefined;
    show('red', reason ? `${i18n.t(key)} ${reason}` : i18n.t(key));
  },
};

const ERROR_NAMESPACES = ['common', 'public', 'admin', 'player', 'coach', 'privacy'];
/** The catalogue key of an error code: common:errors.<Code>, or a feature namespace's errors.<Code>. */
export function errorKey(code: string): string | null {
  for (const ns of ERROR_NAMESPACES) if (i18n.exists(`${ns}:errors.${code}`)) return `${ns}:errors.${code}`;
  return null;
}

/** The translated message of an API error's first code, or the generic one. */
export function errorMessage(err: unknown): string {
  const code = err instanceof ApiError ? err.code : 'Generic';
  return i18n.t(errorKey(code) ?? 'common:errors.Generic');
}

/** Field-level messages of a ValidationError, keyed by field name. */
export function fieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const e of err.errors) {
    if (e.field && !out[e.field]) {
      const key = e.code === 'ValidationError' ? null : errorKey(e.code);
      out[e.field] = key ? i18n.t(key) : e.message;
    }
  }
  return out;
}
