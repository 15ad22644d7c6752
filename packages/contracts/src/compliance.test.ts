import { describe, expect, it } from 'vitest';
import { hasVersionLine, sameText, withoutVersionLine } from './compliance.ts';

describe("a compliance text's version line", () => {
  it('is left out with the blank line it leaves behind, in every language of the templates', () => {
    expect(withoutVersionLine('# Terms of Use\n\nVersion 1\n\n## What Club Pulse is')).toBe('# Terms of Use\n\n## What Club Pulse is');
    expect(withoutVersionLine('# Condiciones\n\nVersión 12\n\nTexto')).toBe('# Condiciones\n\nTexto');
    expect(withoutVersionLine('# Condicions\r\n\r\nVersió 3\r\n\r\nText')).toBe('# Condicions\r\n\r\nText');
    expect(withoutVersionLine('Versione 7 \n\nTesto')).toBe('Testo');
    expect(withoutVersionLine('# Datenschutz\nVersion 2\nText')).toBe('# Datenschutz\nText');
  });

  it('is only a line that states nothing but a version: a sentence naming one stays', () => {
    const text = '# Terms\n\nWe will show you the new Version 2 in the app.\n\n**Version 1**\n\nVersion one';
    expect(withoutVersionLine(text)).toBe(text);
    expect(hasVersionLine(text)).toBe(false);
    expect(hasVersionLine('# Terms\n\nVersion 4\n\nText')).toBe(true);
  });

  it('makes no difference to whether two texts say the same', () => {
    expect(sameText('# Terms\n\nVersion 1\n\nText', '# Terms\n\nText')).toBe(true);
    expect(sameText('# Terms\n\nVersion 1\n\nText', '# Terms\n\nVersion 4\n\nText\n')).toBe(true);
    expect(sameText('# Terms\n\nText', '# Terms\n\nOther text')).toBe(false);
  });
});
