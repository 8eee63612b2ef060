import { and, count, eq, gte, lt, sql } from "drizzle-orm";
import { localDay, localDayRange } from "../../../core/dates";
import type { Feature, PlanType } from "../../../core/enums";
import { UpgradeRequired } from "../../../core/errors";
import { featureLimit } from "../../../core/plan-limits";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { featureUsage, mealLogs, recipeGenerations } from "../../db/schema";
import { currentPlanType } from "../billing/subscription.repo";
import { LIMIT_MESSAGES } from "./usage.messages";

type CountedFeature = Exclude<Feature, "custom_meal_plans" | "shopping_list" | "family" | "data_export">;

export interface QuotaContext {
  userId: string;
  timeZone: string;
  now?: Date;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** How many times the feature was used in its window: the user's local day, or a rolling 7 days. */
async function usedInWindow(tx: Tx, feature: CountedFeature, ctx: QuotaContext): Promise<number> {
  const now = ctx.now ?? new Date();
  if (feature === "recipe_generation") {
    const since = new Date(now.getTime() - WEEK_MS);
    const [row] = await tx
      .select({ n: count() })
      .from(recipeGenerations)
      .where(and(eq(recipeGenerations.userId, ctx.userId), gte(recipeGenerations.generatedAt, since)));
    return row?.n ?? 0;
  }
  const { start, end } = localDayRange(localDay(now, ctx.timeZone), ctx.timeZone);
  if (feature === "meal_logging") {
    const [row] = await tx
      .select({ n: count() })
      .from(mealLogs)
      .where(and(eq(mealLogs.userId, ctx.userId), gte(mealLogs.loggedAt, start), lt(mealLogs.loggedAt, end)));
    return row?.n ?? 0;
  }
  const [row] = await tx
    .select({ n: count() })
    .from(featureUsage)
    .where(
      and(
        eq(featureUsage.userId, ctx.userId),
        eq(featureUsage.feature, feature),
        gte(featureUsage.usedAt, start),
        lt(featureUsage.usedAt, end),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Checks the plan's limit and does `work` in one transaction, serialised per user and feature by an
 * advisory lock, so N parallel requests can never exceed the limit (10 parallel photo analyses by a
 * free user: exactly 2 succeed). `work` must be short (inserts only); slow calls such as an AI
 * request go after it, with `refundUsage` if they fail.
 * A failing check denies (SPEC.md section 8): errors propagate and nothing is written.
 */
export async function withQuota<T>(
  db: Db,
  feature: CountedFeature,
  ctx: QuotaContext,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${ctx.userId}:${feature}`}, 0))`);
    const limit = featureLimit(await currentPlanType(tx, ctx.userId), feature);
    if (limit !== null && (await usedInWindow(tx, feature, ctx)) >= limit) {
      throw new UpgradeRequired(feature, LIMIT_MESSAGES[feature]);
    }
    return work(tx);
  });
}

/** Records one use of a counted feature (photo analysis) inside `withQuota`; returns its id. */
export async function recordUsage(tx: Tx, userId: string, feature: CountedFeature): Promise<string> {
  if (feature === "recipe_generation") {
    const [row] = await tx
      .insert(recipeGenerations)
      .values({ userId })
      .returning({ id: recipeGenerations.id });
    return row.id;
  }
  const [row] = await tx.insert(featureUsage).values({ userId, feature }).returning({ id: featureUsage.id });
  return row.id;
}

/** Gives a use back when the work it paid for failed (e.g. the AI provider did not answer). */
export async function refundUsage(db: Db, userId: string, feature: CountedFeature, usageId: string) {
  if (feature === "recipe_generation") {
    await db
      .delete(recipeGenerations)
      .where(and(eq(recipeGenerations.id, usageId), eq(recipeGenerations.userId, userId)));
    return;
  }
  await db.delete(featureUsage).where(and(eq(featureUsage.id, usageId), eq(featureUsage.userId, userId)));
}

/**
 * Uses left in the current window per counted feature (null = unlimited), for the client: the plan
 * and the three counts, read in parallel.
 */
export async function usageLeft(
  db: DbOrTx,
  ctx: QuotaContext,
): Promise<Record<CountedFeature, number | null>> {
  const [plan, used] = await Promise.all([currentPlanType(db, ctx.userId), usageCounts(db, ctx)]);
  return usageLeftFrom(plan, used);
}

/** What is left of each counted feature under a plan, from the counts of usageCounts. */
export function usageLeftFrom(
  plan: PlanType,
  used: Record<CountedFeature, number>,
): Record<CountedFeature, number | null> {
  const result = {} as Record<CountedFeature, number | null>;
  for (const feature of Object.keys(used) as CountedFeature[]) {
    const limit = featureLimit(plan, feature);
    result[feature] = limit === null ? null : Math.max(0, limit - used[feature]);
  }
  return result;
}

/** Uses of each counted feature in its current window, in one statement. */
export async function usageCounts(db: DbOrTx, ctx: QuotaContext): Promise<Record<CountedFeature, number>> {
  const now = ctx.now ?? new Date();
  const { start, end } = localDayRange(localDay(now, ctx.timeZone), ctx.timeZone);
  const since = new Date(now.getTime() - WEEK_MS);
  const [row] = await db
    .select({
      photo: sql<number>`(select count(*)::int from ${featureUsage}
        where ${featureUsage.userId} = ${ctx.userId} and ${featureUsage.feature} = 'photo_analysis'
          and ${featureUsage.usedAt} >= ${start.toISOString()} and ${featureUsage.usedAt} < ${end.toISOString()})`,
      meals: sql<number>`(select count(*)::int from ${mealLogs}
        where ${mealLogs.userId} = ${ctx.userId}
          and ${mealLogs.loggedAt} >= ${start.toISOString()} and ${mealLogs.loggedAt} < ${end.toISOString()})`,
      recipes: sql<number>`(select count(*)::int from ${recipeGenerations}
        where ${recipeGenerations.userId} = ${ctx.userId} and ${recipeGenerations.generatedAt} >= ${since.toISOString()})`,
    })
    .from(sql`(select 1) as one`);
  return {
    photo_analysis: Number(row?.photo ?? 0),
    meal_logging: Number(row?.meals ?? 0),
    recipe_generation: Number(row?.recipes ?? 0),
  };
}
