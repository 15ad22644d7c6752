import type { QuizVersionResponse } from '@club-pulse/contracts/admin-quizzes';
import { LANGUAGES, type Language, preferredLanguage } from '@club-pulse/contracts/constants';
import { QUIZ_LIMITS, type QuizDraft, quizCompleteness } from '@club-pulse/contracts/quiz-document';
import { Alert, Badge, Button, Group, Modal, SegmentedControl, Stack, Switch, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http.ts';
import { nativeName } from '../../../lib/language-names.ts';
import { notify } from '../../../lib/notify.ts';
import { useDiscardQuizDraft } from '../api/discard-quiz-draft.ts';
import { useDraftNextVersion } from '../api/draft-next-version.ts';
import { useSaveQuizDraft } from '../api/save-quiz-draft.ts';
import { MissingTexts } from './missing-texts.tsx';
import { PublishQuizButton } from './publish-quiz-button.tsx';
import { AnswerLabelFields, KeyTermFields, lockedField, QuestionFields } from './quiz-content-fields.tsx';
import { type ListedProblem, problemsOf, QuizProblems } from './quiz-problems.tsx';
import { focusProblem } from '../lib/focus-problem.ts';
import type { ProblemPlace } from '../lib/problem-text.ts';
import { QuizVersions } from './quiz-versions.tsx';

/** How much of a language is written, in whole percent (never 100 before the last text). */
const percent = (done: number, total: number) => (total === 0 ? 100 : Math.floor((done / total) * 100));

/**
 * One version of a quiz. A draft is written in every language (a switch between them, each with how much of
 * it is written) and saved; publishing checks it on the server, which lists what is missing. A published
 * version is read-only: a change is a new version (docs/decisions/0007). `preview` shows the content as a
 * player sees it (the route gives the player's screen).
 */
export function QuizEditor({
  version,
  preview,
  onOpenVersion,
  onDiscarded,
  onDirtyChange,
}: {
  version: QuizVersionResponse;
  preview: (quiz: QuizDraft, language: Language) => ReactNode;
  onOpenVersion: (id: number) => void;
  onDiscarded: () => void;
  /** Told when the draft has changes not saved yet (the route asks before leaving them). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const { t, i18n } = useTranslation('quizzes');
  const [content, setContent] = useState<QuizDraft>(version.content);
  const [dirty, setDirtyState] = useState(false);
  const setDirty = (value: boolean) => {
    setDirtyState(value);
    onDirtyChange?.(value);
  };
  // Closing the tab or reloading with unsaved changes asks first, as the browser does.
  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  // Every quiz is written in every language: the admin reads and writes it first in the language of the interface.
  const [language, setLanguage] = useState<Language>(() => preferredLanguage(i18n.language));
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  const [problems, setProblems] = useState<ListedProblem[]>([]);
  const save = useSaveQuizDraft();
  const nextVersion = useDraftNextVersion();
  const discard = useDiscardQuizDraft();
  const [confirmingDiscard, discardDialog] = useDisclosure(false);
  const readOnly = version.status !== 'draft';
  const completeness = useMemo(() => quizCompleteness(content), [content]);
  const noContent = content.keyTerms.length === 0 && content.questions.length === 0;
  // The category by its name in the member's language, as the quiz list names it (a new category: its code, until named).
  const category = content.category.trim();
  const categoryName = category ? t(`admin:categories.${category}`, { defaultValue: category }) : '';

  const change = (update: (c: QuizDraft) => QuizDraft) => {
    setContent(update);
    setDirty(true);
  };

  /** Saves the draft; true when it is stored (publishing goes on only then). */
  const saveDraft = async (): Promise<boolean> => {
    setProblems([]);
    try {
      const saved = await save.mutateAsync({ id: version.id, content });
      setContent(saved.content);
      setDirty(false);
      notify.success('quizzes:editor.saved', { name: saved.content.name });
      return true;
    } catch (err) {
      const listed = problemsOf(err);
      // The problems are listed on the page, each a link to its field: no toast over them.
      if (listed.length) setProblems(listed);
      else if (err instanceof ApiError && err.code === 'QuizVersionPublished') notify.error('quizzes:errors.QuizVersionPublished');
      else notify.apiError('quizzes:editor.saveError', err);
      return false;
    }
  };

  const startNextVersion = async () => {
    try {
      const draft = await nextVersion.mutateAsync(version.id);
      notify.success('quizzes:versions.drafted', { version: draft.version });
      onOpenVersion(draft.id);
    } catch (err) {
      notify.apiError('quizzes:versions.draftError', err);
    }
  };

  const discardDraft = async () => {
    try {
      await discard.mutateAsync(version.id);
      discardDialog.close();
      setDirty(false);
      notify.success('quizzes:editor.discarded', { name: content.name });
      onDiscarded();
    } catch (err) {
      notify.apiError('quizzes:editor.discardError', err);
    }
  };

  /** Shows a problem's field (its language, the editing view) and puts the keyboard there. */
  const goToProblem = (place: ProblemPlace) => {
    if (place.language) setLanguage(place.language);
    setMode('edit');
    focusProblem(place);
  };

  const fields = { content, language, readOnly, onChange: change };
  return (
    <Stack gap="md" data-testid="quiz-editor">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {content.name || t('editor.untitled')}
          </Title>
          <Group gap="xs">
            <Badge variant="light" tt="none" color={readOnly ? 'green' : 'yellow'} data-testid="editor-version-state">
              {t('versions.label', { version: version.version, state: t(`versions.state.${version.status}`) })}
            </Badge>
            {dirty && (
              <Text size="sm" c="orange.8" data-testid="editor-unsaved">
                {t('editor.unsaved')}
              </Text>
            )}
          </Group>
        </Stack>
        <Group gap="xs">
          {readOnly ? (
            <Button onClick={startNextVersion} loading={nextVersion.isPending} data-testid="editor-new-version">
              {t('versions.newVersion')}
            </Button>
          ) : (
            <>
              <Button variant="subtle" color="red" onClick={discardDialog.open} data-testid="discard-draft">
                {t('editor.discard')}
              </Button>
              <Button variant="default" onClick={saveDraft} loading={save.isPending} disabled={!dirty} data-testid="save-draft">
                {t('editor.save')}
              </Button>
              <PublishQuizButton
                id={version.id}
                name={content.name}
                size="sm"
                before={async () => (dirty ? saveDraft() : true)}
                content={content}
                onGoToProblem={goToProblem}
              />
            </>
          )}
        </Group>
      </Group>

      <Modal opened={confirmingDiscard} onClose={discardDialog.close} title={t('editor.discardTitle')}>
        <Stack gap="md">
          <Text size="sm">{t('editor.discardConfirm', { version: version.version })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={discardDialog.close}>
              {t('common.cancel')}
            </Button>
            <Button color="red" onClick={discardDraft} loading={discard.isPending} data-testid="discard-draft-confirm">
              {t('editor.discard')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {readOnly && (
        <Alert color="blue" variant="light" data-testid="editor-read-only">
          {t('editor.readOnly')}
        </Alert>
      )}
      <QuizProblems title={t('editor.saveRefused')} problems={problems} testId="save-problems" content={content} onGo={goToProblem} />

      <QuizVersions versions={version.versions} currentId={version.id} onOpen={onOpenVersion} />

      <SegmentedControl
        value={mode}
        onChange={(v) => setMode(v as 'edit' | 'preview')}
        data={[
          { value: 'edit', label: readOnly ? t('editor.read') : t('editor.edit') },
          { value: 'preview', label: t('editor.preview') },
        ]}
        aria-label={t('editor.mode')}
        data-testid="editor-mode"
        w={{ base: '100%', xs: 'auto' }}
      />

      {mode === 'preview' ? (
        preview(content, language)
      ) : (
        <>
          <Stack gap="xs" component="section">
            <TextInput
              label={t('editor.name')}
              description={t('editor.nameHint')}
              value={content.name}
              data-path="name"
              maxLength={QUIZ_LIMITS.name}
              {...lockedField(readOnly)}
              onChange={(e) => {
                const name = e.currentTarget.value;
                change((c) => ({ ...c, name }));
              }}
            />
            {/* A published version reads its category by name; a draft writes the code (the hint says how) and reads the name under it. */}
            <TextInput
              label={t('editor.category')}
              description={readOnly ? undefined : t('editor.categoryHint')}
              value={readOnly ? categoryName : content.category}
              data-path="category"
              maxLength={QUIZ_LIMITS.category}
              {...lockedField(readOnly)}
              onChange={(e) => {
                const category = e.currentTarget.value;
                change((c) => ({ ...c, category }));
              }}
            />
            {!readOnly && categoryName && (
              <Text size="sm" c="gray.7" mt={-4} data-testid="editor-category-name">
                {t('editor.categoryName', { name: categoryName })}
              </Text>
            )}
            <Switch
              label={t('editor.keyTermSummary')}
              description={t('editor.keyTermSummaryHint')}
              checked={content.hasKeyTermSummary}
              data-path="hasKeyTermSummary"
              disabled={readOnly}
              onChange={(e) => {
                const hasKeyTermSummary = e.currentTarget.checked;
                change((c) => ({ ...c, hasKeyTermSummary }));
              }}
            />
          </Stack>

          <Stack gap={6}>
            <Text fw={600} size="sm" id="quiz-languages">
              {t('editor.languages')}
            </Text>
            <Group gap="xs" data-testid="completeness">
              {/* Nothing to translate yet but the answer labels: no percentages that would look like a finished quiz. */}
              {noContent ? (
                <Badge variant="light" tt="none" color="gray" data-testid="completeness-no-content">
                  {t('editor.noContentYet')}
                </Badge>
              ) : (
                completeness.map((c) => (
                  <Badge
                    key={c.language}
                    variant="light"
                    tt="none"
                    color={c.done === c.total ? 'green' : 'orange'}
                    data-testid={`completeness-${c.language}`}
                  >
                    {t('editor.completeness', { language: c.language, percent: percent(c.done, c.total) })}
                  </Badge>
                ))
              )}
            </Group>
          </Stack>
          {/* An empty draft has no texts to list as missing yet (its first key term and question do not exist). */}
          {!readOnly && !noContent && <MissingTexts completeness={completeness} language={language} />}
          <Tabs value={language} onChange={(v) => v && setLanguage(v as Language)}>
            <Tabs.List aria-labelledby="quiz-languages">
              {LANGUAGES.map((l) => (
                <Tabs.Tab key={l} value={l} data-testid={`editor-language-${l}`}>
                  {nativeName(l)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <AnswerLabelFields {...fields} />
          <KeyTermFields {...fields} />
          <QuestionFields {...fields} />
        </>
      )}
    </Stack>
  );
}
