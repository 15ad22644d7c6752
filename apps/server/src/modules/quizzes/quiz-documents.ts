import { ANSWER_LABEL_KEYS, type DraftText, inLanguageOrder, type QuizDraft } from '@club-pulse/contracts/quiz-document';
import type { VersionRow } from './quizzes.repository.ts';
import type * as repo from './quizzes.repository.ts';

type ContentRows = Awaited<ReturnType<typeof repo.publishedContentRows>>;

/**
 * A version's content in the format of a quiz file (docs/quiz-format.md): a draft's as saved, a published
 * version's from its rows. Texts are written in the order of the contracts' languages and the labels in their
 * own order, whatever order the database kept the JSON keys in, so that an export is the same file every time.
 */
export function contentOf(
  version: Pick<VersionRow, 'status' | 'draft' | 'name' | 'category' | 'hasKeyTermSummary' | 'answerLabels'>,
  rows?: ContentRows,
): QuizDraft {
  const source: QuizDraft =
    version.status === 'draft' && version.draft
      ? version.draft
      : {
          name: version.name,
          category: version.category,
          hasKeyTermSummary: version.hasKeyTermSummary,
          answerLabels: (version.answerLabels ?? {}) as QuizDraft['answerLabels'],
          keyTerms: (rows?.keyTerms ?? []).map((kt) => ({ code: kt.code, name: kt.name, description: kt.description ?? {} })),
          questions: (rows?.questions ?? []).map((q) => ({ keyTerm: q.keyTerm, text: q.text, help: q.help ?? {}, reversed: q.reversed })),
        };
  return {
    name: source.name,
    category: source.category,
    hasKeyTermSummary: source.hasKeyTermSummary,
    answerLabels: Object.fromEntries(
      ANSWER_LABEL_KEYS.map((key) => [key, inLanguageOrder(source.answerLabels?.[key] as DraftText | undefined)]),
    ) as QuizDraft['answerLabels'],
    keyTerms: source.keyTerms.map((kt) => ({ code: kt.code, name: inLanguageOrder(kt.name), description: inLanguageOrder(kt.description) })),
    questions: source.questions.map((q) => ({
      keyTerm: q.keyTerm,
      text: inLanguageOrder(q.text),
      help: inLanguageOrder(q.help),
      reversed: q.reversed,
    })),
  };
}
