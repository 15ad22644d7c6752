import { type ComplianceCategory, PublishComplianceRequest } from '@club-pulse/contracts/compliance';
import { LANGUAGES, type Language } from '@club-pulse/contracts/constants';
import { Alert, Button, Group, Paper, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { useMutation, useQueries } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { complianceTextQuery } from '../../../features/compliance/api/compliance-text.ts';
import { publishCompliance } from '../../../features/compliance/api/publish-compliance.ts';
import { useContractForm } from '../../../lib/form.ts';
import { notify } from '../../../lib/notify.ts';
import { queryClient } from '../../../lib/query-client.ts';

type Contents = Record<Language, string>;
const noContents = () => Object.fromEntries(LANGUAGES.map((lang) => [lang, ''])) as Contents;

/** The current texts of the usage terms, in every language, are loaded before entry. */
export async function loader() {
  await Promise.all(LANGUAGES.map((lang) => queryClient.ensureQueryData(complianceTextQuery(0, lang)).catch(() => null)));
  return null;
}

/** Publishes a new version of the usage terms or the privacy policy (English required, other languages optional). */
export function Component() {
  const { t } = useTranslation('public');
  const [category, setCategory] = useState<ComplianceCategory>(0);
  // English is required; another language is sent only when written (its readers get English otherwise).
  const toRequest = useCallback(
    ({ contents }: { contents: Contents }): PublishComplianceRequest => ({
      category,
      contents: {
        en: contents.en,
        ...Object.fromEntries(LANGUAGES.filter((lang) => lang !== 'en' && contents[lang].trim()).map((lang) => [lang, contents[lang]])),
      },
    }),
    [category],
  );
  const form = useContractForm({ initialValues: { contents: noContents() }, schema: PublishComplianceRequest, toRequest });
  const { setValues } = form;
  const current = useQueries({ queries: LANGUAGES.map((lang) => complianceTextQuery(category, lang)) });
  const loadedKey = current.map((q) => q.data?.version ?? '-').join(',');

  // Start from the published texts of the chosen category (only those really written in each language).
  // biome-ignore lint/correctness/useExhaustiveDependencies: refill only when the category or the loaded versions change
  useEffect(() => {
    const next = noContents();
    LANGUAGES.forEach((lang, i) => {
      const doc = current[i]?.data;
      if (doc && doc.language === lang) next[lang] = doc.content;
    });
    setValues({ contents: next });
  }, [category, loadedKey]);

  const mutation = useMutation({
    mutationFn: publishCompliance,
    onSuccess: async (res) => {
      notify.success('public:adminCompliance.published', { version: res.version });
      await queryClient.invalidateQueries({ queryKey: ['compliance', res.category] });
    },
    onError: (err) => notify.apiError('public:adminCompliance.publishError', err),
  });

  const submit = form.onSubmit((values) => mutation.mutate(toRequest(values)));

  return (
    <div data-testid="admin-compliance">
      <PageTitle text={t('adminCompliance.title')} />
      <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
        <Stack>
          <SegmentedControl
            aria-label={t('adminCompliance.category')}
            value={String(category)}
            onChange={(v) => setCategory(Number(v) as ComplianceCategory)}
            data={[
              { value: '0', label: t('terms.usageTermsTitle') },
              { value: '2', label: t('terms.privacyPolicyTitle') },
            ]}
            data-testid="compliance-category"
          />
          {category === 0 && (
            <Alert color="orange" variant="light">
              {t('adminCompliance.usageTermsWarning')}
            </Alert>
          )}
          {LANGUAGES.map((lang) => (
            <Textarea
              key={lang}
              label={t('adminCompliance.content', { language: t(`languages.${lang}`) })}
              description={lang === 'en' ? t('adminCompliance.englishRequired') : t('adminCompliance.optional')}
              required={lang === 'en'}
              autosize
              minRows={4}
              maxRows={14}
              {...form.getInputProps(`contents.${lang}`)}
              data-testid={`compliance-content-${lang}`}
            />
          ))}
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending} disabled={!form.values.contents.en.trim()} data-testid="compliance-publish">
              {t('adminCompliance.publish')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </div>
  );
}
