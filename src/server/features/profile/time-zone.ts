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
  const cached = zoneCache.get(userId);
  if (cached && cached.until > Date.now()) return cached.timeZone;
  const zone = await readOrStoreTimeZone(db, userId, suggested);
  if (zoneCache.size >= MAX_CACHED_USERS) zoneCache.delete(zoneCache.keys().next().value as string);
  zoneCache.set(userId, { timeZone: zone.timeZone, until: Date.now() + (zone.stored ? ZONE_TTL_MS : 0) });
  return zone.timeZone;
}

/*
 * The stored zone changes at most once a day (profile page) or once ever (first request, onboarding),
 * yet every signed-in request needs it: a per-process cache saves a query per request (issue 16).
 * Writers in this process call forgetTimeZone; another instance sees a change within ZONE_TTL_MS.
 * Only a stored zone is cached (a user without one keeps asking, so the first browser zone is stored).
 */
const ZONE_TTL_MS = 60_000;
const MAX_CACHED_USERS = 20_000;
const zoneCache = new Map<string, { timeZone: string; until: number }>();

/** Drop a user's cached zone after writing it (profile page, onboarding, account deletion). */
export function forgetTimeZone(userId: string): void {
  zoneCache.delete(userId);
}

async function readOrStoreTimeZone(
  db: Db,
  userId: string,
  suggested: string | undefined,
): Promise<{ timeZone: string; stored: boolean }> {
  const [row] = await db
    .select({ timeZone: profiles.timeZone })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  if (row?.timeZone && isValidTimeZone(row.timeZone)) return { timeZone: row.timeZone, stored: true };
  if (!row || !isValidTimeZone(suggested)) return { timeZone: DEFAULT_TIME_ZONE, stored: false };
  // Only while none is stored: a parallel request that stored one first wins, and both use it.
  const [stored] = await db
    .update(profiles)
    .set({ timeZone: suggested })
    .where(and(eq(profiles.id, userId), isNull(profiles.timeZone)))
    .returning({ timeZone: profiles.timeZone });
  if (stored?.timeZone) return { timeZone: stored.timeZone, stored: true };
  return readOrStoreTimeZone(db, userId, undefined);
}

/** Runs after the session guard: replaces the header's zone with the profile's. */
export function profileTimeZone(db: Db) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    c.set("timeZone", await resolveTimeZone(db, c.get("user").id, c.req.header("x-time-zone")));
    await next();
  });
}
