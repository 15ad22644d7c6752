import { LANGUAGES, type Language } from '@club-pulse/contracts/constants';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import type { GroupReportArea } from '../api/download-report.ts';

/** The download helpers load with the first click: a report's first screen does not need them. */
const exportsApi = () => import('../api/download-report.ts');

const asLanguage = (lang: string): Language => ((LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : 'en');

/** Runs one download at a time per button, reporting a failure once (a toast: there is no field to show it at). */
function useDownload() {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, download: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await download();
    } catch (err) {
      notify.apiError('exports:failed', err);
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

/**
 * The group report as a file: a PDF of what the screen shows, or a CSV of one of its tables (the players, and the
 * key-term summary when the study's quiz has one), in the language the screen is in. Made by the server from the
 * same report (every privacy gate applied) and audited there.
 */
export function GroupReportDownloads({ area, studyId, keyTerms = false }: { area: GroupReportArea; studyId: number; keyTerms?: boolean }) {
  const { t, i18n } = useTranslation('exports');
  const { busy, run } = useDownload();
  const lang = asLanguage(i18n.language);
  const button = (key: string, label: string, text: string, download: () => Promise<unknown>) => (
    <Button
      variant="default"
      miw={64}
      mih={44}
      loading={busy === key}
      disabled={busy !== null && busy !== key}
      aria-label={label}
      data-testid={`report-download-${key}`}
      onClick={() => run(key, download)}
    >
      {text}
    </Button>
  );
  return (
    <Group gap="xs" data-testid="report-downloads">
      <Text size="sm" fw={600}>
        {t('download')}
      </Text>
      {button('pdf', t('downloadPdfLabel'), t('downloadPdf'), async () => (await exportsApi()).downloadGroupReport(area, studyId, 'pdf', lang))}
      {button('csv', t('downloadCsvLabel'), t('downloadCsv'), async () => (await exportsApi()).downloadGroupReport(area, studyId, 'csv', lang))}
      {keyTerms &&
        button('csv-key-terms', t('downloadKeyTermsCsvLabel'), t('downloadKeyTermsCsv'), async () =>
          (await exportsApi()).downloadGroupReport(area, studyId, 'csv', lang, 'keyTerms'),
        )}
    </Group>
  );
}

/** One's own report as a PDF, in the language the screen is in. */
export function OwnReportDownload({ evaluationId }: { evaluationId: number }) {
  const { t, i18n } = useTranslation('exports');
  const { busy, run } = useDownload();
  return (
    <Group gap="xs" data-testid="report-downloads">
      <Button
        variant="default"
        mih={44}
        loading={busy === 'pdf'}
        aria-label={t('downloadPdfLabel')}
        data-testid="report-download-pdf"
        onClick={() => run('pdf', async () => (await exportsApi()).downloadOwnReport(evaluationId, asLanguage(i18n.language)))}
      >
        {`${t('download')} (${t('downloadPdf')})`}
      </Button>
    </Group>
  );
}
