import { LANGUAGES, type Language } from '@club-pulse/contracts/constants';
import { formatPath, QUIZ_LIMITS, quizProblemKey } from '@club-pulse/contracts/quiz-document';
import { validationMessageKey } from '@club-pulse/contracts/validation-messages';
import type { TFunction } from 'i18next';

/**
 * Where a problem of a quiz is, read from the server's `field`: the file's own notation (`questions[3].text.de`,
 * from import and publishing) or a request's (`content.questions.3.text.de`, from saving a draft).
 */
export interface ProblemPlace {
  area: 'file' | 'quiz' | 'answerLabel' | 'keyTerm' | 'question';
  /** The key term's or question's position, from 0. */
  index?: number;
  /** The answer label's key (`1` … `5`, `notRelevant`). */
  label?: string;
  /** The field of the quiz, key term or question (`text`, `code`, `keyTerms`…); none for the entry as a whole. */
  field?: string;
  /** A field that is not one of the format: its name as written. */
  unknown?: string;
  language?: Language;
  /** The place in the file's notation: the editor's inputs carry it as `data-path`. */
  path: string;
}

const isLanguage = (s: string | number | undefined): s is Language => typeof s === 'string' && (LANGUAGES as readonly string[]).includes(s);

/** The segments of a path in either notation; indexes of the two lists as numbers. */
function segmentsOf(field: string): Array<string | number> {
  const raw = field
    .replace(/^content(\.|$)/, '')
    .split(/[.[\]]/)
    .filter(Boolean);
  return raw.map((s, i) => (/^\d+$/.test(s) && (raw[i - 1] === 'questions' || raw[i - 1] === 'keyTerms') ? Number(s) : s));
}

/** Parses a problem's field into its place; a pure function (tests cover each kind of path). */
export function problemPlace(field: string | undefined): ProblemPlace {
  const segments = segmentsOf(field ?? '');
  const path = formatPath(segments);
  const [first, second, third, fourth, ...more] = segments;
  if (first === undefined) return { area: 'file', path };
  if ((first === 'questions' || first === 'keyTerms') && typeof second === 'number') {
    const area = first === 'questions' ? 'question' : 'keyTerm';
    if (third === undefined) return { area, index: second, path };
    if (fourth === undefined || (isLanguage(fourth) && more.length === 0))
      return { area, index: second, field: String(third), ...(isLanguage(fourth) ? { language: fourth } : {}), path };
    return { area, index: second, field: String(third), unknown: String(segments.at(-1)), path };
  }
  if (first === 'answerLabels' && second !== undefined) {
    if (third === undefined) return { area: 'answerLabel', label: String(second), path };
    if (isLanguage(third) && fourth === undefined) return { area: 'answerLabel', label: String(second), language: third, path };
    return { area: 'answerLabel', label: String(second), unknown: String(segments.at(-1)), path };
  }
  if (second === undefined) return { area: 'quiz', field: String(first), path };
  return { area: 'quiz', field: String(first), unknown: String(segments.at(-1)), path };
}

/** The problem's key (`quizzes:problems.plain.<key>`) from the server's English message. */
export function problemKind(message: string): string {
  const known = quizProblemKey(message);
  if (known) return known;
  return validationMessageKey(message) === 'forbiddenCharacters' ? 'forbiddenCharacters' : 'other';
}

/** The fields that have a name of their own in the catalogue (`quizzes:problems.field.<name>`). */
const NAMED_FIELDS = new Set([
  'name',
  'category',
  'hasKeyTermSummary',
  'format',
  'formatVersion',
  'answerLabels',
  'keyTerms',
  'questions',
  'code',
  'description',
  'text',
  'help',
  'keyTerm',
  'reversed',
]);

/** A language's name in the interface language ("Spanish", "Spanisch"). */
export function languageName(language: Language, interfaceLanguage: string): string {
  const name = new Intl.DisplayNames([interfaceLanguage], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(interfaceLanguage) + name.slice(1);
}

interface QuizLike {
  keyTerms?: unknown;
}
/** A key term's name in the interface language (English when not written), for "Key term 1 (Resilience)". */
function keyTermName(content: QuizLike | undefined, index: number, interfaceLanguage: string): string {
  const entries = Array.isArray(content?.keyTerms) ? content.keyTerms : [];
  const name = (entries[index] as { name?: Record<string, unknown> } | undefined)?.name;
  const pick = (lang: string) => (typeof name?.[lang] === 'string' ? (name[lang] as string).trim() : '');
  return pick(interfaceLanguage) || pick('en');
}

/**
 * One problem in plain words, naming its place: "Question 3, Spanish: the text is missing", "Key term 1
 * (Resilience), Spanish: the name is missing". `content`: the quiz the problem is in, for key terms' names.
 */
export function describeProblem(problem: { field?: string; message: string }, t: TFunction, interfaceLanguage: string, content?: QuizLike): string {
  const place = problemPlace(problem.field);
  const kind = problemKind(problem.message);
  const number = (place.index ?? 0) + 1;
  let where: string;
  if (place.area === 'file') where = t('quizzes:problems.place.file');
  else if (place.area === 'quiz') where = t('quizzes:problems.place.quiz');
  else if (place.area === 'question') where = t('quizzes:editor.questionNumber', { number });
  else if (place.area === 'keyTerm') {
    const name = keyTermName(content, place.index ?? 0, interfaceLanguage);
    where = name ? t('quizzes:problems.place.keyTermNamed', { number, name }) : t('quizzes:editor.keyTermNumber', { number });
  } else where = place.label === 'notRelevant' ? t('quizzes:problems.place.notRelevant') : t('quizzes:problems.place.level', { level: place.label });
  if (place.language) where = `${where}, ${languageName(place.language, interfaceLanguage)}`;

  let what: string;
  if (place.unknown !== undefined || kind === 'unknownField')
    what = t('quizzes:problems.field.unknown', { name: place.unknown ?? place.field ?? '' });
  else if (place.field && NAMED_FIELDS.has(place.field)) what = t(`quizzes:problems.field.${place.field}`);
  else if (place.field) what = t('quizzes:problems.field.unknown', { name: place.field });
  else what = t(`quizzes:problems.field.${place.area === 'answerLabel' ? 'label' : place.area}`);
  return `${where}: ${t(`quizzes:problems.plain.${kind}`, { field: what, maxMiB: QUIZ_LIMITS.documentBytes / (1024 * 1024) })}`;
}

/**
 * What keeps a draft from being published, for the lead sentence of the dialog: `texts` when every problem is a
 * text missing in a language (a translation to write), `content` when the quiz lacks key terms or questions
 * (content to add first), `other` for any other problem (a rule of the format the draft breaks).
 */
export type PublishBlocker = 'texts' | 'content' | 'other';

export function publishBlocker(problems: ReadonlyArray<{ field?: string; message: string }>): PublishBlocker {
  const places = problems.map((p) => ({ place: problemPlace(p.field), kind: problemKind(p.message) }));
  if (places.some(({ place, kind }) => kind === 'empty' && place.area === 'quiz' && (place.field === 'keyTerms' || place.field === 'questions')))
    return 'content';
  if (places.every(({ place, kind }) => kind === 'required' && place.language !== undefined && place.unknown === undefined)) return 'texts';
  return 'other';
}
