import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './constants.ts';
import {
  ANSWER_LABEL_KEYS,
  DEFAULT_ANSWER_LABELS,
  formatPath,
  QUIZ_LIMITS,
  exportFileName,
  QUIZ_PROBLEMS,
  QuizDocument,
  QuizDraft,
  quizCompleteness,
  quizContentOf,
  quizDocumentOf,
  quizDocumentProblems,
  quizProblemKey,
} from './quiz-document.ts';

const all = (text: string) => Object.fromEntries(LANGUAGES.map((lang) => [lang, `${text} (${lang})`]));

/** A valid file: two key terms, four questions (the second reversed). */
function document() {
  return {
    format: 'club-pulse/quiz',
    formatVersion: 1,
    name: 'Wellbeing',
    category: 'youth',
    hasKeyTermSummary: true,
    answerLabels: DEFAULT_ANSWER_LABELS,
    keyTerms: [
      { code: 'sleep', name: all('Sleep'), description: all('About sleep') },
      { code: 'team', name: all('Team'), description: all('About the team') },
    ],
    questions: [
      { keyTerm: 'sleep', text: all('I sleep well'), help: all('Think of last week'), reversed: false },
      { keyTerm: 'team', text: all('I feel left out'), help: all('In training'), reversed: true },
      { keyTerm: 'sleep', text: all('I wake up rested'), help: all('Most days'), reversed: false },
      { keyTerm: 'team', text: all('My teammates help me'), help: all('On and off the pitch'), reversed: false },
    ],
  };
}

const listed = (input: unknown) => quizDocumentProblems(input).map((p) => `${p.path}: ${QUIZ_PROBLEMS[p.problem]}`);

describe('QuizDocument: a quiz file', () => {
  it('accepts a complete quiz in every language, and keeps its order', () => {
    const doc = document();
    expect(quizDocumentProblems(doc)).toEqual([]);
    const parsed = QuizDocument.parse(doc);
    expect(parsed.questions.map((q) => q.text.en)).toEqual(doc.questions.map((q) => q.text.en));
    expect(quizDocumentOf(quizContentOf(parsed))).toEqual(doc);
  });

  it('names a missing text by its path and language: questions[3].text.de: required', () => {
    const doc = document();
    const text = doc.questions[3]?.text as Record<string, string>;
    delete text.de;
    expect(listed(doc)).toEqual(['questions[3].text.de: required']);
    expect(QuizDocument.safeParse(doc).success).toBe(false);
  });

  it('lists every problem of a file at once, each by its field path', () => {
    const doc = document() as Record<string, unknown> & ReturnType<typeof document>;
    doc.format = 'something-else';
    doc.name = '   ';
    doc.hasKeyTermSummary = 'yes' as unknown as boolean;
    (doc as Record<string, unknown>).colour = 'blue';
    doc.answerLabels = { ...DEFAULT_ANSWER_LABELS, '3': { ...DEFAULT_ANSWER_LABELS['3'], it: '' } };
    doc.keyTerms = [
      { code: 'sleep', name: all('Sleep'), description: all('About sleep') },
      { code: 'Team Spirit', name: all('Team'), description: all('About the team') },
      { code: 'sleep', name: { ...all('Again'), ca: 'x'.repeat(QUIZ_LIMITS.keyTermName + 1) }, description: all('Twice') },
      { code: 'unused', name: all('Unused'), description: all('Nobody asks') },
    ];
    doc.questions = [
      { keyTerm: 'sleep', text: { ...all('I sleep well'), es: 'Duermo\u0000 bien' }, help: all('Help'), reversed: false },
      { keyTerm: 'nowhere', text: all('Lost'), help: all('Help'), reversed: true },
      { keyTerm: 'sleep', text: all('No help'), reversed: false } as never,
      { keyTerm: 'sleep', text: all('Extra'), help: all('Help'), reversed: 1, weight: 2 } as never,
    ];
    expect(listed(doc)).toEqual([
      'format: is not the Club Pulse quiz format of this version',
      'name: required',
      'hasKeyTermSummary: has the wrong type',
      'answerLabels.3.it: required',
      'keyTerms[1].code: may hold only lower-case letters, digits and hyphens',
      'keyTerms[2].name.ca: is too long',
      'questions[0].text.es: The text contains characters that are not allowed',
      'questions[2].help: required',
      'questions[3].reversed: has the wrong type',
      'questions[3].weight: is not a field of the format',
      'colour: is not a field of the format',
      'keyTerms[2].code: is the code of another key term',
      'questions[1].keyTerm: names no key term of the quiz',
      'keyTerms[3]: has no question',
    ]);
  });

  it('refuses what is not a quiz at all, an empty quiz and too many questions', () => {
    expect(listed(null)).toEqual([': required']);
    expect(listed([1, 2])).toEqual([': has the wrong type']);
    expect(listed({ ...document(), keyTerms: [], questions: [] })).toEqual([
      'keyTerms: needs at least one entry',
      'questions: needs at least one entry',
    ]);
    const many = document();
    const two = many.questions.slice(0, 2);
    many.questions = Array.from({ length: QUIZ_LIMITS.questions + 1 }, (_, i) => two[i % 2] as (typeof two)[number]);
    expect(listed(many)).toEqual(['questions: has too many entries']);
    expect(listed({ format: 'club-pulse/quiz', formatVersion: 2 }).slice(0, 3)).toEqual([
      'formatVersion: is not the Club Pulse quiz format of this version',
      'name: required',
      'category: required',
    ]);
  });

  it('translates back from a message to its problem key, for the client', () => {
    for (const [key, message] of Object.entries(QUIZ_PROBLEMS)) expect(quizProblemKey(message)).toBe(key);
    expect(quizProblemKey('anything else')).toBeNull();
  });

  it('writes paths as the format documentation does', () => {
    expect(formatPath(['questions', 3, 'text', 'de'])).toBe('questions[3].text.de');
    expect(formatPath(['answerLabels', 'notRelevant', 'it'])).toBe('answerLabels.notRelevant.it');
    expect(formatPath([])).toBe('');
  });
});

