import type { AdminAccount } from '@club-pulse/contracts/admin-accounts';
import { type AdminClub, CLUB_TIME_ZONES, SaveClubRequest, timeZoneOfCountry } from '@club-pulse/contracts/admin-clubs';
import { preferredLanguage } from '@club-pulse/contracts/constants';
import { countryOfLanguage } from '@club-pulse/contracts/support';
import { Modal, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateClub } from '../api/create-club.ts';
import { useClubCoaches } from '../api/get-club-coaches.ts';
import { useUpdateClub } from '../api/update-club.ts';
import { focusFirstError, useContractForm } from '../../../lib/form.ts';
import { saveWithToasts } from '../../admin/lib/save-with-toasts.ts';
import { getConfig } from '../../../lib/config.ts';
import { CountrySelect } from '../../../components/country-select.tsx';
import { FormModalActions } from '../../admin/components/form-modal-actions.tsx';

interface Values extends Record<string, unknown> {
  name: string;
  code: string;
  accountId: string | null;
  managerMemberId: string | null;
  active: boolean;
  country: string | null;
  timeZone: string | null;
}
const EMPTY: Values = { name: '', code: '', accountId: null, managerMemberId: null, active: true, country: null, timeZone: null };
const toRequest = (v: Values): SaveClubRequest => ({
  name: v.name.trim(),
  code: v.code.trim(),
  accountId: Number(v.accountId),
  managerMemberId: v.managerMemberId ? Number(v.managerMemberId) : null,
  active: v.active,
  country: (v.country ?? undefined) as SaveClubRequest['country'],
  timeZone: (v.timeZone ?? undefined) as SaveClubRequest['timeZone'],
});

/**
 * New club or edit: name, code, account, manager (one of the club's coaches), country (which helplines its players
 * see), time zone (of the dates and times in its exports), active.
 */
export function ClubFormModal({
  opened,
  onClose,
  club,
  accounts,
}: {
  opened: boolean;
  onClose: () => void;
  club: AdminClub | null;
  accounts: AdminAccount[];
}) {
  const { t } = useTranslation('admin');
  const editing = !!club;
  const form = useContractForm({ initialValues: EMPTY, schema: SaveClubRequest, toRequest });
  const coaches = useClubCoaches(opened && club ? club.id : null);
  const create = useCreateClub();
  const update = useUpdateClub();
  const { setValues } = form;

  // Filled in on every opening (setting the values also clears the messages of the last opening).
  useEffect(() => {
    if (!opened) return;
    const onlyAccount = accounts.length === 1 ? accounts[0] : undefined;
    setValues({
      name: club?.name ?? '',
      code: club?.code ?? '',
      accountId: club ? String(club.accountId) : onlyAccount ? String(onlyAccount.id) : null,
      managerMemberId: club?.managerMemberId ? String(club.managerMemberId) : null,
      active: club?.active ?? true,
      // A new club is where the installation's language is spoken, until the admin says otherwise.
      country: club?.country ?? countryOfLanguage(preferredLanguage(getConfig().defaultLanguage)),
      timeZone: club?.timeZone ?? timeZoneOfCountry(countryOfLanguage(preferredLanguage(getConfig().defaultLanguage))),
    });
  }, [opened, club, accounts, setValues]);

  const submit = form.onSubmit(
    (values) => {
      const body = toRequest(values);
      return saveWithToasts({
        entity: 'club',
        editing,
        name: body.name,
        save: () => (club ? update.mutateAsync({ id: club.id, ...body }) : create.mutateAsync(body)),
        onSaved: onClose,
        onFieldErrors: form.setErrors,
      });
    },
    (errors, _values, event) => focusFirstError(event?.target, errors),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={editing ? t('clubs.editTitle') : t('clubs.newTitle')}>
      <form onSubmit={submit} noValidate data-testid="club-form">
        <Stack gap="sm">
          <TextInput label={t('clubs.name')} {...form.getInputProps('name')} required maxLength={120} data-testid="club-name" />
          <TextInput
            label={t('clubs.code')}
            description={t('clubs.codeHint')}
            {...form.getInputProps('code')}
            required
            maxLength={200}
            data-testid="club-code"
          />
          <Select
            label={t('clubs.account')}
            data={accounts.map((a) => ({ value: String(a.id), label: `${a.name} (${a.customerCode})` }))}
            {...form.getInputProps('accountId')}
            required
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('table.noMatch')}
            data-testid="club-account"
          />
          {editing ? (
            <Select
              label={t('clubs.manager')}
              placeholder={t('clubs.noManager')}
              data={(coaches.data ?? []).map((c) => ({ value: String(c.memberId), label: `${c.fullName} · ${c.email}` }))}
              {...form.getInputProps('managerMemberId')}
              clearable
              nothingFoundMessage={t('clubs.noCoaches')}
              data-testid="club-manager"
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('clubs.managerHint')}
            </Text>
          )}
          <CountrySelect
            label={t('clubs.country')}
            description={t('clubs.countryHint')}
            required
            {...form.getInputProps('country')}
            data-testid="club-country"
          />
          <Select
            label={t('clubs.timeZone')}
            description={t('clubs.timeZoneHint')}
            required
            allowDeselect={false}
            data={CLUB_TIME_ZONES.map((zone) => ({ value: zone, label: t(`clubs.timeZones.${zone}`) }))}
            {...form.getInputProps('timeZone')}
            data-testid="club-time-zone"
          />
          <Switch label={t('clubs.active')} {...form.getInputProps('active', { type: 'checkbox' })} data-testid="club-active" />
          <FormModalActions onCancel={onClose} saving={create.isPending || update.isPending} saveTestId="club-save" />
        </Stack>
      </form>
    </Modal>
  );
}
