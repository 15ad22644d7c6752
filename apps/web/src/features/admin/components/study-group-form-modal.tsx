import type { QuizCategory } from '@club-pulse/contracts/admin';
import type { ClubCoach } from '@club-pulse/contracts/admin-clubs';
import type { AdminStudyGroup } from '@club-pulse/contracts/admin-study-groups';
import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateStudyGroup } from '../api/create-study-group.ts';
import { useUpdateStudyGroup } from '../api/update-study-group.ts';
import { saveWithToasts } from '../lib/form-errors.ts';
import { FormModalActions } from './form-modal-actions.tsx';

type Field = 'name' | 'code' | 'categoryId' | 'coachMemberId';

interface Props {
  opened: boolean;
  onClose: () => void;
  clubId: number;
  group: AdminStudyGroup | null;
  categories: QuizCategory[];
  coaches: ClubCoach[];
}

/** New study group or edit: name, code, quiz category and the group's admin/coach (one of the club's coaches). */
export function StudyGroupFormModal({ opened, onClose, clubId, group, categories, coaches }: Props) {
  const { t } = useTranslation('admin');
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [coachId, setCoachId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const create = useCreateStudyGroup();
  const update = useUpdateStudyGroup();

  useEffect(() => {
    if (!opened) return;
    setErrors({});
    setName(group?.name ?? '');
    setCode(group?.code ?? '');
    setCategoryId(group ? String(group.categoryId) : null);
    setCoachId(group?.coachMemberId ? String(group.coachMemberId) : null);
  }, [opened, group]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const e: Partial<Record<Field, string>> = {};
    if (!name.trim()) e.name = t('common:required');
    if (!code.trim()) e.code = t('common:required');
    if (!categoryId) e.categoryId = t('common:required');
    setErrors(e);
    if (Object.keys(e).length) return;
    const fields = { name: name.trim(), code: code.trim(), categoryId: Number(categoryId), coachMemberId: coachId ? Number(coachId) : null };
    await saveWithToasts({
      entity: 'studyGroup',
      editing: !!group,
      name: fields.name,
      save: () => (group ? update.mutateAsync({ id: group.id, state: group.state, ...fields }) : create.mutateAsync({ clubId, ...fields })),
      onSaved: onClose,
      onFieldErrors: setErrors,
      t,
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={group ? t('studyGroups.editTitle') : t('studyGroups.newTitle')}>
      <form onSubmit={submit} noValidate data-testid="study-group-form">
        <Stack gap="sm">
          <TextInput label={t('studyGroups.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} required maxLength={120} error={errors.name} data-testid="group-name" />
          <TextInput label={t('studyGroups.code')} value={code} onChange={(e) => setCode(e.currentTarget.value)} required maxLength={20} error={errors.code} data-testid="group-code" />
          <Select
            label={t('studyGroups.category')}
            data={categories.map((c) => ({ value: String(c.id), label: t(`categories.${c.name}`, { defaultValue: c.name }) }))}
            value={categoryId}
            onChange={setCategoryId}
            required
            allowDeselect={false}
            error={errors.categoryId}
            data-testid="group-category"
          />
          <Select
            label={t('studyGroups.coach')}
            description={coaches.length === 0 ? t('studyGroups.noCoachesHint') : undefined}
            placeholder={t('studyGroups.noCoach')}
            data={coaches.map((c) => ({ value: String(c.memberId), label: c.fullName }))}
            value={coachId}
            onChange={setCoachId}
            clearable
            error={errors.coachMemberId}
            data-testid="group-coach"
          />
          <FormModalActions onCancel={onClose} saving={create.isPending || update.isPending} saveTestId="group-save" />
        </Stack>
      </form>
    </Modal>
  );
}
