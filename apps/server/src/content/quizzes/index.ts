/**
 * The quiz library shipped with Club Pulse: quiz files in the documented format (docs/quiz-format.md), one per
 * quiz, named by their library key. An admin installs them on any installation (`modules/quizzes`); the demo
 * data installs them from here too, so the content has one source. To add a quiz to the library, add its file
 * and a line below; `library.test.ts` checks every file against the contracts' QuizDocument.
 */
import wellbeingSenior from './wellbeing-senior.json' with { type: 'json' };
import wellbeingYouth from './wellbeing-youth.json' with { type: 'json' };

export interface LibraryFile {
  /** The file's name without `.json`: what an installed quiz remembers (`quiz_families.library_key`). */
  key: string;
  /** The file's content, as read: checked by QuizDocument before use. */
  document: unknown;
}

export const QUIZ_LIBRARY: readonly LibraryFile[] = [
  { key: 'wellbeing-youth', document: wellbeingYouth },
  { key: 'wellbeing-senior', document: wellbeingSenior },
];
