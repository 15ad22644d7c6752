import { COMPLIANCE_CATEGORY, LANGUAGES, type Language } from '@club-pulse/contracts/constants';
import { type ComplianceTemplatesResponse, fillTemplate, TEMPLATE_PLACEHOLDERS, TemplateValuesFields } from '@club-pulse/contracts/setup';
import { Alert, Box, Button, Group, Loader, Paper, SegmentedControl, Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/form.ts';
import { i18n, loadLanguage } from '../../../lib/i18n.ts';
import { nativeName } from '../../../lib/language-names.ts';
import { notify } from '../../../lib/notify.ts';
import { useComplianceTemplates } from '../api/get-compliance-templates.ts';
import { publishCompliance } from '../api/publish-compliance.ts';
import { ComplianceMarkdown } from './compliance-markdown.tsx';

type Documents = ComplianceTemplatesResponse;
type DocumentKey = keyof Documents;
const DOCUMENTS: DocumentKey[] = ['usageTerms', 'privacyPolicy'];
const CATEGORY: Record<DocumentKey, 0 | 2> = { usageTerms: COMPLIANCE_CATEGORY.usageTerms, privacyPolicy: COMPLIANCE_CATEGORY.privacyPolicy };
const PLACEHOLDERS = Object.values(TEMPLATE_PLACEHOLDERS);

/**
 * Usage terms and privacy policy from the templates shipped with Club Pulse: the admin names the organisation
 * and the contact address (filled into every text's placeholders), reads and edits each document in each
 * language (Markdown, with a preview), and publishes both through the compliance module. Publishing waits
 * until no placeholder is left.
 */
export function ComplianceTemplatesEditor({ published }: { published: boolean }) {
  const { t } = useTranslation('setup');
  const client = useQueryClient();
  const templates = useComplianceTemplates();
  const [texts, setTexts] = useState<Documents | null>(null);
  const [doc, setDoc] = useState<DocumentKey>('usageTerms');
  const [lang, setLang] = useState<Language>('en');
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  const [publishing, setPublishing] = useState(false);
  // On a phone the two documents' names do not fit side by side.
  const narrow = useMediaQuery('(max-width: 36em)');
  const fields = useContractForm({ initialValues: { organisation: '', contactEmail: '' }, schema: TemplateValuesFields });

  useEffect(() => {
    if (templates.data && !texts) setTexts(templates.data);
  }, [templates.data, texts]);

  // Every document and language that still holds a placeholder.
  const left = useMemo(
    () =>
      texts
        ? DOCUMENTS.flatMap((d) =>
            LANGUAGES.filter((l) => PLACEHOLDERS.some((p) => texts[d][l].includes(p))).map((l) => `${t(`terms.${d}`)} (${nativeName(l)})`),
          )
        : [],
    [texts, t],
  );

  if (templates.isPending) {
    return (
      <Group gap="xs" aria-live="polite">
        <Loader size="xs" />
        <Text size="sm">{t('terms.loading')}</Text>
      </Group>
    );
  }
  if (templates.isError || !texts) {
    return (
      <Alert color="red" role="alert">
        {t('terms.loadError')}
      </Alert>
    );
  }

  const fill = fields.onSubmit((values) => {
    // Only the placeholders still in a text are replaced: what the admin edited stays.
    setTexts((current) =>
      current
        ? {
            usageTerms: Object.fromEntries(LANGUAGES.map((l) => [l, fillTemplate(current.usageTerms[l], values)])) as Documents['usageTerms'],
            privacyPolicy: Object.fromEntries(
              LANGUAGES.map((l) => [l, fillTemplate(current.privacyPolicy[l], values)]),
            ) as Documents['privacyPolicy'],
          }
        : current,
    );
    notify.info('setup:terms.filled', { organisation: values.organisation.trim(), contactEmail: values.contactEmail.trim() });
  });

  const edit = (value: string) => setTexts((current) => (current ? { ...current, [doc]: { ...current[doc], [lang]: value } } : current));

  async function publish() {
    if (!texts || left.length) return;
    setPublishing(true);
    try {
      // Published again over an earlier version: what changed, in every language, as members will read it.
      if (published) await Promise.all(LANGUAGES.map(loadLanguage));
      const changeSummary = published
        ? Object.fromEntries(LANGUAGES.map((l) => [l, i18n.getFixedT(l, 'setup')('terms.republishedSummary')]))
        : undefined;
      const [usage, privacy] = await Promise.all(
        DOCUMENTS.map((d) => publishCompliance({ category: CATEGORY[d], contents: texts[d], ...(changeSummary ? { changeSummary } : {}) })),
      );
      notify.success('setup:terms.published', { usage: usage?.version, privacy: privacy?.version });
      await Promise.all([client.invalidateQueries({ queryKey: ['compliance'] }), client.invalidateQueries({ queryKey: ['admin', 'setup'] })]);
    } catch (err) {
      notify.apiError('setup:terms.publishError', err);
    } finally {
      setPublishing(false);
    }
  }

  const label = t('terms.content', { document: t(`terms.${doc}`), language: nativeName(lang) });
  return (
    <Stack gap="md" data-testid="setup-terms-step">
      <Text size="sm">{t('terms.intro')}</Text>
      {published && (
        <Alert color="blue" variant="light">
          {t('terms.alreadyPublished')}
        </Alert>
      )}
      <Box component="form" onSubmit={fill} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('terms.organisation')}
            description={t('terms.organisationHint')}
            required
            maxLength={200}
            {...fields.getInputProps('organisation')}
            data-testid="terms-organisation"
          />
          <TextInput
            label={t('terms.contactEmail')}
            description={t('terms.contactEmailHint')}
            type="email"
            required
            maxLength={254}
            {...fields.getInputProps('contactEmail')}
            data-testid="terms-contact"
          />
          <Group justify="flex-end">
            <Button type="submit" variant="light" data-testid="terms-fill">
              {t('terms.fill')}
            </Button>
          </Group>
        </Stack>
      </Box>

      <SegmentedControl
        fullWidth
        orientation={narrow ? 'vertical' : 'horizontal'}
        aria-label={t('terms.document')}
        value={doc}
        onChange={(v) => setDoc(v as DocumentKey)}
        data={DOCUMENTS.map((d) => ({ value: d, label: t(`terms.${d}`) }))}
        data-testid="terms-document"
      />
      <Tabs value={lang} onChange={(v) => v && setLang(v as Language)} keepMounted={false}>
        <Tabs.List aria-label={t('terms.languages')}>
          {LANGUAGES.map((l) => (
            <Tabs.Tab key={l} value={l} data-testid={`terms-language-${l}`}>
              {nativeName(l)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <SegmentedControl
        aria-label={t('terms.mode')}
        value={mode}
        onChange={(v) => setMode(v as 'edit' | 'preview')}
        data={[
          { value: 'edit', label: t('terms.edit') },
          { value: 'preview', label: t('terms.preview') },
        ]}
        data-testid="terms-mode"
      />
      {mode === 'edit' ? (
        <Textarea
          label={label}
          autosize
          minRows={8}
          maxRows={20}
          value={texts[doc][lang]}
          onChange={(e) => edit(e.currentTarget.value)}
          data-testid="terms-text"
        />
      ) : (
        <Paper withBorder p="md" aria-label={label} role="region" mah={480} style={{ overflowY: 'auto' }} data-testid="terms-preview">
          <ComplianceMarkdown content={texts[doc][lang]} />
        </Paper>
      )}
      {left.length > 0 && (
        <Alert color="yellow" variant="light" data-testid="terms-placeholders-left">
          {t('terms.placeholdersLeft', { where: left.join(', ') })}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={publish} loading={publishing} disabled={left.length > 0} data-testid="terms-publish">
          {t('terms.publish')}
        </Button>
      </Group>
    </Stack>
  );
}
