import { LANGUAGES, type Language } from '@club-pulse/contracts/constants';
import { ANSWER_LABEL_KEYS, type DraftText, type QuizDraft } from '@club-pulse/contracts/quiz-document';
import { Alert, Badge, Button, Group, Loader, Paper, Progress, Select, Stack, Text } from '@mantine/core';
import { loadCatalogue } from '@club-pulse/texts/browser';
import { createInstance, type i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RULE_VALUES } from '@club-pulse/texts/rule-values';
import { nativeName } from '../../../lib/language-names.ts';
import { AnswerScale } from './answer-scale.tsx';
import { QuestionHelp } from './question-help.tsx';
import classes from './quiz-preview.module.css';

/**
 * The player's texts in the preview's language, whatever the admin's: an i18next instance of its own (the
 * admin's language does not change), with the quiz's answer labels where the quiz has them.
 */
async function previewTranslations(language: Language, labels: QuizDraft['answerLabels']): Promise<I18n> {
  const player = (await loadCatalogue(language, 'player')) ?? {};
  const own = Object.fromEntries(ANSWER_LABEL_KEYS.flatMap((key) => (labels[key]?.[language]?.trim() ? [[key, labels[key][language]]] : [])));
  const answers = { ...(player.answers as Record<string, string> | undefined), ...own };
  const instance = createInstance();
  await instance.init({
    lng: language,
    fallbackLng: false,
    ns: ['player'],
    defaultNS: 'player',
    resources: { [language]: { player: { ...player, answers } } },
    interpolation: { escapeValue: false, defaultVariables: RULE_VALUES },
  });
  return instance;
}

const textIn = (text: DraftText | undefined, language: Language) => text?.[language]?.trim() ?? '';

/** One question as the continue screen shows it: progress, key term, help, statement, the answer scale. */
function PreviewQuestion({
  quiz,
  language,
  index,
  answer,
  onAnswer,
  onMove,
  onFinish,
}: {
  quiz: QuizDraft;
  language: Language;
  index: number;
  answer: string | null;
  onAnswer: (value: string) => void;
  onMove: (index: number) => void;
  onFinish: () => void;
}) {
  const { t } = useTranslation('player');
  const [missing, setMissing] = useState(false);
  const question = quiz.questions[index];
  if (!question) return null;
  const total = quiz.questions.length;
  const keyTerm = quiz.keyTerms.find((kt) => kt.code === question.keyTerm);
  const last = index === total - 1;
  const next = () => {
    if (answer === null) {
      setMissing(true);
      return;
    }
    setMissing(false);
    if (last) onFinish();
    else onMove(index + 1);
  };
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group justify="space-between">
          <Text fw={600} data-testid="question-progress">
            {t('continue.progress', { current: index + 1, total })}
          </Text>
        </Group>
        <Progress value={Math.round((index / total) * 100)} size="lg" aria-label={t('continue.progress', { current: index + 1, total })} />
      </Stack>
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Badge variant="light" color="gray" tt="none" data-testid="question-key-term">
              {textIn(keyTerm?.name, language) || question.keyTerm}
            </Badge>
            <QuestionHelp help={textIn(question.help, language) || null} />
          </Group>
          <Text size="lg" fw={600} data-testid="question-text">
            {textIn(question.text, language)}
          </Text>
        </Stack>
      </Paper>
      <AnswerScale
        value={answer}
        onChange={(v) => {
          onAnswer(v);
          setMissing(false);
        }}
        onConfirm={next}
      />
      {missing && (
        <Alert color="orange" role="alert">
          {t('continue.chooseAnswer')}
        </Alert>
      )}
      <Group justify="space-between" wrap="nowrap">
        <Button variant="default" disabled={index === 0} onClick={() => onMove(index - 1)} data-testid="previous-question">
          {t('continue.previous')}
        </Button>
        <Button onClick={next} data-testid="next-question">
          {last ? t('continue.finish') : t('continue.next')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * A quiz as a player sees it, on a phone, in a chosen language, question by question: the player's own
 * components, answers kept in this screen only (nothing is sent, nothing stored).
 */
export function QuizPreview({ quiz, initialLanguage }: { quiz: QuizDraft; initialLanguage: Language }) {
  const { t } = useTranslation('quizzes');
  const [language, setLanguage] = useState<Language>(initialLanguage);
  const [translations, setTranslations] = useState<I18n | null>(null);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [finished, setFinished] = useState(false);

  useEffect(() => {
    let current = true;
    setTranslations(null);
    previewTranslations(language, quiz.answerLabels).then((instance) => current && setTranslations(instance));
    return () => {
      current = false;
    };
  }, [language, quiz.answerLabels]);

  const restart = () => {
    setAnswers({});
    setIndex(0);
    setFinished(false);
  };

  return (
    <Stack gap="sm" data-testid="quiz-preview">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('preview.language')}
          data={LANGUAGES.map((l) => ({ value: l, label: nativeName(l) }))}
          value={language}
          onChange={(v) => v && setLanguage(v as Language)}
          allowDeselect={false}
          w={200}
          data-testid="preview-language"
        />
        <Button variant="default" onClick={restart} data-testid="preview-restart">
          {t('preview.restart')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('preview.nothingStored')}
      </Text>
      <div className={classes.phone} lang={language} data-testid="preview-phone">
        {quiz.questions.length === 0 ? (
          <Text c="dimmed">{t('preview.noQuestions')}</Text>
        ) : finished ? (
          <Stack gap="sm" data-testid="preview-finished">
            <Text fw={600}>{t('preview.finished')}</Text>
            <Button onClick={restart}>{t('preview.restart')}</Button>
          </Stack>
        ) : translations ? (
          <I18nextProvider i18n={translations}>
            <PreviewQuestion
              key={`${language}-${index}`}
              quiz={quiz}
              language={language}
              index={Math.min(index, quiz.questions.length - 1)}
              answer={answers[index] ?? null}
              onAnswer={(value) => setAnswers((a) => ({ ...a, [index]: value }))}
              onMove={setIndex}
              onFinish={() => setFinished(true)}
            />
          </I18nextProvider>
        ) : (
          <Loader size="sm" />
        )}
      </div>
    </Stack>
  );
}
