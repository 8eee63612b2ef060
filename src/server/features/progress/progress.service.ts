import { addDays, localDay, startOfLocalDay } from "../../../core/dates";
import { Invalid, NotFound } from "../../../core/errors";
import { EXPENDITURE_WINDOW_DAYS, estimateExpenditure } from "../../../core/expenditure";
import {
  type AdaptiveGoalResponse,
  FREE_INSIGHT_DAYS,
  type InsightDay,
  type InsightPeriod,
  type InsightsResponse,
  onTarget,
} from "../../../core/insights.schema";
import { NUTRIENT_KEYS, roundNutrients } from "../../../core/nutrients";
import { PLAN_LIMITS } from "../../../core/plan-limits";
import {
  WEIGHT_MESSAGES,
  type WeighIn,
  type WeighInInput,
  type WeightsResponse,
} from "../../../core/weight.schema";
import { weightTrend } from "../../../core/weight-trend";
import type { Db } from "../../db/client";
import { currentPlanType } from "../billing/subscription.repo";
import { dashboardGoals } from "../dashboard/dashboard.service";
import { expenditureInputs, insightsSnapshot } from "./insights.repo";
import {
  deleteWeighIn,
  latestWeighIn,
  listWeighIns,
  syncProfileWeight,
  upsertWeighIn,
  type WeighInRow,
} from "./weights.repo";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Weigh-ins read before the period so its first trend points are already smoothed. */
const TREND_WARM_UP_DAYS = 60;

const toWeighIn = (row: WeighInRow): WeighIn => ({
  id: row.id,
  date: row.date,
  kg: Number(row.kg),
  note: row.note,
});

/** Records (or replaces) the day's weigh-in, and moves the profile's weight to the latest one. */
export async function recordWeighIn(
  db: Db,
  userId: string,
  timeZone: string,
  input: WeighInInput,
  now = new Date(),
): Promise<WeighIn> {
  if (input.date > localDay(now, timeZone)) throw new Invalid(WEIGHT_MESSAGES.future);
  return db.transaction(async (tx) => {
    const row = await upsertWeighIn(tx, userId, input);
    await syncProfileWeight(tx, userId);
    return toWeighIn(row);
  });
}

/** Deletes one of the user's weigh-ins (another user's id: the same 404 as a missing one). */
export async function removeWeighIn(db: Db, userId: string, id: string): Promise<void> {
  if (!UUID.test(id)) throw new NotFound(WEIGHT_MESSAGES.notFound);
  await db.transaction(async (tx) => {
    if (!(await deleteWeighIn(tx, userId, id))) throw new NotFound(WEIGHT_MESSAGES.notFound);
    await syncProfileWeight(tx, userId);
  });
}

/** The weigh-ins of the last `days` local days with their EWMA trend, and the latest weigh-in. */
export async function listWeights(
  db: Db,
  userId: string,
  timeZone: string,
  days: number,
  now = new Date(),
): Promise<WeightsResponse> {
  const from = addDays(localDay(now, timeZone), -(days - 1));
  const [rows, latest] = await Promise.all([
    listWeighIns(db, userId, addDays(from, -TREND_WARM_UP_DAYS)),
    latestWeighIn(db, userId),
  ]);
  const all = rows.map(toWeighIn);
  const trend = weightTrend(all);
  return {
    days,
    weigh_ins: all.filter((w) => w.date >= from),
    trend: trend.filter((t) => t.date >= from),
    latest: latest ? toWeighIn(latest) : null,
  };
}

/** GET /api/insights: premium gets every nutrient and the sources; free the last 7 days of calories. */
export async function getInsights(
  db: Db,
  userId: string,
  timeZone: string,
  requested: InsightPeriod,
  now = new Date(),
): Promise<InsightsResponse> {
  const full = PLAN_LIMITS[await currentPlanType(db, userId)].advancedAnalytics;
  const days = full ? requested : FREE_INSIGHT_DAYS;
  const today = localDay(now, timeZone);
  const from = addDays(today, -(days - 1));
  const snapshot = await insightsSnapshot(
    db,
    userId,
    timeZone,
    today,
    { start: startOfLocalDay(from, timeZone), end: startOfLocalDay(addDays(today, 1), timeZone) },
    full,
  );
  const goals = dashboardGoals(
    {
      dailyCalorieGoal: snapshot.goals.dailyCalorieGoal,
      healthRestrictions: snapshot.goals.healthRestrictions,
    },
    snapshot.goals.plan,
  );
  const keys = full ? NUTRIENT_KEYS : (["calories"] as const);

  const daily: InsightDay[] = Array.from({ length: days }, (_, i) => {
    const day = addDays(from, i);
    const sums = snapshot.days.get(day);
    const rounded = sums ? roundNutrients(sums) : null;
    const point: InsightDay = { day, logged: Boolean(sums), calories: rounded?.calories ?? 0 };
    if (full) for (const key of NUTRIENT_KEYS) point[key] = rounded?.[key] ?? 0;
    return point;
  });
  const logged = [...snapshot.days.values()];
  const summary = keys.map((key) => {
    const total = logged.reduce((sum, n) => sum + n[key], 0);
    const average = logged.length ? total / logged.length : 0;
    return {
      nutrient: key,
      goal: goals[key],
      average: key === "calories" ? Math.round(average) : Math.round(average * 10) / 10,
      days_on_target: logged.filter((n) => onTarget(key, n[key], goals[key])).length,
    };
  });
  const round = <T extends { calories: number; sugar: number; salt: number }>(s: T): T => ({
    ...s,
    calories: Math.round(s.calories),
    sugar: Math.round(s.sugar * 10) / 10,
    salt: Math.round(s.salt * 100) / 100,
  });

  return {
    days,
    from,
    to: today,
    full,
    goals,
    daily,
    summary,
    consistency: { logged_days: logged.length, days },
    sources: snapshot.sources
      ? {
          meal_types: snapshot.sources.mealTypes.map(round),
          foods: {
            calories: snapshot.sources.foods.calories.map(round),
            sugar: snapshot.sources.foods.sugar.map(round),
            salt: snapshot.sources.foods.salt.map(round),
          },
        }
      : null,
  };
}

/** GET /api/insights/goal: the adaptive goal (premium). It only proposes; the profile PATCH accepts it. */
export async function getAdaptiveGoal(
  db: Db,
  userId: string,
  timeZone: string,
  now = new Date(),
): Promise<AdaptiveGoalResponse> {
  if (!PLAN_LIMITS[await currentPlanType(db, userId)].advancedAnalytics) return { status: "locked" };
  const today = localDay(now, timeZone);
  const since = addDays(today, -EXPENDITURE_WINDOW_DAYS);
  const inputs = await expenditureInputs(db, userId, timeZone, since, {
    start: startOfLocalDay(since, timeZone),
    end: startOfLocalDay(today, timeZone),
  });
  return estimateExpenditure({
    today,
    intake: inputs.intake,
    weighIns: inputs.weighIns,
    fitnessGoal: inputs.fitnessGoal,
    currentGoal: inputs.dailyCalorieGoal,
  });
}
