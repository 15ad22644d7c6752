import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database of its own for one benchmark phase, created next to `serverUrl`'s and dropped afterwards, so that
 * a run never measures (or leaves) another run's data. `url` is undefined without a server: the phase then
 * uses the embedded database.
 */
export async function throwawayDatabase(serverUrl: string | undefined, prefix: string) {
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