describe('QuizDraft: a quiz being written', () => {
  const draft = () => {
    const { format: _f, formatVersion: _v, ...content } = document();
    return content;
  };

  it('may miss texts in any language, and have no key term or question yet', () => {
    const d = draft();
    d.questions[0] = { ...(d.questions[0] as (typeof d.questions)[number]), text: { en: 'Only English' } as never, help: {} as never };
    expect(QuizDraft.safeParse(d).success).toBe(true);
    expect(QuizDraft.safeParse({ ...d, keyTerms: [], questions: [] }).success).toBe(true);
  });

  it('still refuses a duplicate code, a question of no key term and an unknown field', () => {
    const d = draft();
    const result = QuizDraft.safeParse({
      ...d,
      keyTerms: [...d.keyTerms, { code: 'sleep', name: {}, description: {} }],
      questions: [...d.questions, { keyTerm: 'ghost', text: {}, help: {}, reversed: false }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => `${formatPath(i.path)}: ${i.message}`)).toEqual([
      'keyTerms[2].code: is the code of another key term',
      'questions[4].keyTerm: names no key term of the quiz',
    ]);
    expect(QuizDraft.safeParse({ ...d, extra: true }).success).toBe(false);
  });

  it('counts each language’s written texts: labels, key-term names and descriptions, question texts and helps', () => {
    const d = draft();
    const total = ANSWER_LABEL_KEYS.length + 2 * d.keyTerms.length + 2 * d.questions.length;
    d.questions[1] = { ...(d.questions[1] as (typeof d.questions)[number]), help: { ...all('Help'), de: ' ' } };
    d.keyTerms[0] = { ...(d.keyTerms[0] as (typeof d.keyTerms)[number]), name: { en: 'Sleep' } as never };
    const byLanguage = Object.fromEntries(quizCompleteness(d).map((c) => [c.language, c]));
    expect(byLanguage.en).toEqual({ language: 'en', done: total, total, missing: [] });
    expect(byLanguage.de?.missing).toEqual(['keyTerms[0].name.de', 'questions[1].help.de']);
    expect(byLanguage.de?.done).toBe(total - 2);
    expect(byLanguage.it?.missing).toEqual(['keyTerms[0].name.it']);
  });

  it('never calls a quiz without key terms or questions complete: their first entry’s texts are still to be written', () => {
    // A new draft: the product's answer labels in every language, nothing else yet.
    const empty = { answerLabels: DEFAULT_ANSWER_LABELS, keyTerms: [], questions: [] };
    for (const c of quizCompleteness(empty)) {
      expect(c.done).toBe(ANSWER_LABEL_KEYS.length);
      expect(c.total).toBe(ANSWER_LABEL_KEYS.length + 4);
      expect(c.missing).toEqual([
        `keyTerms[0].name.${c.language}`,
        `keyTerms[0].description.${c.language}`,
        `questions[0].text.${c.language}`,
        `questions[0].help.${c.language}`,
      ]);
    }
    // Key terms written in every language, no question yet: still not complete.
    const d = draft();
    const noQuestions = quizCompleteness({ ...d, questions: [] });
    for (const c of noQuestions) {
      expect(c.done).toBe(c.total - 2);
      expect(c.missing).toEqual([`questions[0].text.${c.language}`, `questions[0].help.${c.language}`]);
    }
  });
});

describe('the file name of an export', () => {
  it('is the name in plain letters and the version, the same for the server and the web client', () => {
    expect(exportFileName('Bienestar Júnior: ¿Cómo estás?', 3)).toBe('bienestar-junior-como-estas-v3.json');
    expect(exportFileName('¿¿¿', 1)).toBe('quiz-v1.json');
    expect(exportFileName('a'.repeat(80), 2)).toBe(`${'a'.repeat(60)}-v2.json`);
  });
});
