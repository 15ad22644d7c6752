import type { AdminAccount } from '@club-pulse/contracts/admin-accounts';
import type { AdminClub } from '@club-pulse/contracts/admin-clubs';
import { Modal, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateClub } from '../api/create-club.ts';
import { useClubCoaches } from '../api/get-club-coaches.ts';
import { useUpdateClub } from '../api/update-club.ts';
import { saveWithToasts } from '../lib/form-errors.ts';
import { FormModalActions } from './form-modal-actions.tsx';

type Field = 'name' | 'code' | 'accountId' | 'managerMemberId';

/** New club or edit: name, code, account, manager (one of the club's coaches), active. */
export function ClubFormModal({ opened, onClose, club, accounts }: { opened: boolean; onClose: () => void; club: AdminClub | null; accounts: AdminAccount[] }) {
  const { t } = useTranslation('admin');
  const editing = !!club;
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [accountId, setAccountId] = useState<string | null>(null);
  const [managerId, setManagerId] = useState<string | null>(null);
  const [active, setActive] = useState(true);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const coaches = useClubCoaches(opened && club ? club.id : null);
  const create = useCreateClub();
  const update = useUpdateClub();

  useEffect(() => {
    if (!opened) return;
    setErrors({});
    setName(club?.name ?? '');
    setCode(club?.code ?? '');
    setAccountId(club ? String(club.accountId) : accounts.length === 1 ? String(accounts[0].id) : null);
    setManagerId(club?.managerMemberId ? String(club.managerMemberId) : null);
    setActive(club?.active ?? true);
  }, [opened, club, accounts]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const e: Partial<Record<Field, string>> = {};
    if (!name.trim()) e.name = t('common:required');
    if (!code.trim()) e.code = t('common:required');
    if (!accountId) e.accountId = t('common:required');
    setErrors(e);
    if (Object.keys(e).length) return;
    const body = { name: name.trim(), code: code.trim(), accountId: Number(accountId), managerMemberId: managerId ? Number(managerId) : null, active };
    await saveWithToasts({
      entity: 'club',
      editing: !!club,
      name: body.name,
      save: () => (club ? update.mutateAsync({ id: club.id, ...body }) : create.mutateAsync(body)),
      onSaved: onClose,
      onFieldErrors: setErrors,
      t,
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={editing ? t('clubs.editTitle') : t('clubs.newTitle')}>
      <form onSubmit={submit} noValidate data-testid="club-form">
        <Stack gap="sm">
          <TextInput label={t('clubs.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} required maxLength={120} error={errors.name} data-testid="club-name" />
          <TextInput
            label={t('clubs.code')}
            description={t('clubs.codeHint')}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            required
            maxLength={200}
            error={errors.code}
            data-testid="club-code"
          />
          <Select
            label={t('clubs.account')}
            data={accounts.map((a) => ({ value: String(a.id), label: `${a.name} (${a.customerCode})` }))}
            value={accountId}
            onChange={setAccountId}
            required
            searchable
            allowDeselect={false}
            error={errors.accountId}
            nothingFoundMessage={t('table.noMatch')}
            data-testid="club-account"
          />
          {editing ? (
            <Select
              label={t('clubs.manager')}
              placeholder={t('clubs.noManager')}
              data={(coaches.data ?? []).map((c) => ({ value: String(c.memberId), label: `${c.fullName} · ${c.email}` }))}
              value={managerId}
              onChange={setManagerId}
              clearable
              error={errors.managerMemberId}
              nothingFoundMessage={t('clubs.noCoaches')}
              data-testid="club-manager"
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('clubs.managerHint')}
            </Text>
          )}
          <Switch label={t('clubs.active')} checked={active} onChange={(e) => setActive(e.currentTarget.checked)} data-testid="club-active" />
          <FormModalActions onCancel={onClose} saving={create.isPending || update.isPending} saveTestId="club-save" />
        </Stack>
      </form>
    </Modal>
  );
}
