import type { Language } from '@club-pulse/contracts/constants';
import { ANSWER_LABEL_KEYS, type DraftText, QUIZ_LIMITS, type QuizDraft } from '@club-pulse/contracts/quiz-document';
import { Button, Card, Group, NativeSelect, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { nativeName } from '../../../lib/language-names.ts';

type KeyTerm = QuizDraft['keyTerms'][number];
type Question = QuizDraft['questions'][number];

export interface ContentFieldsProps {
  content: QuizDraft;
  language: Language;
  readOnly: boolean;
  onChange: (update: (content: QuizDraft) => QuizDraft) => void;
}

/**
 * A field of a published version: read-only (its text can still be selected and copied), and grey without a
 * border, so that it does not look like a field to type in. A draft's field is an ordinary one.
 */
export const lockedField = (readOnly: boolean) => ({ readOnly, variant: readOnly ? 'filled' : 'default' }) as const;

const withText = (text: DraftText, language: Language, value: string): DraftText => ({ ...text, [language]: value });
const replaceAt = <T,>(list: T[], index: number, item: T) => list.map((old, i) => (i === index ? item : old));
/** The list with the entry at `from` moved to `to` (the order players answer the questions in). */
function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const out = [...list];
  const [item] = out.splice(from, 1);
  if (item !== undefined) out.splice(to, 0, item);
  return out;
}

