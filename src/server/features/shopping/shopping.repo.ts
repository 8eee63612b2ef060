import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client";
import { recipes, shoppingListExtras, shoppingListMarks, shoppingStaples } from "../../db/schema";

/*
 * Queries of the shopping list's stored state. Every one takes the owner's id and filters by it; the
 * list itself is never stored (it is computed from the plan).
 */

export type ExtraRow = typeof shoppingListExtras.$inferSelect;

export async function listMarks(db: DbOrTx, userId: string, weekStart: string) {
  return db
    .select({
      key: shoppingListMarks.itemKey,
      checked: shoppingListMarks.checked,
      removed: shoppingListMarks.removed,
    })
    .from(shoppingListMarks)
    .where(and(eq(shoppingListMarks.userId, userId), eq(shoppingListMarks.weekStart, weekStart)));
}

export async function upsertMark(
  db: DbOrTx,
  userId: string,
  weekStart: string,
  itemKey: string,
  change: { checked?: boolean; removed?: boolean },
): Promise<{ checked: boolean; removed: boolean }> {
  const [row] = await db
    .insert(shoppingListMarks)
    .values({
      userId,
      weekStart,
      itemKey,
      checked: change.checked ?? false,
      removed: change.removed ?? false,
    })
    .onConflictDoUpdate({
      target: [shoppingListMarks.userId, shoppingListMarks.weekStart, shoppingListMarks.itemKey],
      set: { ...change, updatedAt: new Date() },
    })
    .returning({ checked: shoppingListMarks.checked, removed: shoppingListMarks.removed });
  return row;
}

export async function listExtras(db: DbOrTx, userId: string, weekStart: string): Promise<ExtraRow[]> {
  return db
    .select()
    .from(shoppingListExtras)
    .where(and(eq(shoppingListExtras.userId, userId), eq(shoppingListExtras.weekStart, weekStart)))
    .orderBy(shoppingListExtras.createdAt, shoppingListExtras.id);
}

/** Serialises one user's additions to the list, so the per-week cap holds under parallel requests. */
export async function lockUserList(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${userId}:shopping_list`}, 0))`);
}

export async function countExtras(db: DbOrTx, userId: string, weekStart: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(shoppingListExtras)
    .where(and(eq(shoppingListExtras.userId, userId), eq(shoppingListExtras.weekStart, weekStart)));
  return row?.n ?? 0;
}

export async function insertExtra(
  db: DbOrTx,
  userId: string,
  weekStart: string,
  name: string,
): Promise<ExtraRow> {
  const [row] = await db.insert(shoppingListExtras).values({ userId, weekStart, name }).returning();
  return row;
}

/** Ticks or unticks one of the user's hand-added items of that week; null when it is not theirs. */
export async function setExtraChecked(
  db: DbOrTx,
  userId: string,
  weekStart: string,
  id: string,
  checked: boolean,
): Promise<ExtraRow | null> {
  const [row] = await db
    .update(shoppingListExtras)
    .set({ checked })
    .where(
      and(
        eq(shoppingListExtras.id, id),
        eq(shoppingListExtras.userId, userId),
        eq(shoppingListExtras.weekStart, weekStart),
      ),
    )
    .returning();
  return row ?? null;
}

export async function deleteExtra(
  db: DbOrTx,
  userId: string,
  weekStart: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(shoppingListExtras)
    .where(
      and(
        eq(shoppingListExtras.id, id),
        eq(shoppingListExtras.userId, userId),
        eq(shoppingListExtras.weekStart, weekStart),
      ),
    )
    .returning({ id: shoppingListExtras.id });
  return rows.length > 0;
}

export async function listStaples(db: DbOrTx, userId: string) {
  return db
    .select({ key: shoppingStaples.itemKey, name: shoppingStaples.name })
    .from(shoppingStaples)
    .where(eq(shoppingStaples.userId, userId));
}

export async function countStaples(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(shoppingStaples)
    .where(eq(shoppingStaples.userId, userId));
  return row?.n ?? 0;
}

export async function insertStaple(db: DbOrTx, userId: string, itemKey: string, name: string): Promise<void> {
  await db.insert(shoppingStaples).values({ userId, itemKey, name }).onConflictDoNothing();
}

export async function deleteStaple(db: DbOrTx, userId: string, itemKey: string): Promise<boolean> {
  const rows = await db
    .delete(shoppingStaples)
    .where(and(eq(shoppingStaples.userId, userId), eq(shoppingStaples.itemKey, itemKey)))
    .returning({ key: shoppingStaples.itemKey });
  return rows.length > 0;
}

/** The owner's stored recipes (SPEC.md section 7 recipes) for these meal keys: meal key -> ingredient lines. */
export async function storedIngredients(
  db: DbOrTx,
  userId: string,
  mealIds: string[],
): Promise<Map<string, string[]>> {
  if (mealIds.length === 0) return new Map();
  const rows = await db
    .select({ mealId: recipes.mealId, ingredients: recipes.ingredients })
    .from(recipes)
    .where(and(eq(recipes.userId, userId), inArray(recipes.mealId, mealIds)));
  return new Map(rows.map((r) => [r.mealId, r.ingredients]));
}
