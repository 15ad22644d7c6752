import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNWRAPPED, withInstanceParsers } from './client.ts';
import { nth } from '../../test/nth.ts';

/** Counts the turns of the event loop until `work` settles (one tick per turn, in the check phase). */
async function turnsDuring(work: () => Promise<unknown>) {
  let turns = 0;
  let done = false;
  const tick = () => {
    turns++;
    if (!done) setImmediate(tick);
  };
  setImmediate(tick);
  await work();
  done = true;
  return turns;
}

describe('the embedded database client (withInstanceParsers)', () => {
  let raw: PGlite;
  let client: PGlite;
  beforeAll(async () => {
    raw = new PGlite();
    await raw.waitReady;
    client = withInstanceParsers(raw);
  });
  afterAll(async () => {
    await raw.close();
  });

  it('runs each statement in its own turn of the event loop, so waiting connections are accepted in between', async () => {
    const queries = 40;
    const run = (c: PGlite) => Promise.all(Array.from({ length: queries }, (_, i) => c.query<{ n: number }>('select $1::int as n', [i])));
    const results = await run(client);
    expect(results.map((r) => nth(r.rows, 0).n)).toEqual(Array.from({ length: queries }, (_, i) => i));
    expect(await turnsDuring(() => run(client))).toBeGreaterThanOrEqual(queries);
    // PGlite alone runs them all in a couple of turns.
    expect(await turnsDuring(() => run(raw))).toBeLessThan(queries / 4);
    expect((client as unknown as Record<symbol, unknown>)[UNWRAPPED]).toBe(raw);
  });

  it('keeps a transaction whole: its statements run in its turn, other statements wait until it ends', async () => {
    await client.query('create table turn_t (v int)');
    const order: string[] = [];
    const tx = client.transaction(async (t) => {
      await t.query('insert into turn_t values (1)');
      order.push('tx: first insert');
      await t.query('insert into turn_t values (2)');
      order.push('tx: second insert');
    });
    const outside = client.query<{ n: number }>('select count(*)::int as n from turn_t').then((r) => {
      order.push('outside');
      return nth(r.rows, 0).n;
    });
    await tx;
    expect(await outside).toBe(2);
    expect(order).toEqual(['tx: first insert', 'tx: second insert', 'outside']);
  });

  it('goes on after a failed statement', async () => {
    await expect(client.query('select * from no_such_table')).rejects.toThrow();
    expect(nth((await client.query<{ n: number }>('select 1 as n')).rows, 0).n).toBe(1);
  });
});
