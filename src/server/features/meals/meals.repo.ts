import { and, desc, eq, gte, inArray, isNull, lt } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { favoriteMeals, mealLogs, photos } from "../../db/schema";

export type MealRow = typeof mealLogs.$inferSelect;
export type NewMeal = Omit<typeof mealLogs.$inferInsert, "id" | "userId">;
export type MealChanges = Partial<Omit<NewMeal, "photoId" | "photoUrl" | "loggedAt">>;
export type PhotoRow = typeof photos.$inferSelect;

/** Ids are uuids; anything else can never match (and would make PostgreSQL raise on the cast). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

export async function insertMeal(db: DbOrTx, userId: string, meal: NewMeal): Promise<MealRow> {
  const [row] = await db
    .insert(mealLogs)
    .values({ ...meal, userId })
    .returning();
  return row;
}

/** The user's meals logged in [start, end), newest first. */
export async function listMeals(db: DbOrTx, userId: string, start: Date, end: Date): Promise<MealRow[]> {
  return db
    .select()
    .from(mealLogs)
    .where(and(eq(mealLogs.userId, userId), gte(mealLogs.loggedAt, start), lt(mealLogs.loggedAt, end)))
    .orderBy(desc(mealLogs.loggedAt), desc(mealLogs.id));
}

export async function updateMeal(
  db: DbOrTx,
  userId: string,
  id: string,
  changes: MealChanges,
): Promise<MealRow | null> {
  if (!isUuid(id)) return null;
  const where = and(eq(mealLogs.id, id), eq(mealLogs.userId, userId));
  if (Object.keys(changes).length === 0) {
    const [row] = await db.select().from(mealLogs).where(where).limit(1);
    return row ?? null;
  }
  const [row] = await db.update(mealLogs).set(changes).where(where).returning();
  return row ?? null;
}

export async function deleteMeal(db: DbOrTx, userId: string, id: string): Promise<MealRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .delete(mealLogs)
    .where(and(eq(mealLogs.id, id), eq(mealLogs.userId, userId)))
    .returning();
  return row ?? null;
}

export async function insertPhoto(
  db: DbOrTx,
  userId: string,
  photo: { storageKey: string; mime: string; bytes: number; width: number; height: number },
): Promise<PhotoRow> {
  const [row] = await db
    .insert(photos)
    .values({ ...photo, userId })
    .returning();
  return row;
}

export async function findPhoto(db: DbOrTx, userId: string, id: string): Promise<PhotoRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.id, id), eq(photos.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Removes the photo row when no other meal and no favourite of the user still shows it (copies and
 * favourites share a photo by reference); returns the removed row.
 */
export async function deletePhotoIfUnused(db: DbOrTx, userId: string, id: string): Promise<PhotoRow | null> {
  const [stillUsed] = await db
    .select({ id: mealLogs.id })
    .from(mealLogs)
    .where(and(eq(mealLogs.userId, userId), eq(mealLogs.photoId, id)))
    .limit(1);
  if (stillUsed) return null;
  const [favorite] = await db
    .select({ id: favoriteMeals.id })
    .from(favoriteMeals)
    .where(and(eq(favoriteMeals.userId, userId), eq(favoriteMeals.photoId, id)))
    .limit(1);
  if (favorite) return null;
  const [row] = await db
    .delete(photos)
    .where(and(eq(photos.id, id), eq(photos.userId, userId)))
    .returning();
  return row ?? null;
}

/**
 * Photos analysed but never logged with a meal (the user discarded the result) nor kept by a
 * favourite, older than `before`: their rows are removed and returned so the caller can delete the files.
 */
export async function deleteOrphanPhotos(db: DbOrTx, userId: string, before: Date): Promise<PhotoRow[]> {
  const orphans = await db
    .select({ id: photos.id })
    .from(photos)
    .leftJoin(mealLogs, and(eq(mealLogs.photoId, photos.id), eq(mealLogs.userId, userId)))
    .leftJoin(favoriteMeals, and(eq(favoriteMeals.photoId, photos.id), eq(favoriteMeals.userId, userId)))
    .where(
      and(
        eq(photos.userId, userId),
        lt(photos.createdAt, before),
        isNull(mealLogs.id),
        isNull(favoriteMeals.id),
      ),
    )
    .limit(50);
  const removed: PhotoRow[] = [];
  for (const { id } of orphans) {
    const [row] = await db
      .delete(photos)
      .where(and(eq(photos.id, id), eq(photos.userId, userId)))
      .returning();
    if (row) removed.push(row);
  }
  return removed;
}

/** Which of these storage keys have a photos row of this user. */
export async function existingPhotoKeys(db: DbOrTx, userId: string, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: photos.storageKey })
    .from(photos)
    .where(and(eq(photos.userId, userId), inArray(photos.storageKey, keys)));
  return new Set(rows.map((r) => r.key));
}
