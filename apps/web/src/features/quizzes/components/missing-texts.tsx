import type { Language } from '@club-pulse/contracts/constants';
import type { LanguageCompleteness } from '@club-pulse/contracts/quiz-document';
import { List, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { nativeName } from '../../../lib/language-names.ts';

const FIELD_KEYS: Record<string, string> = { name: 'fieldName', description: 'fieldDescription', text: 'fieldStatement', help: 'fieldHelp' };

/** A missing text's place, in words: "Question 4 · statement", "Level 1", "Key term 2 · description". */
export function describeText(path: string, t: TFunction): string {
  const label = /^answerLabels\.([^.]+)\./.exec(path);
  if (label) return label[1] === 'notRelevant' ? t('editor.notRelevant') : t('editor.level', { level: label[1] });
  const entry = /^(keyTerms|questions)\[(\d+)\]\.(\w+)\./.exec(path);
  if (!entry) return path;
  const [, list, index, field] = entry;
  const number = Number(index) + 1;
  const where = list === 'keyTerms' ? t('editor.keyTermNumber', { number }) : t('editor.questionNumber', { number });
  return `${where} · ${t(`editor.${FIELD_KEYS[field as string] ?? 'fieldName'}`)}`;
}

/** The texts still missing in the language being written, where a translator finds them. */
export function MissingTexts({ completeness, language }: { completeness: LanguageCompleteness[]; language: Language }) {
  const { t } = useTranslation('quizzes');
  const missing = completeness.find((c) => c.language === language)?.missing ?? [];
  if (!missing.length) return null;
  return (
    <details data-testid="missing-texts">
      <summary>
        <Text span size="sm" fw={500}>
          {`${t('editor.missingIn', { language: nativeName(language) })}: ${missing.length}`}
        </Text>
      </summary>
      <List size="sm" spacing={2} mt={4} mah={200} style={{ overflowY: 'auto' }}>
        {missing.map((path) => (
          <List.Item key={path}>{describeText(path, t)}</List.Item>
        ))}
      </List>
    </details>
  );
}
