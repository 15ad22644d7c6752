import { z } from 'zod';
import { ANSWER_LEVELS, LANGUAGES, type Language } from './constants.ts';
import { freeText, singleLineText } from './text.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/**
 * A quiz as content (docs/quiz-format.md): the JSON file of the shipped library, of export and of import
 * (`QuizDocument`: every text in every language of the contracts), and the draft the admin's editor saves
 * (`QuizDraft`: the same fields, texts may still be missing). Both are checked here, on the server and in the
 * browser alike; `quizDocumentProblems` lists every problem of a file by its path (`questions[3].text.de`).
 */

export const QUIZ_DOCUMENT_FORMAT = 'club-pulse/quiz';
export const QUIZ_DOCUMENT_FORMAT_VERSION = 1;

export const QUIZ_LIMITS = {
  name: 120,
  category: 40,
  code: 40,
  keyTermName: 80,
  description: 1000,
  questionText: 400,
  help: 1000,
  answerLabel: 80,
  keyTerms: 20,
  questions: 100,
  /**
   * The largest request body of the quiz routes (import, draft): a quiz at every limit above, in texts of two-byte
   * characters, fits (the product's quizzes take about 32 KiB).
   */
  documentBytes: 2 * 1024 * 1024,
} as const;

/** The answer labels of a quiz: the five levels (1 clearly negative … 5 clearly positive) and "not relevant". */
export const ANSWER_LABEL_KEYS = [...ANSWER_LEVELS.map((level) => String(level) as `${(typeof ANSWER_LEVELS)[number]}`), 'notRelevant'] as const;
export type AnswerLabelKey = (typeof ANSWER_LABEL_KEYS)[number];

/** Codes of key terms and names of categories: lower-case letters, digits and hyphens. */
export const CODE_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

/**
 * The problems a quiz file (or a draft at publishing) can have, with the English message the server answers
 * with; the web client translates them by key (`quizzes:problems.<key>`). A forbidden character has the
 * message every request's text has (VALIDATION_MESSAGES), so that a quiz file is refused as any body is.
 */
export const QUIZ_PROBLEMS = {
  required: 'required',
  wrongType: 'has the wrong type',
  tooLong: 'is too long',
  tooMany: 'has too many entries',
  empty: 'needs at least one entry',
  unknownField: 'is not a field of the format',
  wrongFormat: 'is not the Club Pulse quiz format of this version',
  badCode: 'may hold only lower-case letters, digits and hyphens',
  forbiddenCharacters: VALIDATION_MESSAGES.forbiddenCharacters,
  duplicateCode: 'is the code of another key term',
  unknownKeyTerm: 'names no key term of the quiz',
  keyTermWithoutQuestions: 'has no question',
  notJson: 'is not a JSON file',
  tooLarge: 'is too large',
} as const;
export type QuizProblemKey = keyof typeof QUIZ_PROBLEMS;

/** The key of a problem's English message, or null (for translation on the client). */
export function quizProblemKey(message: string): QuizProblemKey | null {
  const entry = Object.entries(QUIZ_PROBLEMS).find(([, text]) => text === message);
  return entry ? (entry[0] as QuizProblemKey) : null;
}

export interface QuizProblem {
  /** Where, as in the file: `questions[3].text.de` (indexes count from 0). Empty for the file as a whole. */
  path: string;
  problem: QuizProblemKey;
}

/** A zod path as the format's documentation writes it: `questions[3].text.de`, `answerLabels.1.en`. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '');
}

type TextOf<S extends z.ZodType> = z.ZodObject<Record<Language, S>, z.core.$strict>;
/** One text in every language of the contracts, nothing else. */
const inEveryLanguage = <S extends z.ZodType>(text: S): TextOf<S> =>
  z.strictObject(Object.fromEntries(LANGUAGES.map((lang) => [lang, text])) as Record<Language, S>);

const single = (max: number) => singleLineText().trim().min(1).max(max);
const multi = (max: number) => freeText().trim().min(1).max(max);
const code = () => singleLineText().trim().min(1).max(QUIZ_LIMITS.code).regex(CODE_PATTERN);

