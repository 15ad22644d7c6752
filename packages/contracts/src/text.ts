import { z } from 'zod';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/**
 * Text that can be stored and read back as it was sent. Every free string of a request (body, query string,
 * path) starts from `singleLineText()` or `freeText()` (an enum already accepts only its values); the
 * response-only schemas do not need them.
 *
 * The rule, on the text exactly as sent (before any trimming):
 * - never a NUL (U+0000): PostgreSQL cannot store it in a text column ("invalid byte sequence for encoding
 *   UTF8: 0x00"), which answered 500 before this check;
 * - never a lone UTF-16 surrogate (U+D800–U+DFFF outside a high-then-low pair, e.g. JSON "\ud800"): it is not
 *   a character and has no UTF-8 form; the drivers silently stored U+FFFD instead, so what was kept was not
 *   what was sent. A pair (any emoji, any character beyond U+FFFF) is one character and passes;
 * - single-line text (names, emails, codes, tokens, passwords, dates, query parameters): no C0 control
 *   character at all (U+0000–U+001F, tab and line breaks included); a form's single-line input cannot type
 *   them, so they only come from pasting or from a hand-made request;
 * - free text (descriptions, Markdown): the C0 controls except tab (U+0009), line feed (U+000A) and carriage
 *   return (U+000D), which such texts legitimately hold.
 * Everything else passes unchanged: accents, emoji, CJK, right-to-left scripts, combining marks, zero-width
 * joiners and direction marks (emoji sequences and RTL text need them), U+FFFD, and also DEL (U+007F) and the
 * C1 controls (U+0080–U+009F), which the database stores as they are. Those were accepted before and are left
 * so; refusing them would be a separate decision.
 *
 * The check runs before the field's other checks and stops them (`abort`), so a refused field gets one item,
 * with VALIDATION_MESSAGES.forbiddenCharacters (translated by the web client), and the object's own
 * refinements (date order) are not run on it. It adds nothing to the JSON Schema: the OpenAPI document is
 * unchanged.
 */
export type TextKind = 'singleLine' | 'freeText';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** Whether `value` follows the rule above for its kind of text. */
export function isAllowedText(value: string, kind: TextKind = 'singleLine'): boolean {
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit < 0x20) {
      if (kind === 'freeText' && (unit === TAB || unit === LINE_FEED || unit === CARRIAGE_RETURN)) continue;
      return false;
    }
    if (unit < 0xd800 || unit > 0xdfff) continue;
    // A high surrogate must be followed by a low one (the pair is skipped as one character); a low one alone is lone.
    const next = value.charCodeAt(i + 1);
    if (unit > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
    i++;
  }
  return true;
}

type StringParams = Parameters<typeof z.string>[0];

function textSchema(kind: TextKind, params?: StringParams) {
  return z.string(params).refine((value) => isAllowedText(value, kind), { message: VALIDATION_MESSAGES.forbiddenCharacters, abort: true });
}

/** A one-line string (name, email, code, token, password, date, query parameter); chain trim/min/max after it. */
export const singleLineText = (params?: StringParams) => textSchema('singleLine', params);

/** A string that may hold tabs and line breaks (description, Markdown); chain trim/min/max after it. */
export const freeText = (params?: StringParams) => textSchema('freeText', params);
