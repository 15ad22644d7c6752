import { type AdminAccount, SaveAccountRequest } from '@club-pulse/contracts/admin-accounts';
import { Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateAccount } from '../api/create-account.ts';
import { useUpdateAccount } from '../api/update-account.ts';
import { focusFirstError, useContractForm } from '../../../lib/form.ts';
import { saveWithToasts } from '../../admin/lib/save-with-toasts.ts';
import { FormModalActions } from '../../admin/components/form-modal-actions.tsx';
import { addDays, todayIso } from '../../../lib/dates.ts';

type TextField = 'name' | 'ownerName' | 'ownerEmail' | 'customerCode' | 'activationDate' | 'renewalDate';
type Values = Record<TextField, string> & { active: boolean };
const EMPTY: Values = { name: '', ownerName: '', ownerEmail: '', customerCode: '', activationDate: '', renewalDate: '', active: true };
/** The contract's date-order rule, in the interface language. */
const MESSAGES = { renewalDate: { rule: 'admin:accounts.renewalAfterActivation' } };
const toRequest = (v: Values): SaveAccountRequest => ({
  name: v.name.trim(),
  ownerName: v.ownerName.trim(),
  ownerEmail: v.ownerEmail.trim(),
  customerCode: v.customerCode.trim(),
  activationDate: v.activationDate,
  renewalDate: v.renewalDate,
  active: v.active,
});

/** New account or edit: name, owner name and email, customer code (unique), activation and renewal dates, active. */
export function AccountFormModal({ opened, onClose, account }: { opened: boolean; onClose: () => void; account: AdminAccount | null }) {
  const { t } = useTranslation('admin');
  const form = useContractForm({ initialValues: EMPTY, schema: SaveAccountRequest, toRequest, messages: MESSAGES });
  const create = useCreateAccount();
  const update = useUpdateAccount();
  const { setValues } = form;

  // Filled in on every opening (setting the values also clears the messages of the last opening).
  useEffect(() => {
    if (!opened) return;
    const today = todayIso();
    setValues({
      name: account?.name ?? '',
      ownerName: account?.ownerName ?? '',
      ownerEmail: account?.ownerEmail ?? '',
      customerCode: account?.customerCode ?? '',
      activationDate: account?.activationDate ?? today,
      renewalDate: account?.renewalDate ?? addDays(today, 365),
      active: account?.active ?? true,
    });
  }, [opened, account, setValues]);

  const field = (key: TextField, type = 'text', max = 120) => (
    <TextInput label={t(`accounts.${key}`)} type={type} {...form.getInputProps(key)} required maxLength={max} data-testid={`account-${key}`} />
  );

  const submit = form.onSubmit(
    (values) => {
      const body = toRequest(values);
      return saveWithToasts({
        entity: 'account',
        editing: !!account,
        name: body.name,
        save: () => (account ? update.mutateAsync({ id: account.id, ...body }) : create.mutateAsync(body)),
        onSaved: onClose,
        onFieldErrors: form.setErrors,
      });
    },
    (errors, _values, event) => focusFirstError(event?.target, errors),
  );

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
          <Switch label={t('accounts.active')} {...form.getInputProps('active', { type: 'checkbox' })} data-testid="account-active" />
          <FormModalActions onCancel={onClose} saving={create.isPending || update.isPending} saveTestId="account-save" />
        </Stack>
      </form>
    </Modal>
  );
}
