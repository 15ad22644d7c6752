import { AddCoachRequest } from '@club-pulse/contracts/admin-squad-members';
import type { AdminStudyGroup } from '@club-pulse/contracts/admin-study-groups';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, preferredLanguage } from '@club-pulse/contracts/constants';
import { Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFieldErrors, focusFirstError, useContractForm } from '../../../lib/form.ts';
import { notify } from '../../../lib/notify.ts';
import { useAddCoach } from '../api/add-coach.ts';
import { FormModalActions } from '../../admin/components/form-modal-actions.tsx';

interface Values extends Record<string, unknown> {
  email: string;
  name: string;
  surname: string;
  studyGroupId: string | null;
  language: Language;
}
const EMPTY: Values = { email: '', name: '', surname: '', studyGroupId: null, language: DEFAULT_LANGUAGE };
const toRequest = (v: Values): AddCoachRequest => ({
  email: v.email.trim(),
  ...(v.name.trim() ? { name: v.name.trim() } : {}),
  ...(v.surname.trim() ? { surname: v.surname.trim() } : {}),
  studyGroupId: v.studyGroupId ? Number(v.studyGroupId) : null,
  language: v.language,
});
/**
 * Adds a coach to the club by email (docs/design.md#api, onboarding). Name and surname are only needed when the email has no account
 * yet: that person gets an invitation mail, in the chosen language, with a link to choose a password.
 */
export function AddCoachModal({
  opened,
  onClose,
  clubId,
  groups,
}: {
  opened: boolean;
  onClose: () => void;
  clubId: number;
  groups: AdminStudyGroup[];
}) {
  const { t, i18n } = useTranslation('admin');
  const form = useContractForm({ initialValues: EMPTY, schema: AddCoachRequest, toRequest });
  const add = useAddCoach();
  const { setValues } = form;

  // Emptied on every opening; the invitation's language starts as the interface's.
  useEffect(() => {
    if (!opened) return;
    setValues({ ...EMPTY, language: preferredLanguage(i18n.language) });
  }, [opened, i18n.language, setValues]);

  const submit = form.onSubmit(
    async (values) => {
      const body = toRequest(values);
      try {
        const res = await add.mutateAsync({ clubId, ...body });
        notify.success(res.invited ? 'admin:toasts.coachInvited' : 'admin:toasts.coachAdded', { email: body.email });
        onClose();
      } catch (err) {
        const fields = apiFieldErrors(err);
        // A new account needs a name: say so under the fields the server named.
        for (const f of ['name', 'surname'] as const) if (fields[f]) fields[f] = t('members.neededForNew');
        form.setErrors(fields);
        notify.apiError('admin:toasts.coachAddError', err);
      }
    },
    (errors, _values, event) => focusFirstError(event?.target, errors),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={t('members.addCoachTitle')}>
      <form onSubmit={submit} noValidate data-testid="add-coach-form">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('members.addCoachHint')}
          </Text>
          <TextInput label={t('members.email')} type="email" {...form.getInputProps('email')} required maxLength={254} data-testid="coach-email" />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput label={t('members.name')} {...form.getInputProps('name')} maxLength={80} data-testid="coach-name" />
            <TextInput label={t('members.surname')} {...form.getInputProps('surname')} maxLength={80} data-testid="coach-surname" />
          </Group>
          <Select
            label={t('members.studyGroup')}
            placeholder={t('members.wholeClub')}
            data={groups.filter((g) => g.state === 'active').map((g) => ({ value: String(g.id), label: g.name }))}
            {...form.getInputProps('studyGroupId')}
            clearable
            data-testid="coach-group"
          />
          <Select
            label={t('members.mailLanguage')}
            data={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
            {...form.getInputProps('language')}
            allowDeselect={false}
            data-testid="coach-language"
          />
          <FormModalActions onCancel={onClose} saving={add.isPending} saveTestId="coach-save" saveLabel={t('members.addCoach')} />
        </Stack>
      </form>
    </Modal>
  );
}
