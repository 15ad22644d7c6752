import { describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { searches, searchPattern, shapedStatements } from './list-statements.ts';

describe('shapedStatements', () => {
  const db = {} as Db;

  it('builds once per shape and list, and gives build the shape alone, frozen', () => {
    const seen: unknown[] = [];
    const build = (shape: { sort: string; search: boolean }) => {
      seen.push(shape);
      return { built: seen.length };
    };
    const first = shapedStatements(db, 'one', { sort: 'name', search: true }, build);
    expect(shapedStatements(db, 'one', { sort: 'name', search: true }, build)).toBe(first);
    expect(shapedStatements(db, 'one', { sort: 'name', search: false }, build)).not.toBe(first);
    expect(shapedStatements(db, 'two', { sort: 'name', search: true }, build)).not.toBe(first);
    expect(seen).toEqual([
      { sort: 'name', search: true },
      { sort: 'name', search: false },
      { sort: 'name', search: true },
    ]);
    expect(Object.isFrozen(seen[0])).toBe(true);
  });

  it('keeps each database object apart (a statement is bound to its database)', () => {
    const other = {} as Db;
    const build = () => ({});
    expect(shapedStatements(db, 'three', { a: 1 }, build)).not.toBe(shapedStatements(other, 'three', { a: 1 }, build));
  });

  it('keeps a bounded number of shapes per list', () => {
    let builds = 0;
    const build = () => ({ n: ++builds });
    for (let i = 0; i < 600; i++) shapedStatements(db, 'many', { i }, build);
    const again = shapedStatements(db, 'many', { i: 0 }, build);
    expect(again.n).toBe(601); // the first shapes were let go
    expect(shapedStatements(db, 'many', { i: 599 }, build).n).toBe(600);
  });
});

describe('search values', () => {
  it('takes spaces alone for no search, and folds and escapes the pattern', () => {
    expect([searches(undefined), searches(''), searches('   '), searches(' Jo ')]).toEqual([false, false, false, true]);
    expect(searchPattern('  ')).toBeUndefined();
    expect(searchPattern('José Á')).toBe('jose a%');
    expect(searchPattern('50%_x')).toBe('50\\%\\_x%');
  });
});
