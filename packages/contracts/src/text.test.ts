import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RegisterPlayerRequest } from './account.ts';
import { freeText, isAllowedText, singleLineText } from './text.ts';
import { VALIDATION_MESSAGES, validationMessageKey } from './validation-messages.ts';

const MESSAGE = VALIDATION_MESSAGES.forbiddenCharacters;
const c0 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code));
const LINE_BREAKS_AND_TAB = ['\t', '\n', '\r'];
const hex = (s: string) => [...s].map((ch) => `U+${ch.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`).join(' ');

/** Text people write, in every script the product may meet; all of it must pass both kinds. */
const WRITTEN_TEXT = [
  '',
  'Nora',
  'José-María Çağlar Øre Łódź',
  'e\u0301', // e + combining acute accent
  '李小龍 東京 서울',
  'مرحبا بالعالم',
  'שלום עולם',
  '\u200Fעברית\u200E mixed', // right-to-left and left-to-right marks
  '😀',
  '👩‍👩‍👧 🏳️‍🌈 👍🏽', // ZWJ sequences, variation selector, skin tone
  '𝄞 𠜎', // beyond the BMP, not emoji
  '\uFFFD', // the replacement character itself is a character
  '\u007F \u0085 \u009F', // DEL and C1 controls: stored as they are, left accepted
  '\uD7FF \uE000 \uFFFF', // the code units either side of the surrogate range
  '\uDBFF\uDFFF', // U+10FFFF, the last code point: the highest pair
];

describe('isAllowedText', () => {
  it.each(WRITTEN_TEXT)('accepts written text: %s', (text) => {
    expect(isAllowedText(text, 'singleLine')).toBe(true);
    expect(isAllowedText(text, 'freeText')).toBe(true);
  });

  it('refuses a NUL at the start, in the middle and at the end, in both kinds', () => {
    for (const text of ['\u0000', '\u0000Nora', 'No\u0000ra', 'Nora\u0000']) {
      expect(isAllowedText(text, 'singleLine'), hex(text)).toBe(false);
      expect(isAllowedText(text, 'freeText'), hex(text)).toBe(false);
    }
  });

  it('refuses a lone high surrogate: alone, at the end, before a character that is not a low surrogate, doubled', () => {
    for (const text of ['\uD800', 'abc\uD800', '\uD83Dx', '\uDBFF ', '\uD800\uD800', '😀\uD83D']) {
      expect(isAllowedText(text, 'singleLine'), hex(text)).toBe(false);
      expect(isAllowedText(text, 'freeText'), hex(text)).toBe(false);
    }
  });

  it('refuses a lone low surrogate: alone, at the start, after a character that is not a high surrogate, a pair in the wrong order', () => {
    for (const text of ['\uDC00', '\uDFFFabc', 'x\uDE00', '\uDE00\uD83D', '😀\uDE00']) {
      expect(isAllowedText(text, 'singleLine'), hex(text)).toBe(false);
      expect(isAllowedText(text, 'freeText'), hex(text)).toBe(false);
    }
  });

  it('accepts a valid surrogate pair (an emoji), also several in a row and between other text', () => {
    for (const text of ['\uD83D\uDE00', '😀😀😀', 'a😀b', '\uD800\uDC00']) {
      expect(isAllowedText(text, 'singleLine'), hex(text)).toBe(true);
      expect(isAllowedText(text, 'freeText'), hex(text)).toBe(true);
    }
  });

  it('single-line text refuses every C0 control character, U+0000 to U+001F, tab and line breaks included', () => {
    expect(c0.filter((ch) => isAllowedText(`a${ch}b`, 'singleLine'))).toEqual([]);
  });

  it('free text accepts only tab, line feed and carriage return of the C0 controls', () => {
    expect(c0.filter((ch) => isAllowedText(`a${ch}b`, 'freeText'))).toEqual(LINE_BREAKS_AND_TAB);
    expect(isAllowedText('# Title\r\n\n\t- item\n', 'freeText')).toBe(true);
  });

  it('draws the control range at U+001F: U+0020 (space) and above pass', () => {
    expect(isAllowedText('\u001F', 'singleLine')).toBe(false);
    expect(isAllowedText('\u001F', 'freeText')).toBe(false);
    expect(isAllowedText('\u0020', 'singleLine')).toBe(true);
    expect(isAllowedText('\u0020', 'freeText')).toBe(true);
  });

  it('is single-line unless told', () => {
    expect(isAllowedText('a\nb')).toBe(false);
  });
});

describe('singleLineText and freeText schemas', () => {
  it('refuse with one issue carrying the message, and skip the field’s other checks', () => {
    const result = singleLineText().trim().min(5).max(6).safeParse('\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([MESSAGE]);
  });

  it('check the text as sent, before trimming: a trailing line feed is refused in a single-line field, kept in free text', () => {
    expect(singleLineText().trim().safeParse('Nora\n').success).toBe(false);
    expect(freeText().trim().parse('  line one\nline two\n')).toBe('line one\nline two');
  });

  it('keep accepting everything else as before, with the same output', () => {
    for (const text of WRITTEN_TEXT.filter(Boolean)) {
      expect(singleLineText().trim().min(1).parse(text)).toBe(z.string().trim().min(1).parse(text));
      expect(freeText().trim().min(1).parse(text)).toBe(z.string().trim().min(1).parse(text));
    }
  });

  it('keep a custom type error, e.g. the "required" message', () => {
    expect(singleLineText({ error: VALIDATION_MESSAGES.required }).safeParse(undefined).error?.issues[0]?.message).toBe(VALIDATION_MESSAGES.required);
  });

  it('add nothing to the JSON Schema of the OpenAPI document', () => {
    const io = { io: 'input' } as const;
    expect(z.toJSONSchema(singleLineText().trim().min(1).max(120), io)).toEqual(z.toJSONSchema(z.string().trim().min(1).max(120), io));
    expect(z.toJSONSchema(freeText().max(300), io)).toEqual(z.toJSONSchema(z.string().max(300), io));
    expect(z.toJSONSchema(singleLineText().check(z.email()).max(254), io)).toEqual(z.toJSONSchema(z.email().max(254), io));
  });

  it('report the field of a request schema by its path, once, without the password-pair message', () => {
    const body = {
      name: 'Nora',
      surname: 'Player',
      email: 'nora@example.test',
      password: 'Strong1234x\u0000',
      repeatPassword: 'Strong1234x',
      birthDate: '2000-01-01',
      termsAccepted: true,
      studyToken: 'token',
    };
    const issues = RegisterPlayerRequest.safeParse(body).error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    expect(issues).toEqual([{ path: 'password', message: MESSAGE }]);
  });
});

describe('translation key', () => {
  it('is one of the validation messages the web client translates (public:validation.forbiddenCharacters)', () => {
    expect(validationMessageKey(MESSAGE)).toBe('forbiddenCharacters');
  });
});