/** The answer labels in every language (complete) or as far as written (draft). */
const answerLabels = <S extends z.ZodType>(text: S) =>
  z.strictObject(Object.fromEntries(ANSWER_LABEL_KEYS.map((key) => [key, text])) as Record<AnswerLabelKey, S>);

function quizShape<L extends z.ZodType, N extends z.ZodType, D extends z.ZodType, Q extends z.ZodType, H extends z.ZodType>(t: {
  label: L;
  keyTermName: N;
  description: D;
  question: Q;
  help: H;
  atLeastOne: 0 | 1;
}) {
  return {
    name: single(QUIZ_LIMITS.name),
    category: singleLineText().trim().min(1).max(QUIZ_LIMITS.category).regex(CODE_PATTERN),
    hasKeyTermSummary: z.boolean(),
    answerLabels: answerLabels(t.label),
    keyTerms: z
      .array(z.strictObject({ code: code(), name: t.keyTermName, description: t.description }))
      .min(t.atLeastOne)
      .max(QUIZ_LIMITS.keyTerms),
    questions: z
      .array(z.strictObject({ keyTerm: code(), text: t.question, help: t.help, reversed: z.boolean() }))
      .min(t.atLeastOne)
      .max(QUIZ_LIMITS.questions),
  };
}

const completeShape = quizShape({
  label: inEveryLanguage(single(QUIZ_LIMITS.answerLabel)),
  keyTermName: inEveryLanguage(single(QUIZ_LIMITS.keyTermName)),
  description: inEveryLanguage(multi(QUIZ_LIMITS.description)),
  question: inEveryLanguage(single(QUIZ_LIMITS.questionText)),
  help: inEveryLanguage(multi(QUIZ_LIMITS.help)),
  atLeastOne: 1,
});

/** A text being written: any language may be missing or empty. */
const partial = (text: z.ZodType<string>) =>
  z.strictObject(Object.fromEntries(LANGUAGES.map((lang) => [lang, text.optional()])) as Record<Language, z.ZodOptional<z.ZodType<string>>>);
const draftShape = quizShape({
  label: partial(singleLineText().trim().max(QUIZ_LIMITS.answerLabel)),
  keyTermName: partial(singleLineText().trim().max(QUIZ_LIMITS.keyTermName)),
  description: partial(freeText().trim().max(QUIZ_LIMITS.description)),
  question: partial(singleLineText().trim().max(QUIZ_LIMITS.questionText)),
  help: partial(freeText().trim().max(QUIZ_LIMITS.help)),
  atLeastOne: 0,
});

const documentBase = z.strictObject({
  // Text first, so that a character no text may hold is named as such, as in every other request.
  format: singleLineText().pipe(z.literal(QUIZ_DOCUMENT_FORMAT)),
  formatVersion: z.literal(QUIZ_DOCUMENT_FORMAT_VERSION),
  ...completeShape,
});

interface Structure {
  keyTerms?: unknown;
  questions?: unknown;
}
const entries = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const field = (value: unknown, key: string): unknown => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined);

/**
 * The rules between fields, read from whatever was sent (so that they are listed together with the fields'
 * own problems): key-term codes unique, every question's key term one of the quiz's, and (`complete`) every
 * key term asked by at least one question.
 */
function structureProblems(input: Structure, complete: boolean): Array<{ path: PropertyKey[]; problem: QuizProblemKey }> {
  const out: Array<{ path: PropertyKey[]; problem: QuizProblemKey }> = [];
  const codes = entries(input.keyTerms).map((kt) => field(kt, 'code'));
  const seen = new Set<unknown>();
  codes.forEach((c, i) => {
    if (typeof c !== 'string') return;
    if (seen.has(c.trim())) out.push({ path: ['keyTerms', i, 'code'], problem: 'duplicateCode' });
    seen.add(c.trim());
  });
  if (!Array.isArray(input.keyTerms)) return out;
  const asked = new Set<string>();
  entries(input.questions).forEach((q, i) => {
    const keyTerm = field(q, 'keyTerm');
    if (typeof keyTerm !== 'string') return;
    asked.add(keyTerm.trim());
    if (keyTerm.trim() && !seen.has(keyTerm.trim())) out.push({ path: ['questions', i, 'keyTerm'], problem: 'unknownKeyTerm' });
  });
  if (complete && Array.isArray(input.questions)) {
    codes.forEach((c, i) => {
      if (typeof c === 'string' && CODE_PATTERN.test(c.trim()) && !asked.has(c.trim()))
        out.push({ path: ['keyTerms', i], problem: 'keyTermWithoutQuestions' });
    });
  }
  return out;
}

