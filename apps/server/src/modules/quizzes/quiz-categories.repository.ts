import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { expectRows } from '../../db/rows.ts';
import { quizCategories } from './tables.ts';

/** The quiz categories: the product's, those a quiz names, the forms' lists. */

/** The category of that name, created when the installation has none yet (a quiz file names its category). */
export async function ensureCategory(db: Db, name: string): Promise<number> {
  await db.insert(quizCategories).values({ name }).onConflictDoNothing({ target: quizCategories.name });
  const [row] = expectRows(await db.select({ id: quizCategories.id }).from(quizCategories).where(eq(quizCategories.name, name)), 1);
  return row.id;
}

export const listCategories = (db: Db) =>
  db.select({ id: quizCategories.id, name: quizCategories.name }).from(quizCategories).orderBy(asc(quizCategories.id));

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: quizCategories.id }).from(quizCategories).where(eq(quizCategories.id, id));
  return row !== undefined;
}

/**
 * The quiz categories of the product (the web client translates their names): study groups need one, and an
 * installation that starts without demo data would have none.
 */
const PRODUCT_QUIZ_CATEGORIES = ['youth', 'senior', 'staff'];

/** Makes sure the product's quiz categories exist (in the caller's transaction: the first admin's creation). */
export async function ensureQuizCategories(tx: Db): Promise<void> {
  await tx
    .insert(quizCategories)
    .values(PRODUCT_QUIZ_CATEGORIES.map((name) => ({ name })))
    .onConflictDoNothing();
}
