import { type AdminComplianceResponse, type ComplianceCategory, hasVersionLine, withoutVersionLine } from '@club-pulse/contracts/compliance';
import { LANGUAGES, type Language } from '@club-pulse/contracts/constants';
import { validationMessageKey } from '@club-pulse/contracts/validation-messages';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http.ts';
import { nativeName } from '../../../lib/language-names.ts';
import { notify } from '../../../lib/notify.ts';
import { adminComplianceQuery } from '../api/admin-compliance.ts';
import { publishCompliance } from '../api/publish-compliance.ts';
import { type Contents, clearDraft, type LanguageState, languageState, readDraft, saveDraft } from '../lib/compliance-draft.ts';
import { ChangeSummaryFields } from './change-summary-fields.tsx';
import { ComplianceDiff } from './compliance-diff.tsx';
import { ComplianceDocumentView } from './compliance-document.tsx';

type Mode = 'edit' | 'preview' | 'diff';
const MARKER_COLOR: Record<LanguageState | 'error', string> = { written: 'green', unchanged: 'gray', empty: 'orange', error: 'red' };

/**
 * The errors of a refused publication by field (`contents.es`, `contents`, `changeSummary.de`), in the interface
 * language. A change summary is missing unless the server names another of the contracts' rules (too long…).
 */
function fieldErrorsOf(err: unknown, t: (key: string) => string): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  const summaryError = (message: string) => {
    const rule = validationMessageKey(message);
    return rule && rule !== 'required' ? t(`validation.${rule}`) : t('adminCompliance.summaryRequired');
  };
  return Object.fromEntries(
    err.errors
      .filter((e) => e.field)
      .map((e) => [
        e.field as string,
        e.field === 'contents'
          ? t('adminCompliance.unchangedError')
          : e.field?.startsWith('changeSummary')
            ? summaryError(e.message)
            : t('adminCompliance.required'),
      ]),
  );
}

/**
 * Publishes a new version of the usage terms or the privacy policy: one editor per language, each starting from
 * the current version's text, with a preview as members read it and a line diff against the current version.
 * The new version needs a text in every language and a change in at least one; a confirmation says how many
 * members will have to accept it (the server's count) and, after the first version, asks what changed in every
 * language (members read it in theirs). The version number is never part of a text: the preview states the next
 * one above it, as members read the published one. The draft is kept in sessionStorage.
 */
export function CompliancePublisher({ category }: { category: ComplianceCategory }) {
  const { t } = useTranslation('public');
  const query = useQuery(adminComplianceQuery(category));
  const [generation, setGeneration] = useState(0);
  if (query.isPending) {
    return (
      <Group gap="xs" aria-live="polite">
        <Loader size="xs" />
        <Text size="sm">{t('adminCompliance.loading')}</Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" role="alert" data-testid="compliance-load-error">
        {t('terms.loadError')}
      </Alert>
    );
  }
  // A new key after this admin's own publication: the editor starts again from it. Another admin's publication
  // keeps the editor, and the texts being written (the editor says what happened).
  return (
    <Editor
      key={`${category}-${generation}`}
      current={query.data}
      onRefresh={() => query.refetch()}
      onPublished={() => setGeneration((g) => g + 1)}
    />
  );
}