const refineStructure = (complete: boolean) => (value: Structure, ctx: z.RefinementCtx) => {
  for (const p of structureProblems(value, complete)) ctx.addIssue({ code: 'custom', path: p.path, message: QUIZ_PROBLEMS[p.problem] });
};

/** A quiz file (docs/quiz-format.md): complete, in every language. */
export const QuizDocument = documentBase.superRefine(refineStructure(true));
export type QuizDocument = z.infer<typeof QuizDocument>;

/** A quiz's content while it is written: the document's fields, without the format header, texts as far as written. */
export const QuizDraft = z.strictObject(draftShape).superRefine(refineStructure(false));
export type QuizDraft = z.infer<typeof QuizDraft>;
export type QuizContent = Omit<QuizDocument, 'format' | 'formatVersion'>;

/** A text of a draft: the languages written so far. */
export type DraftText = Partial<Record<Language, string>>;

const isMissing = (value: unknown) => value === undefined || value === null;

function problemOf(issue: z.core.$ZodIssue, input: unknown): QuizProblemKey {
  let value: unknown = input;
  for (const key of issue.path) value = field(value, key as string);
  const known = quizProblemKey(issue.message);
  if (known) return known;
  if (isMissing(value)) return 'required';
  switch (issue.code) {
    case 'invalid_type':
      return 'wrongType';
    case 'too_small':
      return issue.origin === 'array' ? 'empty' : 'required';
    case 'too_big':
      return issue.origin === 'array' ? 'tooMany' : 'tooLong';
    case 'invalid_value':
      return 'wrongFormat';
    case 'invalid_format':
      return 'badCode';
    default:
      return 'wrongType';
  }
}

/** Every problem zod finds in `input`, one per field (an unknown field each on its own). */
function zodProblems(schema: z.ZodType, input: unknown): QuizProblem[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ path: formatPath([...issue.path, key]), problem: 'unknownField' as const }))
      : [{ path: formatPath(issue.path), problem: problemOf(issue, input) }],
  );
}

/**
 * Every problem of a quiz file, by path, in the order of the file's fields: missing and malformed fields,
 * unknown fields, then the rules between fields. Empty when the file is a valid `QuizDocument`.
 */
export function quizDocumentProblems(input: unknown): QuizProblem[] {
  const own = zodProblems(documentBase, input);
  const structure = input && typeof input === 'object' ? structureProblems(input as Structure, true) : [];
  const seen = new Set(own.map((p) => `${p.path} ${p.problem}`));
  return [...own, ...structure.map((p) => ({ path: formatPath(p.path), problem: p.problem })).filter((p) => !seen.has(`${p.path} ${p.problem}`))];
}

/** The document of a draft (what export writes, what publishing checks): the header and the content. */
export const quizDocumentOf = (content: QuizDraft | QuizContent) => ({
  format: QUIZ_DOCUMENT_FORMAT,
  formatVersion: QUIZ_DOCUMENT_FORMAT_VERSION,
  ...content,
});

/** The content of a document (what import stores as a draft). */
export function quizContentOf(document: QuizDocument): QuizContent {
  const { format: _format, formatVersion: _version, ...content } = document;
  return content;
}

export interface LanguageCompleteness {
  language: Language;
  /** Texts written in this language, of `total`. */
  done: number;
  total: number;
  /**
   * The paths of the missing texts (`questions[3].text.de`). While the quiz has no key term (no question), the
   * first one's texts are missing too (`keyTerms[0].name.de`): a quiz needs at least one of each to be published.
   */
  missing: string[];
}

