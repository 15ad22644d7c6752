import { LANGUAGES, type Language } from '@club-pulse/contracts/constants';
import { type Helpline, SaveHelplineRequest } from '@club-pulse/contracts/support';
import { Alert, Anchor, Badge, Button, Checkbox, Flex, Group, Modal, MultiSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';
import { apiFieldErrors, focusFirstError, useContractForm } from '../../../lib/form.ts';
import { notify } from '../../../lib/notify.ts';
import { countryName } from '../../../lib/language-names.ts';
import { helplinesQuery, useConfirmHelpline, useSaveHelpline } from '../api/helplines.ts';
import { CountrySelect } from '../../../components/country-select.tsx';
import { CardTable, useCardMode } from '../../../components/card-table.tsx';

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

/** A source that is a web address opens in a new tab (the admin checks the number there); other text stays text. */
function Source({ helpline }: { helpline: Helpline }) {
  const { t, i18n } = useTranslation('support');
  const web = /^https?:\/\/\S+$/.test(helpline.source);
  return (
    <div style={{ minWidth: 0 }}>
      {web ? (
        <Anchor href={helpline.source} target="_blank" rel="noopener noreferrer" size="xs" style={{ overflowWrap: 'anywhere' }}>
          {helpline.source}
        </Anchor>
      ) : (
        <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
          {helpline.source}
        </Text>
      )}
      {helpline.sourceCheckedOn && (
        <Text size="xs" c="dimmed" data-testid="helpline-source-checked">
          {t('helplines.sourceCheckedOn', { date: formatDate(helpline.sourceCheckedOn, i18n.language) })}
        </Text>
      )}
    </div>
  );
}

/** A helpline's state: hidden, confirmed here (by whom and when, written out), or shown without a check here. */
function State({ helpline: h }: { helpline: Helpline }) {
  const { t, i18n } = useTranslation('support');
  if (!h.enabled)
    return (
      <Badge color="gray" {...STATE_BADGE}>
        {t('helplines.hidden')}
      </Badge>
    );
  if (!h.confirmedAt)
    return (
      <Badge color="blue" {...STATE_BADGE} data-testid="helpline-unconfirmed">
        {t('helplines.toConfirm')}
      </Badge>
    );
  return (
    <Stack gap={2} align="flex-start">
      <Badge {...STATE_BADGE} color="green">
        {t('helplines.isConfirmed')}
      </Badge>
      <Text size="xs" c="dimmed" data-testid="helpline-confirmed-by">
        {t('helplines.confirmedBy', { name: h.confirmedBy ?? '—', date: formatDate(h.confirmedAt, i18n.language) })}
      </Text>
    </Stack>
  );
}

/**
 * The installation's helplines: the shipped defaults are shown to players at once (docs/helplines.md says where each
 * comes from and when it was checked); an admin hides or edits one, adds others, and records their own check: in one
 * action ("Mark as checked today": their name and today's date, nothing else changes), or in the form with an edit.
 * A table on a wide screen, a card per helpline on a phone (CardTable), the name as the card's title.
 */
export function HelplinesAdmin() {
  const { t, i18n } = useTranslation('support');
  const { data = [] } = useQuery(helplinesQuery);
  const [editing, setEditing] = useState<Helpline | null | undefined>(undefined);
  const confirm = useConfirmHelpline();
  const cards = useCardMode();
  const unconfirmed = data.filter((h) => h.enabled && !h.confirmedAt).length;
  const markChecked = async (h: Helpline) => {
    try {
      await confirm.mutateAsync(h.id);
      notify.success('support:helplines.markedChecked', { name: h.name });
    } catch (err) {
      notify.apiError('support:helplines.markCheckedError', err);
    }
  };
  const name = (h: Helpline) => (
    <Text fw={cards ? 600 : undefined} size="sm" style={{ overflowWrap: 'anywhere' }}>
      {h.name}
    </Text>
  );
  const country = (h: Helpline) => countryName(h.country, i18n.language);
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
      <CardTable label={t('helplines.title')} minWidth={860} striped data-testid="helplines-table">
        <Table.Thead>
          <Table.Tr>
            {/* On a phone the name is the card's title: it comes first there. */}
            {!cards && <Table.Th>{t('helplines.country')}</Table.Th>}
            <Table.Th>{t('helplines.name')}</Table.Th>
            {cards && <Table.Th>{t('helplines.country')}</Table.Th>}
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
              {!cards && <Table.Td>{country(h)}</Table.Td>}
              <Table.Td>{name(h)}</Table.Td>
              {cards && <Table.Td data-label={t('helplines.country')}>{country(h)}</Table.Td>}
              <Table.Td data-label={t('helplines.number')} style={{ whiteSpace: 'nowrap' }}>
                {h.number}
              </Table.Td>
              <Table.Td data-label={t('helplines.languages')}>{h.languages.join(', ')}</Table.Td>
              <Table.Td data-label={t('helplines.status')}>
                <State helpline={h} />
              </Table.Td>
              <Table.Td data-label={t('helplines.source')}>
                <Source helpline={h} />
              </Table.Td>
              <Table.Td>
                {/* A card's actions take its width, one under the other: side by side, the German labels do not fit 360 px. */}
                <Flex gap="xs" direction={cards ? 'column' : 'row'} wrap="wrap">
                  <Button
                    size="xs"
                    variant="light"
                    fullWidth={cards}
                    loading={confirm.isPending && confirm.variables === h.id}
                    onClick={() => markChecked(h)}
                    aria-label={t('helplines.markCheckedFor', { name: h.name })}
                    data-testid="helpline-mark-checked"
                  >
                    {t('helplines.markChecked')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    fullWidth={cards}
                    onClick={() => setEditing(h)}
                    aria-label={t('helplines.editFor', { name: h.name })}
                    data-testid="helpline-edit"
                  >
                    {t('club.edit')}
                  </Button>
                </Flex>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </CardTable>
      <HelplineModal helpline={editing} onClose={() => setEditing(undefined)} />
    </Stack>
  );
}