/** The answer labels in the language being written: the five levels and "not relevant". */
export function AnswerLabelFields({ content, language, readOnly, onChange }: ContentFieldsProps) {
  const { t } = useTranslation('quizzes');
  const lang = nativeName(language);
  return (
    <Stack gap="xs" component="section" data-testid="answer-label-fields">
      <Title order={3} size="h4">
        {t('editor.answerLabels')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('editor.answerLabelsHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {ANSWER_LABEL_KEYS.map((key) => (
          <TextInput
            key={key}
            label={
              key === 'notRelevant' ? t('editor.answerNotRelevant', { language: lang }) : t('editor.answerLevel', { level: key, language: lang })
            }
            description={key === '1' ? t('editor.answerLowest') : key === '5' ? t('editor.answerHighest') : undefined}
            value={content.answerLabels[key]?.[language] ?? ''}
            data-path={`answerLabels.${key}.${language}`}
            maxLength={QUIZ_LIMITS.answerLabel}
            {...lockedField(readOnly)}
            onChange={(e) => {
              const value = e.currentTarget.value;
              onChange((c) => ({ ...c, answerLabels: { ...c.answerLabels, [key]: withText(c.answerLabels[key] ?? {}, language, value) } }));
            }}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The key terms: each one's code (one for every language), and its name and description in the language being written. */
export function KeyTermFields({ content, language, readOnly, onChange }: ContentFieldsProps) {
  const { t } = useTranslation('quizzes');
  const lang = nativeName(language);
  const update = (index: number, change: (kt: KeyTerm) => KeyTerm) =>
    onChange((c) => ({ ...c, keyTerms: replaceAt(c.keyTerms, index, change(c.keyTerms[index] as KeyTerm)) }));
  return (
    <Stack gap="xs" component="section" data-testid="key-term-fields">
      <Title order={3} size="h4">
        {t('editor.keyTerms')}
      </Title>
      {content.keyTerms.map((kt, i) => (
        <Card
          // biome-ignore lint/suspicious/noArrayIndexKey: key terms are edited in place; the code changes as it is typed
          key={i}
          withBorder
          padding="sm"
          role="group"
          aria-label={t('editor.keyTermNumber', { number: i + 1 })}
          tabIndex={-1}
          data-path={`keyTerms[${i}]`}
          data-testid="key-term"
        >
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600} size="sm">
                {t('editor.keyTermNumber', { number: i + 1 })}
              </Text>
              {!readOnly && (
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-xs"
                  onClick={() => onChange((c) => ({ ...c, keyTerms: c.keyTerms.filter((_, j) => j !== i) }))}
                  aria-label={t('editor.removeKeyTermNamed', { number: i + 1 })}
                >
                  {t('editor.remove')}
                </Button>
              )}
            </Group>
            <TextInput
              label={t('editor.code')}
              description={t('editor.codeHint')}
              value={kt.code}
              data-path={`keyTerms[${i}].code`}
              maxLength={QUIZ_LIMITS.code}
              {...lockedField(readOnly)}
              onChange={(e) => {
                const code = e.currentTarget.value;
                // The questions of this key term follow its new code.
                onChange((c) => ({
                  ...c,
                  keyTerms: replaceAt(c.keyTerms, i, { ...(c.keyTerms[i] as KeyTerm), code }),
                  questions: c.questions.map((q) => (q.keyTerm === kt.code && kt.code ? { ...q, keyTerm: code } : q)),
                }));
              }}
            />
            <TextInput
              label={t('editor.keyTermName', { language: lang })}
              value={kt.name[language] ?? ''}
              data-path={`keyTerms[${i}].name.${language}`}
              maxLength={QUIZ_LIMITS.keyTermName}
              {...lockedField(readOnly)}
              onChange={(e) => {
                const value = e.currentTarget.value;
                update(i, (old) => ({ ...old, name: withText(old.name, language, value) }));
              }}
            />
            <Textarea
              label={t('editor.keyTermDescription', { language: lang })}
              value={kt.description[language] ?? ''}
              data-path={`keyTerms[${i}].description.${language}`}
              maxLength={QUIZ_LIMITS.description}
              autosize
              minRows={2}
              {...lockedField(readOnly)}
              onChange={(e) => {
                const value = e.currentTarget.value;
                update(i, (old) => ({ ...old, description: withText(old.description, language, value) }));
              }}
            />
          </Stack>
        </Card>
      ))}
      {!readOnly && content.keyTerms.length < QUIZ_LIMITS.keyTerms && (
        <Group>
          <Button
            variant="light"
            size="compact-sm"
            onClick={() => onChange((c) => ({ ...c, keyTerms: [...c.keyTerms, { code: '', name: {}, description: {} }] }))}
            // A quiz without key terms is refused at publishing on `keyTerms`: its link leads here.
            data-path="keyTerms"
            data-testid="add-key-term"
          >
            {t('editor.addKeyTerm')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The questions, in the order players answer them: text and help in the language being written, key term, scoring direction. */
const REVERSED_HINT_ID = 'quiz-reversed-hint';
/** A question's statement in the outline: its first 60 characters. */
const outlineText = (text: string) => (text.trim().length > 60 ? `${text.trim().slice(0, 59)}…` : text.trim());

export function QuestionFields({ content, language, readOnly, onChange }: ContentFieldsProps) {
  const { t } = useTranslation('quizzes');
  const lang = nativeName(language);
  const update = (index: number, change: (q: Question) => Question) =>
    onChange((c) => ({ ...c, questions: replaceAt(c.questions, index, change(c.questions[index] as Question)) }));
  const keyTerms = content.keyTerms
    .filter((kt) => kt.code.trim())
    .map((kt) => ({ value: kt.code, label: kt.name[language]?.trim() ? `${kt.name[language]} (${kt.code})` : kt.code }));
  /** The outline's choice: the question's card takes the focus (and the screen scrolls to it). */
  const goTo = (index: number) => {
    const card = document.querySelector<HTMLElement>(`[data-testid="question"][data-path="questions[${index}]"]`);
    card?.scrollIntoView({ block: 'start' });
    card?.focus();
  };
  return (
    <Stack gap="xs" component="section" data-testid="question-fields">
      <Title order={3} size="h4">
        {t('editor.questions')}
      </Title>
      {/* Said once for every question's switch (each refers to it), not under each of 24 switches. */}
      <Text size="sm" c="dimmed" id={REVERSED_HINT_ID} data-testid="reversed-hint">
        {t('editor.reversed')}: {t('editor.reversedHint')}
      </Text>
      {content.questions.length > 1 && (
        <NativeSelect
          label={t('editor.goToQuestion')}
          data-testid="question-outline"
          value=""
          w={{ base: '100%', sm: 420 }}
          onChange={(e) => {
            if (e.currentTarget.value !== '') goTo(Number(e.currentTarget.value));
          }}
          data={[
            { value: '', label: '—' },
            ...content.questions.map((q, i) => ({
              value: String(i),
              label: `${i + 1}. ${outlineText(q.text[language] ?? '') || t('editor.questionNumber', { number: i + 1 })}`,
            })),
          ]}
        />
      )}
      {content.questions.map((q, i) => (
        <Card
          // biome-ignore lint/suspicious/noArrayIndexKey: questions are edited in place, in their order
          key={i}
          withBorder
          padding="sm"
          role="group"
          aria-label={t('editor.questionNumber', { number: i + 1 })}
          tabIndex={-1}
          data-path={`questions[${i}]`}
          data-testid="question"
        >
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600} size="sm">
                {t('editor.questionNumber', { number: i + 1 })}
              </Text>
              {!readOnly && (
                <Group gap={4}>
                  <Button
                    variant="subtle"
                    size="compact-xs"
                    disabled={i === 0}
                    onClick={() => onChange((c) => ({ ...c, questions: move(c.questions, i, i - 1) }))}
                    aria-label={t('editor.moveUpNamed', { number: i + 1 })}
                  >
                    {t('editor.moveUp')}
                  </Button>
                  <Button
                    variant="subtle"
                    size="compact-xs"
                    disabled={i === content.questions.length - 1}
                    onClick={() => onChange((c) => ({ ...c, questions: move(c.questions, i, i + 1) }))}
                    aria-label={t('editor.moveDownNamed', { number: i + 1 })}
                  >
                    {t('editor.moveDown')}
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-xs"
                    onClick={() => onChange((c) => ({ ...c, questions: c.questions.filter((_, j) => j !== i) }))}
                    aria-label={t('editor.removeQuestionNamed', { number: i + 1 })}
                  >
                    {t('editor.remove')}
                  </Button>
                </Group>
              )}
            </Group>
            <TextInput
              label={t('editor.questionText', { language: lang })}
              value={q.text[language] ?? ''}
              data-path={`questions[${i}].text.${language}`}
              maxLength={QUIZ_LIMITS.questionText}
              {...lockedField(readOnly)}
              onChange={(e) => {
                const value = e.currentTarget.value;
                update(i, (old) => ({ ...old, text: withText(old.text, language, value) }));
              }}
            />
            <Textarea
              label={t('editor.questionHelp', { language: lang })}
              value={q.help[language] ?? ''}
              data-path={`questions[${i}].help.${language}`}
              maxLength={QUIZ_LIMITS.help}
              autosize
              minRows={2}
              {...lockedField(readOnly)}
              onChange={(e) => {
                const value = e.currentTarget.value;
                update(i, (old) => ({ ...old, help: withText(old.help, language, value) }));
              }}
            />
            <Group gap="md" align="flex-end" wrap="wrap">
              <Select
                label={t('editor.questionKeyTerm')}
                data={keyTerms}
                value={q.keyTerm || null}
                data-path={`questions[${i}].keyTerm`}
                onChange={(v) => update(i, (old) => ({ ...old, keyTerm: v ?? '' }))}
                {...lockedField(readOnly)}
                allowDeselect={false}
                w={{ base: '100%', xs: 280 }}
              />
              <Switch
                label={t('editor.reversed')}
                aria-describedby={REVERSED_HINT_ID}
                checked={q.reversed}
                data-path={`questions[${i}].reversed`}
                disabled={readOnly}
                onChange={(e) => {
                  const reversed = e.currentTarget.checked;
                  update(i, (old) => ({ ...old, reversed }));
                }}
              />
            </Group>
          </Stack>
        </Card>
      ))}
      {!readOnly && content.questions.length < QUIZ_LIMITS.questions && (
        <Group>
          <Button
            variant="light"
            size="compact-sm"
            onClick={() =>
              onChange((c) => ({
                ...c,
                questions: [...c.questions, { keyTerm: c.keyTerms[0]?.code ?? '', text: {}, help: {}, reversed: false }],
              }))
            }
            data-path="questions"
            data-testid="add-question"
          >
            {t('editor.addQuestion')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
