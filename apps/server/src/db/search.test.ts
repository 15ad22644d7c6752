/** The folding of the admin lists' search (db/search.ts): every accented letter becomes its own base letter. */
import { describe, expect, it } from 'vitest';
import { FOLD_FROM, FOLD_TO, foldSearch, prefixPattern } from './search.ts';

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

  it('escapes the LIKE wildcards of a prefix', () => {
    expect(prefixPattern('50%_a\\')).toBe('50\\%\\_a\\\\%');
  });
});