function Editor({
  current,
  onRefresh,
  onPublished,
}: {
  current: AdminComplianceResponse;
  onRefresh: () => Promise<{ data?: AdminComplianceResponse }>;
  onPublished: () => void;
}) {
  const { t } = useTranslation('public');
  const client = useQueryClient();
  const category = current.category as ComplianceCategory;
  const [draft] = useState(() => readDraft(category));
  // The version these texts are written against, and its texts when known (not for a draft of an older version
  // brought back from storage).
  const [base, setBase] = useState<number | null>(() => (draft ? draft.baseVersion : current.version));
  const [baseTexts, setBaseTexts] = useState<Contents | null>(() => (base === current.version ? current.contents : null));
  const [contents, setContents] = useState<Contents>(() => draft?.contents ?? { ...current.contents });
  const edited = baseTexts === null || LANGUAGES.some((l) => contents[l] !== baseTexts[l]);
  // Another version was published since `base`: the texts written are kept, and must be compared with it first.
  const stale = base !== current.version;
  // When a publication attempt finds a newer version, the keyboard goes to the way forward (the button it had is off).
  const compareButton = useRef<HTMLButtonElement>(null);
  const attempted = useRef(false);
  useEffect(() => {
    if (stale && attempted.current) compareButton.current?.focus();
  }, [stale]);
  const [lang, setLang] = useState<Language>('en');
  // "Bearbeiten · Vorschau · Änderungen" do not fit side by side on a phone.
  const narrow = useMediaQuery('(max-width: 48em)');
  const wide = useMediaQuery('(min-width: 75em)');
  const [mode, setMode] = useState<Mode>('edit');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [toAccept, setToAccept] = useState(current.membersToAccept);
  // What changed, per language (every one required once a version exists: members read it in their own), and the
  // admin's word that the languages left as they were need no change.
  const [summary, setSummary] = useState<Partial<Record<Language, string>>>({});
  const summaryInputs = useRef<Partial<Record<Language, HTMLInputElement | null>>>({});
  const [unchangedConfirmed, setUnchangedConfirmed] = useState(false);

  useEffect(() => (edited ? saveDraft(category, base, contents) : clearDraft(category)), [category, base, contents, edited]);
  // Another admin published while nothing was written here: simply start from their version.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new current version moves the base
  useEffect(() => {
    if (stale && !edited) moveToCurrent(true);
  }, [current.version]);

  /** Writes from now on against the current version: its texts too when nothing was written yet. */
  const moveToCurrent = (withTexts: boolean) => {
    setBase(current.version);
    setBaseTexts(current.contents);
    if (withTexts) setContents({ ...current.contents });
  };

  const states = useMemo(
    () => Object.fromEntries(LANGUAGES.map((l) => [l, languageState(contents[l], current.contents[l])])) as Record<Language, LanguageState>,
    [contents, current.contents],
  );
  const missing = LANGUAGES.filter((l) => states[l] === 'empty');
  const nothingChanged = current.version != null && LANGUAGES.every((l) => states[l] === 'unchanged');
  // Languages left as they were while others changed: members reading them accept again a text that did not change.
  const unchanged = current.version != null ? LANGUAGES.filter((l) => states[l] === 'unchanged') : [];
  const needsSummary = current.version != null;
  const canConfirm = unchanged.length === 0 || unchangedConfirmed;
  const nextVersion = (current.version ?? 0) + 1;
  const documentName = t(category === 0 ? 'terms.usageTermsTitle' : 'terms.privacyPolicyTitle');

  const publish = useMutation({
    mutationFn: () => publishCompliance({ category, contents, basedOnVersion: base, ...(needsSummary ? { changeSummary: summary } : {}) }),
    onSuccess: async (res) => {
      setConfirming(false);
      clearDraft(category);
      notify.success('public:adminCompliance.published', { version: res.version, count: res.membersToAccept });
      onPublished();
      await client.invalidateQueries({ queryKey: ['compliance', res.category] });
      await client.invalidateQueries({ queryKey: ['admin', 'compliance', res.category] });
    },
    onError: async (err) => {
      const fieldErrors = fieldErrorsOf(err, t);
      // A refused summary is corrected in the dialog itself; anything else closes it.
      if (!Object.keys(fieldErrors).some((f) => f.startsWith('changeSummary'))) setConfirming(false);
      setErrors(fieldErrors);
      notify.apiError('public:adminCompliance.publishError', err);
      // Someone published first: fetch their version, which the editor then asks to compare with.
      if (err instanceof ApiError && err.code === 'ComplianceVersionChanged') await onRefresh().catch(() => undefined);
    },
  });

  const edit = (value: string) => {
    setContents((c) => ({ ...c, [lang]: value }));
    setErrors((e) => {
      const { [`contents.${lang}`]: _gone, contents: _unchanged, ...rest } = e;
      return rest;
    });
  };

  /** Publishes once every language says what changed; each one missing gets its error, and the first the focus. */
  const confirmPublication = () => {
    const summaryMissing = needsSummary ? LANGUAGES.filter((l) => !summary[l]?.trim()) : [];
    if (summaryMissing.length > 0) {
      setErrors((e) => ({ ...e, ...Object.fromEntries(summaryMissing.map((l) => [`changeSummary.${l}`, t('adminCompliance.summaryRequired')])) }));
      const first = summaryMissing[0];
      if (first) summaryInputs.current[first]?.focus();
      return;
    }
    publish.mutate();
  };

  const openConfirmation = async () => {
    attempted.current = true;
    setConfirming(true);
    // The number of members changes as they register: ask the server again when the admin is about to decide.
    const fresh = await onRefresh().catch(() => undefined);
    if (fresh?.data) setToAccept(fresh.data.membersToAccept);
    // Another version came out meanwhile: no confirmation of a publication that would replace it unseen.
    if (fresh?.data && fresh.data.version !== base) setConfirming(false);
  };

  const marker = (l: Language) => (errors[`contents.${l}`] ? 'error' : states[l]);
  const label = t('adminCompliance.content', { document: documentName, language: nativeName(lang) });
  const preview = (
    <Paper withBorder p="md" role="region" aria-label={label} tabIndex={0} mah={480} style={{ overflowY: 'auto' }} data-testid="compliance-preview">
      {contents[lang].trim() ? (
        <ComplianceDocumentView version={nextVersion} publishedAt={null} content={withoutVersionLine(contents[lang])} />
      ) : (
        <Text size="sm">{t('adminCompliance.previewEmpty')}</Text>
      )}
    </Paper>
  );

  return (
    <Stack gap="md">
      {category === 0 && (
        <Alert color="orange" variant="light">
          {t('adminCompliance.usageTermsWarning')}
        </Alert>
      )}
      <Text size="sm" data-testid="compliance-current-version">
        {current.version == null ? t('adminCompliance.noVersion') : t('adminCompliance.currentVersion', { version: current.version })}
      </Text>
      {stale && current.version != null && (
        <Alert
          color="orange"
          role="alert"
          title={t('adminCompliance.versionChangedTitle', { version: current.version })}
          data-testid="compliance-version-changed"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('adminCompliance.versionChanged', { version: current.version })}</Text>
            <Button
              size="xs"
              variant="light"
              color="orange"
              onClick={() => {
                moveToCurrent(false);
                setMode('diff');
              }}
              ref={compareButton}
              data-testid="compliance-compare-new"
            >
              {t('adminCompliance.compareWithNew', { version: current.version })}
            </Button>
          </Stack>
        </Alert>
      )}
      <Tabs value={lang} onChange={(v) => v && setLang(v as Language)} keepMounted={false}>
        <Tabs.List aria-label={t('adminCompliance.languages')}>
          {LANGUAGES.map((l) => (
            <Tabs.Tab
              key={l}
              value={l}
              data-testid={`compliance-language-${l}`}
              rightSection={
                <Badge size="xs" variant="light" color={MARKER_COLOR[marker(l)]} data-testid={`compliance-marker-${l}`}>
                  {t(`adminCompliance.marker.${marker(l)}`)}
                </Badge>
              }
            >
              <span lang={l}>{nativeName(l)}</span>
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <SegmentedControl
        fullWidth
        orientation={narrow ? 'vertical' : 'horizontal'}
        aria-label={t('adminCompliance.mode')}
        value={mode}
        onChange={(v) => setMode(v as Mode)}
        data={[
          { value: 'edit', label: t('adminCompliance.edit') },
          { value: 'preview', label: t('adminCompliance.preview') },
          { value: 'diff', label: t('adminCompliance.diff') },
        ]}
        data-testid="compliance-mode"
      />
      {mode === 'edit' && (
        <SimpleGrid cols={wide ? 2 : 1} spacing="md">
          <Textarea
            label={label}
            description={t('adminCompliance.markdown')}
            required
            autosize
            minRows={8}
            maxRows={20}
            value={contents[lang]}
            onChange={(e) => edit(e.currentTarget.value)}
            error={errors[`contents.${lang}`]}
            data-path={`contents.${lang}`}
            data-testid={`compliance-content-${lang}`}
          />
          {/* On a wide screen the text as members will read it stays beside the one being written. */}
          {wide && preview}
        </SimpleGrid>
      )}
      {/* The version is never typed: the view states it above the text, from the number it will have. */}
      {mode !== 'diff' && hasVersionLine(contents[lang]) && (
        <Text size="sm" c="dimmed" data-testid="compliance-version-line">
          {t('adminCompliance.versionLineLeftOut')}
        </Text>
      )}
      {mode === 'preview' && preview}
      {mode === 'diff' && <ComplianceDiff current={current.contents[lang]} draft={contents[lang]} label={label} />}
      {errors.contents && (
        <Alert color="red" role="alert" data-testid="compliance-unchanged-error">
          {errors.contents}
        </Alert>
      )}
      {missing.length > 0 && (
        <Text size="sm" c="dimmed" data-testid="compliance-missing">
          {t('adminCompliance.missing', { languages: missing.map(nativeName).join(', ') })}
        </Text>
      )}
      {missing.length === 0 && nothingChanged && (
        <Text size="sm" c="dimmed" data-testid="compliance-nothing-changed">
          {t('adminCompliance.nothingChanged')}
        </Text>
      )}
      <Group justify="flex-end">
        <Button onClick={openConfirmation} disabled={missing.length > 0 || nothingChanged || stale} data-testid="compliance-publish">
          {t('adminCompliance.publish', { version: nextVersion })}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('adminCompliance.confirmTitle', { document: documentName, version: nextVersion })}
      >
        <Stack data-testid="compliance-confirm">
          <Text fw={600} data-testid="compliance-confirm-count">
            {category === 0 ? t('adminCompliance.confirmCount', { count: toAccept }) : t('adminCompliance.confirmNobody')}
          </Text>
          <Text size="sm">{category === 0 ? t('adminCompliance.confirmWhatFollows') : t('adminCompliance.confirmPrivacy')}</Text>
          <Text size="sm">{t('adminCompliance.confirmEveryLanguage', { version: nextVersion })}</Text>
          {unchanged.length > 0 && (
            <Alert color="orange" variant="light" title={t('adminCompliance.unchangedTitle')} data-testid="compliance-unchanged-languages">
              <Stack gap="xs">
                <Text size="sm">
                  {t('adminCompliance.unchangedLanguages', { languages: unchanged.map(nativeName).join(', '), version: current.version })}
                </Text>
                <Checkbox
                  label={t('adminCompliance.unchangedConfirm')}
                  checked={unchangedConfirmed}
                  onChange={(e) => setUnchangedConfirmed(e.currentTarget.checked)}
                  data-testid="compliance-unchanged-confirm"
                />
              </Stack>
            </Alert>
          )}
          {needsSummary && (
            <ChangeSummaryFields
              summary={summary}
              errors={errors}
              onChange={(l, value) => {
                setSummary((s) => ({ ...s, [l]: value }));
                setErrors(({ [`changeSummary.${l}`]: _gone, ...rest }) => rest);
              }}
              inputs={summaryInputs.current}
            />
          )}
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" onClick={() => setConfirming(false)} data-testid="compliance-confirm-cancel">
              {t('adminCompliance.cancel')}
            </Button>
            <Button onClick={confirmPublication} loading={publish.isPending} disabled={!canConfirm} data-testid="compliance-confirm-publish">
              {t('adminCompliance.publish', { version: nextVersion })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
