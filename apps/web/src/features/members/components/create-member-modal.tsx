import { CreateMemberRequest, NEW_MEMBER_ROLES, type NewMemberRole } from '@club-pulse/contracts/admin-members';
import { DEFAULT_LANGUAGE, GUARDIAN_REQUIRED_UNDER_AGE, LANGUAGES, type Language, preferredLanguage } from '@club-pulse/contracts/constants';
import { Button, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFieldErrors, focusFirstError, useContractForm } from '../../../lib/form.ts';
import { clubsQuery } from '../../clubs/api/get-clubs.ts';
import { studyGroupsQuery } from '../../teams/api/get-study-groups.ts';
import { useCreateMember } from '../api/member-management.ts';
import { BirthDateInput } from './birth-date-input.tsx';
import { FormModalActions } from '../../admin/components/form-modal-actions.tsx';
import { memberActionFailed, memberToast } from './member-feedback.ts';

interface Values extends Record<string, unknown> {
  name: string;
  surname: string;
  email: string;
  language: Language;
  role: NewMemberRole;
  clubId: string | null;
  studyGroupId: string | null;
  birthDate: string;
}
const EMPTY: Values = {
  name: '',
  surname: '',
  email: '',
  language: DEFAULT_LANGUAGE,
  role: 'Player',
  clubId: null,
  studyGroupId: null,
  birthDate: '',
};
const toRequest = (v: Values): CreateMemberRequest => ({
  name: v.name.trim(),
  surname: v.surname.trim(),
  email: v.email.trim(),
  language: v.language,
  role: v.role,
  clubId: v.role === 'AppAdmin' || !v.clubId ? null : Number(v.clubId),
  studyGroupId: v.role === 'AppAdmin' || !v.studyGroupId ? null : Number(v.studyGroupId),
  birthDate: v.role === 'AppAdmin' || v.birthDate.trim() === '' ? null : v.birthDate.trim(),
});

/**
 * A new member: a player of a study group, a coach of a study group or of the whole club (a group's coach is
 * chosen later, on the group), or a platform admin. They get an invitation mail in the
 * chosen language with a link to choose their password.
 */
export function CreateMemberModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('users');
  const admin = useTranslation('admin').t;
  const form = useContractForm({ initialValues: EMPTY, schema: CreateMemberRequest, toRequest });
  const create = useCreateMember();
  const { setValues } = form;
  const clubs = useQuery({ ...clubsQuery(), enabled: opened });
  const clubId = form.values.clubId ? Number(form.values.clubId) : 0;
  const groups = useQuery({ ...studyGroupsQuery(clubId), enabled: clubId > 0 });
  const needsGroup = form.values.role !== 'AppAdmin';
  const wholeClubAllowed = form.values.role === 'Coach';

  useEffect(() => {
    if (opened) setValues({ ...EMPTY, language: preferredLanguage(i18n.language) });
  }, [opened, i18n.language, setValues]);

  const submit = form.onSubmit(
    async (values) => {
      try {
        const res = await create.mutateAsync(toRequest(values));
        memberToast('users:toasts.created', { name: res.member.fullName, email: res.member.email });
        onClose();
      } catch (err) {
        form.setErrors(apiFieldErrors(err));
        memberActionFailed('users:toasts.createError', err);
      }
    },
    (errors, _values, event) => focusFirstError(event?.target, errors),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={t('create.title')} size="lg">
      <form onSubmit={submit} noValidate data-testid="create-member-form">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('create.hint')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label={t('fields.name')} {...form.getInputProps('name')} required maxLength={80} data-testid="member-name" />
            <TextInput label={t('fields.surname')} {...form.getInputProps('surname')} required maxLength={80} data-testid="member-surname" />
          </SimpleGrid>
          <TextInput label={t('fields.email')} type="email" {...form.getInputProps('email')} required maxLength={254} data-testid="member-email" />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Select
              label={t('fields.role')}
              data={NEW_MEMBER_ROLES.map((r) => ({ value: r, label: t(`newRoles.${r}`) }))}
              {...form.getInputProps('role')}
              allowDeselect={false}
              data-testid="member-role"
            />
            <Select
              label={t('fields.language')}
              data={LANGUAGES.map((l) => ({ value: l, label: admin(`languages.${l}`) }))}
              {...form.getInputProps('language')}
              allowDeselect={false}
              data-testid="member-language"
            />
          </SimpleGrid>
          {needsGroup && (
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <Select
                label={t('fields.club')}
                data={(clubs.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                {...form.getInputProps('clubId')}
                onChange={(v) => {
                  form.setFieldValue('clubId', v);
                  form.setFieldValue('studyGroupId', null);
                }}
                searchable
                required
                data-testid="member-club"
              />
              <Select
                label={t('fields.studyGroup')}
                data={(groups.data ?? []).filter((g) => g.state === 'active').map((g) => ({ value: String(g.id), label: g.name }))}
                {...form.getInputProps('studyGroupId')}
                disabled={!clubId}
                required={!wholeClubAllowed}
                placeholder={wholeClubAllowed ? t('fields.wholeClub') : undefined}
                description={wholeClubAllowed ? t('fields.wholeClubHint') : undefined}
                clearable={wholeClubAllowed}
                data-testid="member-group"
              />
            </SimpleGrid>
          )}
          {needsGroup && (
            <BirthDateInput
              {...form.getInputProps('birthDate')}
              required={form.values.role === 'Player'}
              description={t('fields.birthDateHint', { guardianAge: GUARDIAN_REQUIRED_UNDER_AGE })}
              data-testid="member-birth-date"
            />
          )}
          <FormModalActions onCancel={onClose} saving={create.isPending} saveTestId="member-create-save" />
        </Stack>
      </form>
    </Modal>
  );
}

/** The users page's "New user" button and its dialog. */
export function NewMemberButton() {
  const { t } = useTranslation('users');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)} data-testid="new-member">
        {t('create.button')}
      </Button>
      <CreateMemberModal opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
