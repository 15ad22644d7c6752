import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/http.ts';
import { errorKey, notify } from '../../../lib/notify.ts';

/**
 * The field messages of a failed call, translated: a coded error (ClubNameExists…) shows its catalogue
 * message under its field; a plain ValidationError on a field shows "check this value".
 */
export function apiFieldErrors(err: unknown, t: TFunction): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const e of err.errors) {
    if (!e.field || out[e.field]) continue;
    const key = e.code === 'ValidationError' ? null : errorKey(e.code);
    out[e.field] = key ? t(key) : t('admin:form.invalid');
  }
  return out;
}

/**
 * Saves a create-or-edit form of the admin area: on success the "created"/"updated" toast of `entity` and
 * `onSaved`; on failure the field messages (see apiFieldErrors) and the "create/update error" toast.
 */
export async function saveWithToasts(o: {
  entity: 'account' | 'club' | 'studyGroup';
  editing: boolean;
  name: string;
  save: () => Promise<unknown>;
  onSaved: () => void;
  onFieldErrors: (errors: Record<string, string>) => void;
  t: TFunction;
}): Promise<void> {
  try {
    await o.save();
    notify.success(`admin:toasts.${o.entity}${o.editing ? 'Updated' : 'Created'}`, { name: o.name });
    o.onSaved();
  } catch (err) {
    o.onFieldErrors(apiFieldErrors(err, o.t));
    notify.apiError(`admin:toasts.${o.entity}${o.editing ? 'UpdateError' : 'CreateError'}`, err);
  }
}
