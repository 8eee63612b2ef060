import { and, count, desc, eq, gte, lt } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { favoriteMeals, mealLogs } from "../../db/schema";
import { isUuid, type MealRow } from "../meals/meals.repo";

export type FavoriteRow = typeof favoriteMeals.$inferSelect;
export type NewFavorite = Omit<typeof favoriteMeals.$inferInsert, "id" | "userId" | "createdAt">;

/** One of the user's meals by id, or null (absent or someone else's: the same answer). */
export async function findMeal(db: DbOrTx, userId: string, id: string): Promise<MealRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(mealLogs)
    .where(and(eq(mealLogs.id, id), eq(mealLogs.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The user's meals eaten in [since, before), newest first, at most `limit` (recents and search). */
export async function mealsSince(
  db: DbOrTx,
  userId: string,
  since: Date,
  before: Date,
  limit = 500,
): Promise<MealRow[]> {
  return db
    .select()
    .from(mealLogs)
    .where(and(eq(mealLogs.userId, userId), gte(mealLogs.loggedAt, since), lt(mealLogs.loggedAt, before)))
    .orderBy(desc(mealLogs.loggedAt), desc(mealLogs.id))
    .limit(limit);
}

export async function listFavorites(db: DbOrTx, userId: string): Promise<FavoriteRow[]> {
  return db
    .select()
    .from(favoriteMeals)
    .where(eq(favoriteMeals.userId, userId))
    .orderBy(desc(favoriteMeals.createdAt), desc(favoriteMeals.id));
}

export async function countFavorites(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(favoriteMeals).where(eq(favoriteMeals.userId, userId));
  return row?.n ?? 0;
}

export async function findFavorite(db: DbOrTx, userId: string, id: string): Promise<FavoriteRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(favoriteMeals)
    .where(and(eq(favoriteMeals.id, id), eq(favoriteMeals.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function insertFavorite(
  db: DbOrTx,
  userId: string,
  favorite: NewFavorite,
): Promise<FavoriteRow> {
  const [row] = await db
    .insert(favoriteMeals)
    .values({ ...favorite, userId })
    .returning();
  return row;
}

export async function renameFavorite(
  db: DbOrTx,
  userId: string,
  id: string,
  name: string | null,
): Promise<FavoriteRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(favoriteMeals)
    .set({ name })
    .where(and(eq(favoriteMeals.id, id), eq(favoriteMeals.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteFavorite(db: DbOrTx, userId: string, id: string): Promise<FavoriteRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .delete(favoriteMeals)
    .where(and(eq(favoriteMeals.id, id), eq(favoriteMeals.userId, userId)))
    .returning();
  return row ?? null;
}
