import { LANGUAGES, type Language } from '@club-pulse/contracts/constants';
import { Country, type ClubSupport, SaveSupportContactRequest, type SupportContact, SupportContactRole } from '@club-pulse/contracts/support';
import { Button, Card, Checkbox, Group, Modal, MultiSelect, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFieldErrors, focusFirstError, useContractForm } from '../../../lib/form.ts';
import { notify } from '../../../lib/notify.ts';
import { clubSupportQuery, type SupportSide, useChangeClubSupport } from '../api/club-support.ts';
import { CountrySelect } from '../../../components/country-select.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';

interface Values extends Record<string, unknown> {
  name: string;
  role: string | null;
  email: string;
  phone: string;
  languages: string[];
  receivesEscalations: boolean;
}
const EMPTY: Values = { name: '', role: 'welfareOfficer', email: '', phone: '', languages: [], receivesEscalations: false };
const toRequest = (v: Values): SaveSupportContactRequest => ({
  name: v.name.trim(),
  role: (v.role ?? '') as SaveSupportContactRequest['role'],
  email: v.email.trim() === '' ? null : v.email.trim(),
  phone: v.phone.trim() === '' ? null : v.phone.trim(),
  languages: v.languages as Language[],
  receivesEscalations: v.receivesEscalations,
});
const MESSAGES = { phone: { rule: 'support:club.reachable' }, email: { rule: 'support:club.escalationsNeedEmail' } };

function ContactModal({
  side,
  clubId,
  contact,
  onClose,
}: {
  side: SupportSide;
  clubId: number;
  contact: SupportContact | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('support');
  const form = useContractForm({ initialValues: EMPTY, schema: SaveSupportContactRequest, toRequest, messages: MESSAGES });
  const change = useChangeClubSupport(side, clubId);
  const { setValues } = form;
  useEffect(() => {
    if (contact === undefined) return;
    setValues(
      contact
        ? {
            name: contact.name,
            role: contact.role,
            email: contact.email ?? '',
            phone: contact.phone ?? '',
            languages: contact.languages,
            receivesEscalations: contact.receivesEscalations,
          }
        : EMPTY,
    );
  }, [contact, setValues]);
  const submit = form.onSubmit(
    async (values) => {
      try {
        const request = toRequest(values);
        await change.mutateAsync(contact ? { kind: 'save', id: contact.id, contact: request } : { kind: 'add', contact: request });
        notify.success('support:club.saved');
        onClose();
      } catch (err) {
        form.setErrors(apiFieldErrors(err));
        notify.apiError('support:club.saveError', err);
      }
    },
    (errors, _values, event) => focusFirstError(event?.currentTarget, errors),
  );
  return (
    <Modal opened={contact !== undefined} onClose={onClose} title={contact ? t('club.editContact') : t('club.addContact')}>
      <form onSubmit={submit} noValidate data-testid="contact-form">
        <Stack>
          <TextInput label={t('club.name')} required {...form.getInputProps('name')} />
          <Select
            label={t('club.role')}
            required
            allowDeselect={false}
            data={SupportContactRole.options.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
            {...form.getInputProps('role')}
          />
          <TextInput label={t('club.email')} type="email" {...form.getInputProps('email')} />
          <TextInput label={t('club.phone')} type="tel" description={t('club.reachable')} {...form.getInputProps('phone')} />
          <MultiSelect
            label={t('club.languages')}
            required
            data={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
            {...form.getInputProps('languages')}
          />
          <Checkbox
            label={t('club.receivesEscalations')}
            description={t('club.receivesEscalationsHint')}
            data-testid="contact-escalations"
            {...form.getInputProps('receivesEscalations', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={change.isPending} data-testid="contact-save">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * A club's support: the country whose helplines its players see, and its support contacts. The same screen for the
 * club's coaches and for admins (`side` picks the routes).
 */
export function ClubSupportEditor({ side, clubId }: { side: SupportSide; clubId: number }) {
  const { t } = useTranslation('support');
  const { data } = useQuery(clubSupportQuery(side, clubId));
  const change = useChangeClubSupport(side, clubId);
  const [editing, setEditing] = useState<SupportContact | null | undefined>(undefined);
  if (!data) return null;
  const setCountry = async (value: string | null) => {
    try {
      if (!value) return;
      await change.mutateAsync({ kind: 'country', country: Country.parse(value) });
      notify.success('support:club.saved');
    } catch (err) {
      notify.apiError('support:club.saveError', err);
    }
  };
  // Removing a contact asks first and says what follows (every destructive action asks first).
  const remove = (contact: SupportContact) =>
    modals.openConfirmModal({
      title: t('club.removeTitle', { name: contact.name }),
      children: <Text size="sm">{t('club.removeText', { name: contact.name })}</Text>,
      labels: { confirm: t('club.remove'), cancel: t('cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-remove-contact' } as never,
      cancelProps: { 'data-testid': 'keep-contact' } as never,
      onConfirm: async () => {
        try {
          await change.mutateAsync({ kind: 'remove', id: contact.id });
          notify.success('support:club.removed');
        } catch (err) {
          notify.apiError('support:club.saveError', err);
        }
      },
    });
  return (
    <Stack gap="lg" data-testid="club-support">
      <ClubSupportSummary support={data} />
      <CountrySelect
        label={t('club.country')}
        description={t('club.countryHelp')}
        maw={360}
        value={data.country}
        onChange={setCountry}
        data-testid="club-country"
      />
      <section aria-labelledby="contacts-title">
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h4" id="contacts-title">
            {t('club.contactsTitle')}
          </Title>
          <Button onClick={() => setEditing(null)} data-testid="contact-add">
            {t('club.addContact')}
          </Button>
        </Group>
        {data.contacts.length === 0 ? (
          <Text c="dimmed">{t('club.noContacts')}</Text>
        ) : (
          <ResponsiveTable label={t('club.contactsTitle')} minWidth={560}>
            <Table striped data-testid="contacts-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('club.name')}</Table.Th>
                  <Table.Th>{t('club.role')}</Table.Th>
                  <Table.Th>{t('club.reach')}</Table.Th>
                  <Table.Th>{t('club.languages')}</Table.Th>
                  <Table.Th>{t('club.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.contacts.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>{c.name}</Table.Td>
                    <Table.Td>{t(`roles.${c.role}`)}</Table.Td>
                    <Table.Td>{[c.phone, c.email].filter(Boolean).join(' · ')}</Table.Td>
                    <Table.Td>
                      {c.languages.map((l) => t(`languages.${l}`)).join(', ')}
                      {c.receivesEscalations ? (
                        <Text size="xs" c="dimmed">
                          {t('club.escalationsShort')}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button size="xs" variant="default" onClick={() => setEditing(c)}>
                          {t('club.edit')}
                        </Button>
                        <Button size="xs" variant="subtle" color="red" onClick={() => remove(c)} data-testid="contact-remove">
                          {t('club.remove')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ResponsiveTable>
        )}
      </section>
      <ContactModal side={side} clubId={clubId} contact={editing} onClose={() => setEditing(undefined)} />
    </Stack>
  );
}

function ClubSupportSummary({ support }: { support: ClubSupport }) {
  const { t } = useTranslation('support');
  return (
    <Card withBorder padding="sm">
      <Text fw={700}>{support.club}</Text>
      <Text size="sm" c="gray.7">
        {t('club.intro')}
      </Text>
    </Card>
  );
}
