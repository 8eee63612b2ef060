import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateLimit } from "../../db/schema";

/**
 * Per-account sign-in attempts, kept in better-auth's rate_limit table under keys of their own
 * ("account:<email>"), so every instance behind a load balancer sees the same counts. One atomic
 * upsert counts the attempt and starts a new window when the last one is over.
 */
export async function countAccountAttempt(db: Db, key: string, windowMs: number, now = Date.now()) {
  const [row] = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} < ${now - windowMs} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} < ${now - windowMs} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, windowStart: rateLimit.lastRequest });
  return row;
}

export async function clearAccountAttempts(db: Db, key: string) {
  await db.delete(rateLimit).where(eq(rateLimit.key, key));
}
