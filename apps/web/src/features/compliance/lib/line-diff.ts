/** One line of a line diff: kept from the old text, added by the new one, or removed from the old one. */
export type DiffLine = { kind: 'same' | 'added' | 'removed'; text: string };

const MAX_TABLE_CELLS = 4_000_000;
const splitLines = (text: string) => (text === '' ? [] : text.replace(/\r\n?/g, '\n').split('\n'));

/**
 * The lines that turn `before` into `after`, by the longest common subsequence of their lines. The common head
 * and tail are set aside first, so that a small edit in a long text costs a small table; removed lines come
 * before the added lines that replace them, as in a unified diff.
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = splitLines(before);
  const b = splitLines(after);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const x = a.slice(head, a.length - tail);
  const y = b.slice(head, b.length - tail);

  // Beyond a few million cells (two long texts rewritten throughout) the table would stall the page: the old
  // middle is shown removed and the new one added.
  if ((x.length + 1) * (y.length + 1) > MAX_TABLE_CELLS) {
    const same = (text: string): DiffLine => ({ kind: 'same', text });
    return [
      ...a.slice(0, head).map(same),
      ...x.map((text): DiffLine => ({ kind: 'removed', text })),
      ...y.map((text): DiffLine => ({ kind: 'added', text })),
      ...b.slice(b.length - tail).map(same),
    ];
  }
  // lcs[i * (m + 1) + j]: the length of the longest common subsequence of x[i..] and y[j..].
  const n = x.length;
  const m = y.length;
  const lcs = new Uint32Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i * (m + 1) + j] =
        x[i] === y[j] ? (lcs[(i + 1) * (m + 1) + j + 1] ?? 0) + 1 : Math.max(lcs[(i + 1) * (m + 1) + j] ?? 0, lcs[i * (m + 1) + j + 1] ?? 0);
    }
  }

  const middle: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && x[i] === y[j]) {
      middle.push({ kind: 'same', text: x[i] ?? '' });
      i++;
      j++;
    } else if (j >= m || (i < n && (lcs[(i + 1) * (m + 1) + j] ?? 0) >= (lcs[i * (m + 1) + j + 1] ?? 0))) {
      middle.push({ kind: 'removed', text: x[i] ?? '' });
      i++;
    } else {
      middle.push({ kind: 'added', text: y[j] ?? '' });
      j++;
    }
  }
  const same = (text: string): DiffLine => ({ kind: 'same', text });
  return [...a.slice(0, head).map(same), ...middle, ...b.slice(b.length - tail).map(same)];
}

/** How many lines a diff adds and removes. */
export function diffCounts(lines: DiffLine[]): { added: number; removed: number } {
  return {
    added: lines.filter((l) => l.kind === 'added').length,
    removed: lines.filter((l) => l.kind === 'removed').length,
  };
}
