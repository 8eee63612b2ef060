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
 * Distinct local days ("YYYY-MM-DD", newest first) on which the user logged a meal in [from, before).
 * `timeZone` is an IANA name already validated by the session guard; it is sent as a bound parameter
 * all the same.
 */
export async function distinctLocalLogDays(
  db: DbOrTx,
  userId: string,
  timeZone: string,
  from: Date,
  before: Date,
): Promise<string[]> {
  const rows = await db
    .select({
      day: sql<string>`to_char((${mealLogs.loggedAt} at time zone ${timeZone})::date, 'YYYY-MM-DD')`,
    })
    .from(mealLogs)
    .where(and(eq(mealLogs.userId, userId), gte(mealLogs.loggedAt, from), lt(mealLogs.loggedAt, before)))
    .groupBy(sql`1`)
    .orderBy(sql`1 desc`);
  return rows.map((r) => r.day);
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
