import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@club-pulse/contracts/constants';
import { QuizDocument, quizCompleteness, quizDocumentProblems } from '@club-pulse/contracts/quiz-document';
import { describe, expect, it } from 'vitest';
import { QUIZ_LIBRARY } from './index.ts';

const dir = fileURLToPath(new URL('.', import.meta.url));

describe('the shipped quiz library', () => {
  it('lists every file of the folder once, by its name', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(QUIZ_LIBRARY.map((q) => `${q.key}.json`).sort()).toEqual(files.sort());
  });

  it.each(QUIZ_LIBRARY.map((q) => [q.key, q.document] as const))('%s is a valid quiz file, complete in every language', (_key, document) => {
    expect(quizDocumentProblems(document)).toEqual([]);
    const quiz = QuizDocument.parse(document);
    expect(quizCompleteness(quiz).map((c) => [c.language, c.done === c.total])).toEqual(LANGUAGES.map((l) => [l, true]));
  });

  it('holds the two product quizzes: 24 questions over 6 key terms each, youth and senior', () => {
    const quizzes = QUIZ_LIBRARY.map((q) => QuizDocument.parse(q.document));
    expect(quizzes.map((q) => [q.category, q.keyTerms.length, q.questions.length])).toEqual([
      ['youth', 6, 24],
      ['senior', 6, 24],
    ]);
  });
});
