// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../../lib/i18n.ts';
import { describeProblem, problemKind, problemPlace, publishBlocker } from './problem-text.ts';

const content = {
  keyTerms: [
    { code: 'resilience', name: { en: 'Resilience', es: 'Resiliencia' } },
    { code: 'x', name: {} },
  ],
};
const say = (field: string, message: string) => describeProblem({ field, message }, i18n.t, i18n.language, content);

describe('the place of a quiz problem', () => {
  it('reads a text of a question in the file notation and in the request notation alike', () => {
    const place = { area: 'question', index: 2, field: 'text', language: 'es', path: 'questions[2].text.es' };
    expect(problemPlace('questions[2].text.es')).toEqual(place);
    expect(problemPlace('content.questions.2.text.es')).toEqual(place);
  });

  it('reads a question field of no language, a key term as a whole, an answer label and a quiz setting', () => {
    expect(problemPlace('questions[5].reversed')).toEqual({ area: 'question', index: 5, field: 'reversed', path: 'questions[5].reversed' });
    expect(problemPlace('keyTerms[4]')).toEqual({ area: 'keyTerm', index: 4, path: 'keyTerms[4]' });
    expect(problemPlace('answerLabels.notRelevant.de')).toEqual({
      area: 'answerLabel',
      label: 'notRelevant',
      language: 'de',
      path: 'answerLabels.notRelevant.de',
    });
    expect(problemPlace('name')).toEqual({ area: 'quiz', field: 'name', path: 'name' });
    expect(problemPlace('questions')).toEqual({ area: 'quiz', field: 'questions', path: 'questions' });
  });

  it('names an unknown field, and the whole file when there is no field', () => {
    expect(problemPlace('questions[0].text.fr')).toMatchObject({ area: 'question', index: 0, field: 'text', unknown: 'fr' });
    expect(problemPlace('colour')).toEqual({ area: 'quiz', field: 'colour', path: 'colour' });
    expect(problemPlace('')).toEqual({ area: 'file', path: '' });
    expect(problemPlace(undefined)).toEqual({ area: 'file', path: '' });
  });

  it('knows the problems of the format and the forbidden characters of every request', () => {
    expect(problemKind('required')).toBe('required');
    expect(problemKind('is the code of another key term')).toBe('duplicateCode');
    expect(problemKind('Too small: expected string to have >=1 characters')).toBe('other');
  });
});

describe('a quiz problem in plain words', () => {
  it('names the question and the language of a missing text', () => {
    expect(say('questions[2].text.es', 'required')).toBe('Question 3, Spanish: the text is missing');
    expect(say('content.questions.0.help.de', 'is too long')).toBe('Question 1, German: the help is too long');
  });

  it('names a key term by its number and its name', () => {
    expect(say('keyTerms[0].name.es', 'required')).toBe('Key term 1 (Resilience), Spanish: the name is missing');
    expect(say('keyTerms[0]', 'has no question')).toBe('Key term 1 (Resilience): no question measures this key term');
    expect(say('keyTerms[1].code', 'is the code of another key term')).toBe('Key term 2: the code is already used by another key term');
  });

  it('names answer labels, the quiz settings, unknown fields and the file', () => {
    expect(say('answerLabels.3.it', 'required')).toBe('Answer level 3, Italian: the label is missing');
    expect(say('answerLabels.notRelevant.en', 'is too long')).toBe('The “not relevant” answer, English: the label is too long');
    expect(say('category', 'may hold only lower-case letters, digits and hyphens')).toBe(
      'Quiz: the category may hold only lower-case letters, digits and hyphens',
    );
    expect(say('questions[5].reverse', 'is not a field of the format')).toBe('Question 6: “reverse” is not a field of the format');
    expect(say('', 'is not a JSON file')).toBe('The file: it is not a JSON file');
    expect(say('questions', 'needs at least one entry')).toBe('Quiz: the list of questions needs at least one entry');
  });

  it('speaks the interface language, with the key term named in it', async () => {
    await changeLanguage('es');
    expect(say('keyTerms[0].name.de', 'required')).toBe('Concepto clave 1 (Resiliencia), Alemán: falta el nombre');
  });
});

describe('what keeps a draft from being published', () => {
  const missingText = (field: string) => ({ field, message: 'required' });

  it('is translation when every problem is a text missing in a language', () => {
    expect(
      publishBlocker([missingText('questions[0].text.de'), missingText('answerLabels.notRelevant.it'), missingText('keyTerms[1].name.es')]),
    ).toBe('texts');
  });

  it('is content when the quiz has no key terms or no questions, whatever else is missing', () => {
    expect(
      publishBlocker([
        { field: 'keyTerms', message: 'needs at least one entry' },
        { field: 'questions', message: 'needs at least one entry' },
      ]),
    ).toBe('content');
    expect(publishBlocker([missingText('keyTerms[0].name.de'), { field: 'questions', message: 'needs at least one entry' }])).toBe('content');
  });

  it('is another problem when the draft breaks a rule that is no missing text', () => {
    expect(publishBlocker([missingText('questions[0].text.de'), { field: 'keyTerms[2]', message: 'has no question' }])).toBe('other');
    expect(publishBlocker([missingText('name')])).toBe('other');
    expect(publishBlocker([{ field: 'keyTerms[0].code', message: 'is the code of another key term' }])).toBe('other');
  });
});
