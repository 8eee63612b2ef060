import { and, eq, isNull } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Db } from "../../db/client";
import { profiles } from "../../db/schema";
import type { ApiEnv } from "../../http/context";
import { DEFAULT_TIME_ZONE, isValidTimeZone } from "../../http/session";

/**
 * The time zone every "today" of a request follows (daily limits, today's meals, plan weeks): the
 * one stored on the user's profile, never a per-request header (DESIGN.md "Time"; issue 14 item 2).
 * The browser's zone (X-Time-Zone) is stored once, on the first signed-in request after sign-up,
 * when the profile has none yet; afterwards only the profile page changes it, at most once a day.
 */
export async function resolveTimeZone(
  db: Db,
  userId: string,
  suggested: string | undefined,
): Promise<string> {
  const [row] = await db
    .select({ timeZone: profiles.timeZone })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  if (row?.timeZone && isValidTimeZone(row.timeZone)) return row.timeZone;
  if (!row || !isValidTimeZone(suggested)) return DEFAULT_TIME_ZONE;
  // Only while none is stored: a parallel request that stored one first wins, and both use it.
  const [stored] = await db
    .update(profiles)
    .set({ timeZone: suggested })
    .where(and(eq(profiles.id, userId), isNull(profiles.timeZone)))
    .returning({ timeZone: profiles.timeZone });
  if (stored?.timeZone) return stored.timeZone;
  return resolveTimeZone(db, userId, undefined);
}

/** Runs after the session guard: replaces the header's zone with the profile's. */
export function profileTimeZone(db: Db) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    c.set("timeZone", await resolveTimeZone(db, c.get("user").id, c.req.header("x-time-zone")));
    await next();
  });
}