const written = (text: DraftText | undefined, lang: Language) => (text?.[lang] ?? '').trim() !== '';

/**
 * How far each language is written, over the texts a publishable quiz has: the answer labels, each key term's
 * name and description, each question's text and help. A quiz needs at least one key term and one question,
 * so while a list is empty its first entry's texts count as not written: a quiz without key terms or questions
 * is never complete (its answer labels alone are not the quiz). A language is complete when `done === total`;
 * publishing needs all of them.
 */
export function quizCompleteness(draft: Pick<QuizDraft, 'answerLabels' | 'keyTerms' | 'questions'>): LanguageCompleteness[] {
  // At least one entry of each list (an empty one stands for the entry still to be added, all of its texts unwritten).
  const atLeastOne = <T>(list: readonly T[]): ReadonlyArray<T | undefined> => (list.length ? list : [undefined]);
  const texts: Array<[string, DraftText | undefined]> = [
    ...ANSWER_LABEL_KEYS.map((key): [string, DraftText | undefined] => [`answerLabels.${key}`, draft.answerLabels?.[key]]),
    ...atLeastOne(draft.keyTerms).flatMap(
      (kt, i): Array<[string, DraftText | undefined]> => [
        [`keyTerms[${i}].name`, kt?.name],
        [`keyTerms[${i}].description`, kt?.description],
      ],
    ),
    ...atLeastOne(draft.questions).flatMap(
      (q, i): Array<[string, DraftText | undefined]> => [
        [`questions[${i}].text`, q?.text],
        [`questions[${i}].help`, q?.help],
      ],
    ),
  ];
  return LANGUAGES.map((language) => {
    const missing = texts.filter(([, text]) => !written(text, language)).map(([path]) => `${path}.${language}`);
    return { language, done: texts.length - missing.length, total: texts.length, missing };
  });
}

/**
 * The answer labels a new quiz starts with: the wording of the player's screen before labels belonged to a
 * quiz. Migration 0008 wrote the same texts into the quizzes that existed then (a test ties the two).
 */
export const DEFAULT_ANSWER_LABELS: Record<AnswerLabelKey, Record<Language, string>> = {
  '1': { en: 'Strongly disagree', es: 'Muy en desacuerdo', ca: 'Molt en desacord', de: 'Stimme überhaupt nicht zu', it: "Per niente d'accordo" },
  '2': { en: 'Disagree', es: 'En desacuerdo', ca: 'En desacord', de: 'Stimme nicht zu', it: 'In disaccordo' },
  '3': {
    en: 'Neither agree nor disagree',
    es: 'Ni de acuerdo ni en desacuerdo',
    ca: "Ni d'acord ni en desacord",
    de: 'Weder noch',
    it: "Né d'accordo né in disaccordo",
  },
  '4': { en: 'Agree', es: 'De acuerdo', ca: "D'acord", de: 'Stimme zu', it: "D'accordo" },
  '5': { en: 'Strongly agree', es: 'Muy de acuerdo', ca: "Molt d'acord", de: 'Stimme voll zu', it: "Completamente d'accordo" },
  notRelevant: {
    en: 'Not relevant to me / I prefer not to answer',
    es: 'No me afecta / Prefiero no responder',
    ca: "No m'afecta / Prefereixo no respondre",
    de: 'Trifft auf mich nicht zu / Möchte ich nicht beantworten',
    it: 'Non mi riguarda / Preferisco non rispondere',
  },
};

/** A text in every language, in the order of LANGUAGES (a stored JSON object may hold its keys in any order). */
export function inLanguageOrder(text: DraftText | null | undefined): DraftText {
  const out: DraftText = {};
  for (const lang of LANGUAGES) if (text?.[lang] !== undefined) out[lang] = text[lang];
  return out;
}

/** The file name of a version's export (the server's attachment and the web client's download): the quiz's name in plain letters, and the version. */
export function exportFileName(name: string, version: number): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'quiz'}-v${version}.json`;
}
