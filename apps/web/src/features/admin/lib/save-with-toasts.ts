import type { FormErrors } from '@mantine/form';
import { apiFieldErrors } from '../../../lib/form.ts';
import { notify } from '../../../lib/notify.ts';

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
  onFieldErrors: (errors: FormErrors) => void;
}): Promise<void> {
  try {
    await o.save();
    notify.success(`admin:toasts.${o.entity}${o.editing ? 'Updated' : 'Created'}`, { name: o.name });
    o.onSaved();
  } catch (err) {
    o.onFieldErrors(apiFieldErrors(err));
    notify.apiError(`admin:toasts.${o.entity}${o.editing ? 'UpdateError' : 'CreateError'}`, err);
  }
}
