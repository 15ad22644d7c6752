/** The folding of the admin lists' search (db/search.ts): every accented letter becomes its own base letter. */
import { describe, expect, it } from 'vitest';
import { FOLD_FROM, FOLD_TO, foldSearch, prefixPattern, searchPrefixPattern } from './search.ts';

describe('folding a search', () => {
  it('pairs each accented letter with its base letter, one for one (translate() pairs them by position)', () => {
    expect([...FOLD_TO]).toHaveLength([...FOLD_FROM].length);
    const base = (c: string) => ({ ł: 'l', ø: 'o' })[c] ?? c.normalize('NFD')[0];
    [...FOLD_FROM].forEach((c, i) => {
      expect(FOLD_TO[i], c).toBe(base(c));
    });
  });

  it('folds names of the five languages', () => {
    expect(foldSearch('  Júpiter Àrea ')).toBe('jupiter area');
    expect(foldSearch('NÚÑEZ')).toBe('nunez');
    expect(foldSearch('Pèrez Sòria Çà')).toBe('perez soria ca');
    expect(foldSearch('Müller Größe')).toBe('muller große');
    expect(foldSearch('Niccolò Ùrsula')).toBe('niccolo ursula');
  });

  it('folds every letter of the table, in either case, and leaves every other character as it is', () => {
    const letters = [...FOLD_FROM];
    const upper = letters.map((c) => c.toUpperCase()).join('');
    // What translate(lower(…)) does, one character at a time.
    const reference = (text: string) =>
      [...text.toLowerCase()]
        .map((c) => FOLD_TO[FOLD_FROM.indexOf(c)] ?? c)
        .join('')
        .trim();
    for (const text of [letters.join(''), upper, `x${upper}y ${letters.join(' ')} 1-2_3%`, 'Żółć 🙂 naïve ÆØÅ ß', '']) {
      expect(foldSearch(text), text).toBe(reference(text));
    }
  });

  it('escapes the LIKE wildcards of a prefix', () => {
    expect(prefixPattern('50%_a\\')).toBe('50\\%\\_a\\\\%');
  });

  it('gives no pattern for a search of nothing, or of spaces alone', () => {
    expect([undefined, '', '   '].map(searchPrefixPattern)).toEqual([undefined, undefined, undefined]);
    expect(searchPrefixPattern(' Jo_sé ')).toBe('jo\\_se%');
  });
});
