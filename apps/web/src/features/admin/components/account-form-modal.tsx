import type { AdminAccount } from '@club-pulse/contracts/admin-accounts';
import { Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateAccount } from '../api/create-account.ts';
import { useUpdateAccount } from '../api/update-account.ts';
import { saveWithToasts } from '../lib/form-errors.ts';
import { FormModalActions } from './form-modal-actions.tsx';
import { addDays, todayIso } from '../lib/format.ts';

type Field = 'name' | 'ownerName' | 'ownerEmail' | 'customerCode' | 'activationDate' | 'renewalDate';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** New account or edit: name, owner name and email, customer code (unique), activation and renewal dates, active. */
export function AccountFormModal({ opened, onClose, account }: { opened: boolean; onClose: () => void; account: AdminAccount | null }) {
  const { t } = useTranslation('admin');
  const [v, setV] = useState<Record<Field, string>>({ name: '', ownerName: '', ownerEmail: '', customerCode: '', activationDate: '', renewalDate: '' });
  const [active, setActive] = useState(true);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const create = useCreateAccount();
  const update = useUpdateAccount();

  useEffect(() => {
    if (!opened) return;
    setErrors({});
    const today = todayIso();
    setV({
      name: account?.name ?? '',
      ownerName: account?.ownerName ?? '',
      ownerEmail: account?.ownerEmail ?? '',
      customerCode: account?.customerCode ?? '',
      activationDate: account?.activationDate ?? today,
      renewalDate: account?.renewalDate ?? addDays(today, 365),
    });
    setActive(account?.active ?? true);
  }, [opened, account]);

  const field = (key: Field, type = 'text', max = 120) => (
    <TextInput
      label={t(`accounts.${key}`)}
      type={type}
      value={v[key]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setV((s) => ({ ...s, [key]: value }));
      }}
      required
      maxLength={max}
      error={errors[key]}
      data-testid={`account-${key}`}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const e: Partial<Record<Field, string>> = {};
    for (const key of Object.keys(v) as Field[]) if (!v[key].trim()) e[key] = t('common:required');
    if (v.ownerEmail.trim() && !EMAIL.test(v.ownerEmail.trim())) e.ownerEmail = t('form.email');
    if (v.activationDate && v.renewalDate && v.renewalDate < v.activationDate) e.renewalDate = t('accounts.renewalAfterActivation');
    setErrors(e);
    if (Object.keys(e).length) return;
    const body = {
      name: v.name.trim(),
      ownerName: v.ownerName.trim(),
      ownerEmail: v.ownerEmail.trim(),
      customerCode: v.customerCode.trim(),
      activationDate: v.activationDate,
      renewalDate: v.renewalDate,
      active,
    };
    await saveWithToasts({
      entity: 'account',
      editing: !!account,
      name: body.name,
      save: () => (account ? update.mutateAsync({ id: account.id, ...body }) : create.mutateAsync(body)),
      onSaved: onClose,
      onFieldErrors: setErrors,
      t,
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={account ? t('accounts.editTitle') : t('accounts.newTitle')}>
      <form onSubmit={submit} noValidate data-testid="account-form">
        <Stack gap="sm">
          {field('name')}
          {field('ownerName')}
          {field('ownerEmail', 'email', 254)}
          {field('customerCode', 'text', 40)}
          <Group grow align="flex-start" wrap="wrap">
            {field('activationDate', 'date')}
            {field('renewalDate', 'date')}
          </Group>
          <Switch label={t('accounts.active')} checked={active} onChange={(e) => setActive(e.currentTarget.checked)} data-testid="account-active" />
          <FormModalActions onCancel={onClose} saving={create.isPending || update.isPending} saveTestId="account-save" />
        </Stack>
      </form>
    </Modal>
  );
}
