import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { installationSecrets } from './tables.ts';

/** Stores `value` as the secret `name` unless one is stored already (the first instance wins); answers the stored one. */
export async function storeSecretOnce(db: Db, name: string, value: string): Promise<string | undefined> {
  await db.insert(installationSecrets).values({ name, value }).onConflictDoNothing();
  const [row] = await db.select({ value: installationSecrets.value }).from(installationSecrets).where(eq(installationSecrets.name, name));
  return row?.value;
}

/** The stored secret `name`, or null. */
export async function storedSecret(db: Db, name: string): Promise<string | null> {
  const [row] = await db.select({ value: installationSecrets.value }).from(installationSecrets).where(eq(installationSecrets.name, name));
  return row?.value ?? null;
}

/** Forgets the secret `name` (the setup code, once the first admin exists). */
export async function forgetSecret(db: Db, name: string): Promise<void> {
  await db.delete(installationSecrets).where(eq(installationSecrets.name, name));
}
