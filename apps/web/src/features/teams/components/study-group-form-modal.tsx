import type { QuizCategory } from '@club-pulse/contracts/admin';
import type { ClubCoach } from '@club-pulse/contracts/admin-clubs';
import { type AdminStudyGroup, CreateStudyGroupRequest, UpdateStudyGroupRequest } from '@club-pulse/contracts/admin-study-groups';
import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateStudyGroup } from '../api/create-study-group.ts';
import { useUpdateStudyGroup } from '../api/update-study-group.ts';
import { focusFirstError, useContractForm } from '../../../lib/form.ts';
import { saveWithToasts } from '../../admin/lib/save-with-toasts.ts';
import { FormModalActions } from '../../admin/components/form-modal-actions.tsx';

interface Props {
  opened: boolean;
  onClose: () => void;
  clubId: number;
  group: AdminStudyGroup | null;
  categories: QuizCategory[];
  coaches: ClubCoach[];
}

interface Values extends Record<string, unknown> {
  name: string;
  code: string;
  categoryId: string | null;
  coachMemberId: string | null;
}
const EMPTY: Values = { name: '', code: '', categoryId: null, coachMemberId: null };
const fieldsOf = (v: Values) => ({
  name: v.name.trim(),
  code: v.code.trim(),
  categoryId: Number(v.categoryId),
  coachMemberId: v.coachMemberId ? Number(v.coachMemberId) : null,
});

/** New study group or edit: name, code, quiz category and the group's admin/coach (one of the club's coaches). */
export function StudyGroupFormModal({ opened, onClose, clubId, group, categories, coaches }: Props) {
  const { t } = useTranslation('admin');
  const groupId = group?.id;
  const groupState = group?.state;
  const toRequest = useCallback(
    (v: Values): CreateStudyGroupRequest | UpdateStudyGroupRequest =>
      groupId !== undefined && groupState ? { id: groupId, state: groupState, ...fieldsOf(v) } : { clubId, ...fieldsOf(v) },
    [clubId, groupId, groupState],
  );
  const form = useContractForm({ initialValues: EMPTY, schema: group ? UpdateStudyGroupRequest : CreateStudyGroupRequest, toRequest });
  const create = useCreateStudyGroup();
  const update = useUpdateStudyGroup();
  const { setValues } = form;

  // Filled in on every opening (setting the values also clears the messages of the last opening).
  useEffect(() => {
    if (!opened) return;
    setValues({
      name: group?.name ?? '',
      code: group?.code ?? '',
      categoryId: group ? String(group.categoryId) : null,
      coachMemberId: group?.coachMemberId ? String(group.coachMemberId) : null,
    });
  }, [opened, group, setValues]);

  const submit = form.onSubmit(
    (values) => {
      const body = toRequest(values);
      return saveWithToasts({
        entity: 'studyGroup',
        editing: !!group,
        name: body.name,
        save: () => ('id' in body ? update.mutateAsync(body) : create.mutateAsync(body)),
        onSaved: onClose,
        onFieldErrors: form.setErrors,
      });
    },
    (errors, _values, event) => focusFirstError(event?.target, errors),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={group ? t('studyGroups.editTitle') : t('studyGroups.newTitle')}>
      <form onSubmit={submit} noValidate data-testid="study-group-form">
        <Stack gap="sm">
          <TextInput label={t('studyGroups.name')} {...form.getInputProps('name')} required maxLength={120} data-testid="group-name" />
          <TextInput label={t('studyGroups.code')} {...form.getInputProps('code')} required maxLength={20} data-testid="group-code" />
          <Select
            label={t('studyGroups.category')}
            data={categories.map((c) => ({ value: String(c.id), label: t(`categories.${c.name}`, { defaultValue: c.name }) }))}
            {...form.getInputProps('categoryId')}
            required
            allowDeselect={false}
            data-testid="group-category"
          />
          <Select
            label={t('studyGroups.coach')}
            description={coaches.length === 0 ? t('studyGroups.noCoachesHint') : undefined}
            placeholder={t('studyGroups.noCoach')}
            data={coaches.map((c) => ({ value: String(c.memberId), label: c.fullName }))}
            {...form.getInputProps('coachMemberId')}
            clearable
            data-testid="group-coach"
          />
          <FormModalActions onCancel={onClose} saving={create.isPending || update.isPending} saveTestId="group-save" />
        </Stack>
      </form>
    </Modal>
  );
}
