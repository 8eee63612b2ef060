import { and, desc, eq, gte, lt, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { mealLogs, mealPlans } from "../../db/schema";

/*
 * The dashboard's reads. Each filters by the owner and runs on an index: meal_logs on
 * (user_id, logged_at), meal_plans on (user_id, start_date, end_date).
 */

export interface LoggedNutrients {
  loggedAt: Date;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  sugar: number;
  fiber: number;
  salt: number;
}

/** The nutrients and time of every meal the user logged in [start, end). */
export async function mealNutrientsBetween(
  db: DbOrTx,
  userId: string,
  start: Date,
  end: Date,
): Promise<LoggedNutrients[]> {
  return db
    .select({
      loggedAt: mealLogs.loggedAt,
      calories: mealLogs.calories,
      protein: mealLogs.protein,
      carbs: mealLogs.carbs,
      fat: mealLogs.fat,
      sugar: mealLogs.sugar,
      fiber: mealLogs.fiber,
      salt: mealLogs.salt,
    })
    .from(mealLogs)
    .where(and(eq(mealLogs.userId, userId), gte(mealLogs.loggedAt, start), lt(mealLogs.loggedAt, end)));
}

/**
 * The run of consecutive local days with a log that ends on the user's latest log day in
 * [since, before) (the caller passes yesterday's and tomorrow's local midnights), or null when there is
 * no log in that range. Gaps-and-islands walked backwards in SQL: one index probe per day of the run,
 * stopping at the first day without a log, so the cost follows the current run, not the whole history
 * (docs/decisions/0018). `timeZone` is an IANA name already validated by the session guard; it is
 * sent as a bound parameter all the same.
 */
export async function currentLogRun(
  db: DbOrTx,
  userId: string,
  timeZone: string,
  since: Date,
  before: Date,
): Promise<{ lastDay: string; length: number } | null> {
  // Both drivers (node-postgres and PGlite) answer a raw statement with `{ rows }`.
  const result = (await db.execute(sql`
    with recursive run(day, n) as (
      select d, 1 from (
        select (max(${mealLogs.loggedAt}) at time zone ${timeZone})::date as d
        from ${mealLogs}
        where ${mealLogs.userId} = ${userId}
          and ${mealLogs.loggedAt} >= ${since.toISOString()}
          and ${mealLogs.loggedAt} < ${before.toISOString()}
      ) latest
      where d is not null
      union all
      select r.day - 1, r.n + 1 from run r
      where exists (
        select 1 from ${mealLogs}
        where ${mealLogs.userId} = ${userId}
          and ${mealLogs.loggedAt} >= ((r.day - 1)::timestamp at time zone ${timeZone})
          and ${mealLogs.loggedAt} < (r.day::timestamp at time zone ${timeZone})
      )
    )
    select to_char(max(day), 'YYYY-MM-DD') as last_day, max(n)::int as length from run`)) as unknown as {
    rows: { last_day: string | null; length: number | null }[];
  };
  const row = result.rows[0];
  return row?.last_day ? { lastDay: row.last_day, length: Number(row.length) } : null;
}

export type PlanRow = typeof mealPlans.$inferSelect;

/** The user's plan whose range contains `day`, newest first (SPEC.md section 4 "Meal plans"). */
export async function planCovering(db: DbOrTx, userId: string, day: string): Promise<PlanRow | null> {
  const [row] = await db
    .select()
    .from(mealPlans)
    .where(and(eq(mealPlans.userId, userId), lte(mealPlans.startDate, day), gte(mealPlans.endDate, day)))
    .orderBy(desc(mealPlans.createdAt))
    .limit(1);
  return row ?? null;
}
