import type { AdminStudyGroup } from '@club-pulse/contracts/admin-study-groups';
import { LANGUAGES, type Language } from '@club-pulse/contracts/constants';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { useAddCoach } from '../api/add-coach.ts';
import { apiFieldErrors } from '../lib/form-errors.ts';

type Field = 'email' | 'name' | 'surname' | 'studyGroupId';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Adds a coach to the club by email (DESIGN §5). Name and surname are only needed when the email has no account
 * yet: that person gets an invitation mail, in the chosen language, with a link to choose a password.
 */
export function AddCoachModal({ opened, onClose, clubId, groups }: { opened: boolean; onClose: () => void; clubId: number; groups: AdminStudyGroup[] }) {
  const { t, i18n } = useTranslation('admin');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [surname, setSurname] = useState('');
  const [groupId, setGroupId] = useState<string | null>(null);
  const [language, setLanguage] = useState<Language>('en');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const add = useAddCoach();

  useEffect(() => {
    if (!opened) return;
    setErrors({});
    setEmail('');
    setName('');
    setSurname('');
    setGroupId(null);
    setLanguage((LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'en');
  }, [opened, i18n.language]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const e: Partial<Record<Field, string>> = {};
    if (!email.trim()) e.email = t('common:required');
    else if (!EMAIL.test(email.trim())) e.email = t('form.email');
    setErrors(e);
    if (Object.keys(e).length) return;
    try {
      const res = await add.mutateAsync({
        clubId,
        email: email.trim(),
        ...(name.trim() ? { name: name.trim() } : {}),
        ...(surname.trim() ? { surname: surname.trim() } : {}),
        studyGroupId: groupId ? Number(groupId) : null,
        language,
      });
      notify.success(res.invited ? 'admin:toasts.coachInvited' : 'admin:toasts.coachAdded', { email: email.trim() });
      onClose();
    } catch (err) {
      const fields = apiFieldErrors(err, t);
      // A new account needs a name: say so under the fields the server named.
      for (const f of ['name', 'surname'] as const) if (fields[f]) fields[f] = t('members.neededForNew');
      setErrors(fields);
      notify.apiError('admin:toasts.coachAddError', err);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('members.addCoachTitle')}>
      <form onSubmit={submit} noValidate data-testid="add-coach-form">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('members.addCoachHint')}
          </Text>
          <TextInput label={t('members.email')} type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} required maxLength={254} error={errors.email} data-testid="coach-email" />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput label={t('members.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={80} error={errors.name} data-testid="coach-name" />
            <TextInput label={t('members.surname')} value={surname} onChange={(e) => setSurname(e.currentTarget.value)} maxLength={80} error={errors.surname} data-testid="coach-surname" />
          </Group>
          <Select
            label={t('members.studyGroup')}
            placeholder={t('members.wholeClub')}
            data={groups.filter((g) => g.state === 'active').map((g) => ({ value: String(g.id), label: g.name }))}
            value={groupId}
            onChange={setGroupId}
            clearable
            error={errors.studyGroupId}
            data-testid="coach-group"
          />
          <Select
            label={t('members.mailLanguage')}
            data={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
            value={language}
            onChange={(v) => v && setLanguage(v as Language)}
            allowDeselect={false}
            data-testid="coach-language"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending} data-testid="coach-save">
              {t('members.addCoach')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
