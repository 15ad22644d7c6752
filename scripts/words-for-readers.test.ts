import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const SKIP = /(^|\/)(node_modules|dist|dist\.next|test-results|\.data-[^/]*)(\/|$)/;

/** Every source file of the repository's code (not its docs): what a reader of the code reads. */
function sourceFiles(): string[] {
  return ['apps', 'packages', 'e2e', 'bench', 'scripts', 'tools'].flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true })
      .map(String)
      .filter((file) => SOURCE.test(file) && !SKIP.test(file))
      .map((file) => `${dir}/${file}`),
  );
}

/** A tracker's number ("issue" and a number, as in the examples below), which tells a reader nothing. */
const ISSUE_NUMBER = /\bissues? #?\d+/i;
const ISSUE = 'issue';

describe('words for readers', () => {
  it('finds an issue number in a line', () => {
    expect(ISSUE_NUMBER.test(`Reminders (${ISSUE} 16): the scheduled`)).toBe(true);
    expect(ISSUE_NUMBER.test(` * ${ISSUE.toUpperCase()} 17, part 3, roster import`)).toBe(true);
    expect(ISSUE_NUMBER.test(`two ${ISSUE}s #16 and 17`)).toBe(true);
    expect(ISSUE_NUMBER.test('the issue of a token')).toBe(false);
  });

  it('no code names an issue number: the comment says what and why instead', () => {
    const found = sourceFiles().flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (ISSUE_NUMBER.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
