import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { profiles, weighIns } from "../../db/schema";

export type WeighInRow = Pick<typeof weighIns.$inferSelect, "id" | "date" | "kg" | "note">;

const columns = { id: weighIns.id, date: weighIns.date, kg: weighIns.kg, note: weighIns.note };

/** The user's weigh-ins from `since` (a local day) on, oldest first. */
export async function listWeighIns(db: DbOrTx, userId: string, since: string): Promise<WeighInRow[]> {
  return db
    .select(columns)
    .from(weighIns)
    .where(and(eq(weighIns.userId, userId), gte(weighIns.date, since)))
    .orderBy(asc(weighIns.date));
}

export async function latestWeighIn(db: DbOrTx, userId: string): Promise<WeighInRow | null> {
  const [row] = await db
    .select(columns)
    .from(weighIns)
    .where(eq(weighIns.userId, userId))
    .orderBy(desc(weighIns.date))
    .limit(1);
  return row ?? null;
}

/** One weigh-in per user and day: a second one the same day replaces the first (same id). */
export async function upsertWeighIn(
  db: DbOrTx,
  userId: string,
  value: { date: string; kg: number; note: string | null },
): Promise<WeighInRow> {
  const [row] = await db
    .insert(weighIns)
    .values({ userId, ...value })
    .onConflictDoUpdate({
      target: [weighIns.userId, weighIns.date],
      set: { kg: value.kg, note: value.note, updatedAt: new Date() },
    })
    .returning(columns);
  return row;
}

export async function deleteWeighIn(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(weighIns)
    .where(and(eq(weighIns.id, id), eq(weighIns.userId, userId)))
    .returning({ id: weighIns.id });
  return rows.length > 0;
}

/** The profile's weight follows the latest weigh-in; with none left it keeps what it had. */
export async function syncProfileWeight(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(profiles)
    .set({
      weight: sql`(select ${weighIns.kg} from ${weighIns} where ${weighIns.userId} = ${userId}
        order by ${weighIns.date} desc limit 1)`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(profiles.id, userId),
        sql`exists (select 1 from ${weighIns} where ${weighIns.userId} = ${userId})`,
      ),
    );
}
