import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { installationSecrets } from './tables.ts';

/** Stores `value` as the secret `name` unless one is stored already (the first instance wins); answers the stored one. */
export async function storeSecretOnce(db: Db, name: string, value: string): Promise<string | undefined> {
  await db.insert(installationSecrets).values({ name, value }).onConflictDoNothing();
  const [row] = await db.select({ value: installationSecrets.value }).from(installationSecrets).where(eq(installationSecrets.name, name));
  return row?.value;
}
