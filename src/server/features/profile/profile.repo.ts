import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { profiles } from "../../db/schema";

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileUpdate = Partial<Omit<typeof profiles.$inferInsert, "id" | "email" | "createdAt">>;

export async function findProfile(db: DbOrTx, userId: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  return row ?? null;
}

/** The cuisine on the user's profile (the built-in engine reads regional words by it), or null. */
export async function cuisineRegionOf(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ region: profiles.cuisineRegion })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row?.region ?? null;
}

export async function updateProfile(
  db: DbOrTx,
  userId: string,
  values: ProfileUpdate,
): Promise<ProfileRow | null> {
  const [row] = await db
    .update(profiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(profiles.id, userId))
    .returning();
  return row ?? null;
}
