import { LANGUAGES } from '@club-pulse/contracts/constants';
import { describe, expect, it } from 'vitest';
import { atMostOneDecimal, oneDecimal } from './intl.ts';

// Every hundredth of the scale (the x.x5 halves included, where binary rounding errs) and a few past it.
const values = [...Array.from({ length: 10_001 }, (_, i) => i / 100), 100.05, 123.45, 999.94, 999.95, 1234.56, -1.25, 0.05, 4.35, 2.45];

describe('score numbers without Intl', () => {
  it.each(LANGUAGES)('writes every value of the scale as Intl.NumberFormat(%s) does', (lang) => {
    const fixed = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const atMost = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
    const wrong = values.filter((n) => oneDecimal(n, lang) !== fixed.format(n) || atMostOneDecimal(n, lang) !== atMost.format(n));
    expect(wrong).toEqual([]);
  });

  it("uses each language's decimal mark", () => {
    expect(oneDecimal(89.6, 'en')).toBe('89.6');
    expect(oneDecimal(89.6, 'de')).toBe('89,6');
    expect(oneDecimal(90, 'ca')).toBe('90,0');
    expect(atMostOneDecimal(25, 'it')).toBe('25');
    expect(atMostOneDecimal(24.9, 'es')).toBe('24,9');
  });

  it('leaves other languages and numbers with grouping to Intl', () => {
    expect(oneDecimal(1234.5, 'de')).toBe('1.234,5');
    expect(oneDecimal(2.5, 'fr')).toBe(new Intl.NumberFormat('fr', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(2.5));
  });
});
