import { LANGUAGES, type Language } from '@club-pulse/contracts/constants';
import { type Helpline, SaveHelplineRequest } from '@club-pulse/contracts/support';
import { Alert, Badge, Button, Checkbox, Group, Modal, MultiSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';
import { apiFieldErrors, focusFirstError, useContractForm } from '../../../lib/form.ts';
import { notify } from '../../../lib/notify.ts';
import { countryName } from '../../../lib/language-names.ts';
import { helplinesQuery, useSaveHelpline } from '../api/helplines.ts';
import { CountrySelect } from '../../../components/country-select.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';

/** A helpline's state in a table cell: a sentence ("Shown, not checked here") that wraps, so not a capitalised pill. */
const STATE_BADGE = { tt: 'none', radius: 'sm', size: 'md' } as const;

interface Values extends Record<string, unknown> {
  country: string | null;
  languages: string[];
  name: string;
  number: string;
  description: string;
  source: string;
  enabled: boolean;
  confirmed: boolean;
}
const EMPTY: Values = { country: 'ES', languages: [], name: '', number: '', description: '', source: '', enabled: true, confirmed: false };
const toRequest = (v: Values): SaveHelplineRequest => ({
  country: (v.country ?? '') as SaveHelplineRequest['country'],
  languages: v.languages as Language[],
  name: v.name.trim(),
  number: v.number.trim(),
  description: v.description.trim(),
  source: v.source.trim(),
  enabled: v.enabled,
  confirmed: v.confirmed,
});

function HelplineModal({ helpline, onClose }: { helpline: Helpline | null | undefined; onClose: () => void }) {
  const { t } = useTranslation('support');
  const form = useContractForm({ initialValues: EMPTY, schema: SaveHelplineRequest, toRequest });
  const save = useSaveHelpline();
  const { setValues } = form;
  useEffect(() => {
    if (helpline === undefined) return;
    setValues(helpline ? { ...helpline, confirmed: helpline.confirmedAt !== null } : EMPTY);
  }, [helpline, setValues]);
  const submit = form.onSubmit(
    async (values) => {
      try {
        await save.mutateAsync({ id: helpline?.id ?? null, helpline: toRequest(values) });
        notify.success('support:helplines.saved');
        onClose();
      } catch (err) {
        form.setErrors(apiFieldErrors(err));
        notify.apiError('support:helplines.saveError', err);
      }
    },
    (errors, _values, event) => focusFirstError(event?.currentTarget, errors),
  );
  return (
    <Modal opened={helpline !== undefined} onClose={onClose} title={helpline ? t('helplines.edit') : t('helplines.add')} size="lg">
      <form onSubmit={submit} noValidate data-testid="helpline-form">
        <Stack>
          <CountrySelect label={t('helplines.country')} required {...form.getInputProps('country')} />
          <MultiSelect
            label={t('helplines.languages')}
            required
            data={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
            {...form.getInputProps('languages')}
          />
          <TextInput label={t('helplines.name')} required {...form.getInputProps('name')} />
          <TextInput label={t('helplines.number')} required type="tel" {...form.getInputProps('number')} />
          <TextInput label={t('helplines.description')} {...form.getInputProps('description')} />
          <TextInput label={t('helplines.source')} {...form.getInputProps('source')} />
          <Checkbox label={t('helplines.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
          <Checkbox
            label={t('helplines.confirmed')}
            description={t('helplines.confirmedHelp')}
            data-testid="helpline-confirmed"
            {...form.getInputProps('confirmed', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="helpline-save">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * The installation's helplines: the shipped defaults are shown to players at once (docs/helplines.md says where each
 * comes from and when it was checked); an admin hides or edits one, adds others, and records their own check.
 */
export function HelplinesAdmin() {
  const { t, i18n } = useTranslation('support');
  const { data = [] } = useQuery(helplinesQuery);
  const [editing, setEditing] = useState<Helpline | null | undefined>(undefined);
  const unconfirmed = data.filter((h) => h.enabled && !h.confirmedAt).length;
  return (
    <Stack gap="md" data-testid="helplines-admin">
      <Text>{t('helplines.intro')}</Text>
      {unconfirmed > 0 && (
        <Alert color="blue" title={t('helplines.unconfirmedTitle', { count: unconfirmed })} data-testid="helplines-unconfirmed">
          {t('helplines.unconfirmedText')}
        </Alert>
      )}
      <Group>
        <Button onClick={() => setEditing(null)} data-testid="helpline-add">
          {t('helplines.add')}
        </Button>
      </Group>
      <ResponsiveTable label={t('helplines.title')} minWidth={720}>
        <Table striped data-testid="helplines-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('helplines.country')}</Table.Th>
              <Table.Th>{t('helplines.name')}</Table.Th>
              <Table.Th>{t('helplines.number')}</Table.Th>
              <Table.Th>{t('helplines.languages')}</Table.Th>
              <Table.Th>{t('helplines.status')}</Table.Th>
              <Table.Th>{t('helplines.source')}</Table.Th>
              <Table.Th>{t('club.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((h) => (
              <Table.Tr key={h.id} data-testid="helpline-row">
                <Table.Td>{countryName(h.country, i18n.language)}</Table.Td>
                <Table.Td>{h.name}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{h.number}</Table.Td>
                <Table.Td>{h.languages.join(', ')}</Table.Td>
                <Table.Td>
                  {!h.enabled ? (
                    <Badge color="gray" {...STATE_BADGE}>
                      {t('helplines.hidden')}
                    </Badge>
                  ) : h.confirmedAt ? (
                    <Badge
                      {...STATE_BADGE}
                      color="green"
                      title={t('helplines.confirmedBy', { name: h.confirmedBy ?? '—', date: formatDate(h.confirmedAt, i18n.language) })}
                    >
                      {t('helplines.isConfirmed')}
                    </Badge>
                  ) : (
                    <Badge color="blue" {...STATE_BADGE} data-testid="helpline-unconfirmed">
                      {t('helplines.toConfirm')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="xs">{h.source}</Text>
                </Table.Td>
                <Table.Td>
                  <Button size="xs" variant="default" onClick={() => setEditing(h)} data-testid="helpline-edit">
                    {h.confirmedAt ? t('club.edit') : t('helplines.check')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ResponsiveTable>
      <HelplineModal helpline={editing} onClose={() => setEditing(undefined)} />
    </Stack>
  );
}
