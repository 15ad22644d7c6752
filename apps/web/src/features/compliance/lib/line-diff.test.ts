import { describe, expect, it } from 'vitest';
import { diffCounts, lineDiff } from './line-diff.ts';

const render = (before: string, after: string) =>
  lineDiff(before, after).map((l) => `${l.kind === 'added' ? '+' : l.kind === 'removed' ? '-' : ' '}${l.text}`);

describe('lineDiff', () => {
  it('keeps every line of identical texts', () => {
    expect(render('a\nb\nc', 'a\nb\nc')).toEqual([' a', ' b', ' c']);
  });

  it('shows a changed line as removed then added, between the kept lines', () => {
    expect(render('# Terms\n\nOne season.\n\nEnd', '# Terms\n\nTwo seasons.\n\nEnd')).toEqual([
      ' # Terms',
      ' ',
      '-One season.',
      '+Two seasons.',
      ' ',
      ' End',
    ]);
  });

  it('finds the longest common lines when lines move, are inserted and deleted', () => {
    expect(render('a\nb\nc\nd\ne', 'a\nc\nx\nd\ne\nf')).toEqual([' a', '-b', ' c', '+x', ' d', ' e', '+f']);
    expect(render('x\na\nb', 'a\nb\ny')).toEqual(['-x', ' a', ' b', '+y']);
  });

  it('treats an empty text as no lines, and Windows line ends as line ends', () => {
    expect(render('', 'a\nb')).toEqual(['+a', '+b']);
    expect(render('a\nb', '')).toEqual(['-a', '-b']);
    expect(render('', '')).toEqual([]);
    expect(render('a\r\nb', 'a\nb')).toEqual([' a', ' b']);
  });

  it('counts the added and removed lines', () => {
    expect(diffCounts(lineDiff('a\nb\nc', 'a\nB\nc\nd'))).toEqual({ added: 2, removed: 1 });
  });

  it('handles a long text with a small change without a table of its whole size', () => {
    const long = Array.from({ length: 20_000 }, (_, i) => `line ${i}`);
    const changed = [...long];
    changed[10_000] = 'changed';
    const lines = lineDiff(long.join('\n'), changed.join('\n'));
    expect(diffCounts(lines)).toEqual({ added: 1, removed: 1 });
    expect(lines).toHaveLength(20_001);
  });
});

describe('lineDiff on two long texts rewritten throughout', () => {
  it('shows the old lines removed and the new ones added instead of building a huge table', () => {
    const before = Array.from({ length: 3000 }, (_, i) => `old ${i}`).join('\n');
    const after = Array.from({ length: 3000 }, (_, i) => `new ${i}`).join('\n');
    expect(diffCounts(lineDiff(`head\n${before}`, `head\n${after}`))).toEqual({ added: 3000, removed: 3000 });
  });
});
