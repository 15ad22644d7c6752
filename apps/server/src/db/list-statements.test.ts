import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.ts';
import type { Database, Db } from './client.ts';
import { compileRowMapping, param, searches, searchPattern, shapedStatements } from './list-statements.ts';
import { members } from './schema/index.ts';

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

describe('compiled row mapping', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.insert(members).values([
      { email: 'ana@x.test', name: 'Ana', surname: 'Ríos', birthDate: '2009-03-04', acceptedTermsVersion: 2 },
      { email: 'joan@x.test', name: 'Joan', surname: 'Puig', enabled: false },
    ]);
  });
  afterAll(() => database.close());

  /** A flat select of every kind a list selects: columns (integer, text, date, boolean, timestamp, nullable) and SQL. */
  const select = (db: Db) =>
    db
      .select({
        id: members.id,
        email: members.email,
        birthDate: members.birthDate,
        enabled: members.enabled,
        acceptedTermsVersion: members.acceptedTermsVersion,
        createdAt: members.createdAt,
        fullName: sql<string>`${members.name} || ' ' || ${members.surname}`,
        letters: sql<number>`length(${members.name})`.mapWith(Number),
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(members)
      .where(sql`${members.email} like ${param('pattern')}`)
      .orderBy(asc(members.id))
      .prepare('');

  it('gives the rows Drizzle gives, value for value', async () => {
    const compiled = select(database.db);
    expect(compileRowMapping(compiled)).toBe(true);
    const rows = await compiled.execute({ pattern: '%@x.test' });
    expect(rows).toEqual(await select(database.db).execute({ pattern: '%@x.test' }));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ email: 'ana@x.test', birthDate: '2009-03-04', enabled: true, acceptedTermsVersion: 2, letters: 3, total: 2 });
    expect(rows[1]).toMatchObject({ fullName: 'Joan Puig', enabled: false, acceptedTermsVersion: null, birthDate: null });
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
  });

  it('is what every list statement runs with (a Drizzle upgrade that moved its internals shows here)', () => {
    const statements = shapedStatements(database.db, 'mapping', { kind: 'one' }, () => ({ page: select(database.db) }));
    expect(typeof (statements.page as unknown as { customResultMapper?: unknown }).customResultMapper).toBe('function');
  });

  it('leaves nested selects, and anything that is not a prepared select, to Drizzle', () => {
    const nested = database.db
      .select({ id: members.id, who: { name: members.name } })
      .from(members)
      .prepare('');
    expect(compileRowMapping(nested)).toBe(false);
    expect(compileRowMapping({ built: 1 })).toBe(false);
    expect(compileRowMapping(null)).toBe(false);
  });
});
