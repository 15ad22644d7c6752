import { validationMessageKey } from '@club-pulse/contracts/validation-messages';
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
    // Toasts close on click as well as with the close button (docs/design.md#web-client).
    onClick: () => notifications.hide(id),
    style: { cursor: 'pointer' },
  });
}

/** Success and error toasts; messages are catalogue keys so that every toast is translated. */
export const notify = {
  success: (key: string, values?: Record<string, unknown>) => show('green', i18n.t(key, values)),
  info: (key: string, values?: Record<string, unknown>) => show('blue', i18n.t(key, values)),
  error: (key: string, values?: Record<string, unknown>) => show('red', i18n.t(key, values)),
  /**
   * An error toast for a failed call: the action's own message, plus the server's reason when it has one. One
   * message per failure: no toast when every error names a field the form shows (its message is under the field,
   * see apiFieldErrors), nor for a lost connection while the offline banner is in sight (no dialog over it).
   */
  apiError: (key: string, err: unknown) => {
    if (err instanceof ApiError && (shownInline(err) || (err.code === 'Network' && !dialogOpen()))) return;
    const reason = err instanceof ApiError ? errorMessage(err) : undefined;
    show('red', reason ? `${i18n.t(key)} ${reason}` : i18n.t(key));
  },
};

/** Whether every error of a failed call names a field that is on screen (an input with its `data-path` or `name`). */
function shownInline(err: ApiError): boolean {
  if (typeof document === 'undefined' || err.errors.length === 0) return false;
  return err.errors.every(
    (e) => !!e.field && /^[\w.-]+$/.test(e.field) && document.querySelector(`[data-path="${e.field}"], [name="${e.field}"]`) !== null,
  );
}

/** A modal dialog covers the page (and the offline banner in it). */
function dialogOpen(): boolean {
  return typeof document !== 'undefined' && document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
}

const ERROR_NAMESPACES = ['common', 'public', 'admin', 'player', 'coach', 'privacy', 'setup'];
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

/**
 * A validation message of the contracts (VALIDATION_MESSAGES: English, shared by server and forms) in the
 * interface language, or null when the message is not one of them.
 */
export function validationMessage(message: string): string | null {
  const key = validationMessageKey(message);
  return key ? i18n.t(`public:validation.${key}`) : null;
}
