import { calculateDailyCalorieGoal } from "../../../core/calorie-goal";
import type { MealType } from "../../../core/enums";
import { Invalid, NotFound, ProviderFailed, UpgradeRequired } from "../../../core/errors";
import type { MealLog } from "../../../core/meal.schema";
import { clampMealsPerDay, type DayPlan, type MealPlan, type PlannedMeal } from "../../../core/plan.schema";
import { PLAN_LIMITS } from "../../../core/plan-limits";
import { planAverages, validateWeeklyPlan } from "../../../core/plan-validation";
import { calorieGoalFromPlan } from "../../../core/plausibility";
import { planEndDate, planWeek } from "../../../core/week";
import type { Db, Tx } from "../../db/client";
import type { AppDeps } from "../../http/context";
import { currentPlanType } from "../billing/subscription.repo";
import { toMealLog } from "../meals/meals.service";
import { toProfile } from "../profile/profile.mapper";
import { findProfile } from "../profile/profile.repo";
import { LIMIT_MESSAGES } from "../usage/usage.messages";
import { PLAN_MESSAGES } from "./plans.messages";
import {
  findLatestPlanBefore,
  findPlanContaining,
  hasAnyPlan,
  insertMealLogFromPlan,
  lockUserPlans,
  type MealPlanRow,
  type NewPlan,
  replacePlanForWeek,
  setDailyCalorieGoal,
  updateMealLogType,
} from "./plans.repo";

export interface GeneratePlanOptions {
  weekOffset: number;
  timeZone: string;
  /**
   * the onboarding's initial plan: allowed whatever the subscription, and made only when the week
   * has no plan yet (posting onboarding again never regenerates the week)
   */
  initial?: boolean;
  /** when the request arrived: "today", and the line between a parallel request and a later one */
  now?: Date;
}

/** Database row -> the API's snake_case plan (SPEC.md section 3 meal_plans). */
export function toMealPlan(row: MealPlanRow): MealPlan {
  return {
    id: row.id,
    start_date: row.startDate,
    end_date: row.endDate,
    daily_plans: row.dailyPlans as DayPlan[],
    meals_per_day: row.mealsPerDay,
    daily_caloric_intake: row.dailyCaloricIntake,
    daily_total_protein_intake: row.dailyTotalProteinIntake,
    daily_total_carbs_intake: row.dailyTotalCarbsIntake,
    daily_total_fat_intake: row.dailyTotalFatIntake,
    daily_total_sugar_intake: row.dailyTotalSugarIntake,
    daily_total_fiber_intake: row.dailyTotalFiberIntake,
    daily_total_salt_intake: row.dailyTotalSaltIntake,
    created_at: row.createdAt.toISOString(),
  };
}

/** The plan for the week at `weekOffset`: the newest one whose range contains the target date. */
export async function planForWeek(
  db: Db,
  userId: string,
  weekOffset: number,
  timeZone: string,
  now = new Date(),
): Promise<MealPlan | null> {
  const row = await findPlanContaining(db, userId, planWeek(weekOffset, timeZone, now).targetDate);
  return row ? toMealPlan(row) : null;
}

/**
 * Generates and stores the plan for the week at `weekOffset` (SPEC.md section 4 "Meal plans"):
 * the profile must have an activity level; custom plans need a plan with customMealPlans unless it
 * is the onboarding's initial plan. The AI call runs outside the transaction; then, in one
 * transaction, plans overlapping the week are deleted, the new one inserted and the user's
 * daily_calorie_goal set to the plan's average.
 */
export async function generatePlanForUser(
  deps: Pick<AppDeps, "db" | "ai">,
  userId: string,
  options: GeneratePlanOptions,
): Promise<{ id: string }> {
  const plan = await generatePlan(deps, userId, options);
  return { id: plan.id };
}

export async function generatePlan(
  deps: Pick<AppDeps, "db" | "ai">,
  userId: string,
  { weekOffset, timeZone, initial = false, now = new Date() }: GeneratePlanOptions,
): Promise<MealPlan> {
  const { db, ai } = deps;
  const row = await findProfile(db, userId);
  if (!row) throw new NotFound(PLAN_MESSAGES.profileNotFound);
  if (!row.activityLevel) throw new Invalid(PLAN_MESSAGES.activityMissing);
  // A free user may make a first plan (onboarding's warning promises it); further ones are premium.
  const mayCreateFirst = initial || !(await hasAnyPlan(db, userId));
  if (!mayCreateFirst && !PLAN_LIMITS[await currentPlanType(db, userId)].customMealPlans) {
    throw new UpgradeRequired("custom_meal_plans", LIMIT_MESSAGES.custom_meal_plans);
  }

  const week = planWeek(weekOffset, timeZone, now);
  // Same user and week -> same seed, unless a plan is being replaced: then its id changes the seed so
  // regenerating the week gives a different plan (and stays reproducible).
  const replaced = await findPlanContaining(db, userId, week.targetDate);
  if (initial && replaced) return toMealPlan(replaced);
  const mealsPerDay = clampMealsPerDay(row.mealsPerDay ?? 3);
  const profile = toProfile(row);
  const dailyCalorieGoal =
    row.dailyCalorieGoal ??
    calculateDailyCalorieGoal({
      gender: profile.gender,
      weight: profile.weight,
      height: profile.height,
      age: profile.age,
      activity_level: profile.activity_level,
      fitness_goal: profile.fitness_goal,
    });
  const seed = `${userId}:${week.startDate}:${replaced?.id ?? "0"}`;

  const days = await ai.generateWeeklyPlan({
    profile,
    meals_per_day: mealsPerDay,
    daily_calorie_goal: dailyCalorieGoal,
    seed,
  });
  const checked = validateWeeklyPlan(days, mealsPerDay);
  if (!checked.ok) throw new ProviderFailed(checked.message);
  const averages = planAverages(checked.days);

  const saved = await replaceUnlessChanged(
    db,
    userId,
    { targetDate: week.targetDate, seen: replaced, startedAt: now, initial },
    { startDate: week.startDate, endDate: week.endDate, dailyPlans: checked.days, mealsPerDay, averages },
    (tx) => setDailyCalorieGoal(tx, userId, calorieGoalFromPlan(averages.daily_caloric_intake)),
  );
  return toMealPlan(saved);
}

/**
 * The one place a plan is written. Under the user's plan lock it reads the week again: if another
 * request stored a plan for it since this one began (a parallel generate, reuse or onboarding, e.g.
 * a double click), that plan is the answer and nothing is written, so N parallel requests leave
 * exactly one plan and all get it; a request made after the previous one finished still replaces it.
 * Otherwise the plans overlapping the new range are deleted and the new one inserted, in one
 * transaction (SPEC.md section 4), with `afterInsert` (the calorie goal) in the same transaction.
 */
async function replaceUnlessChanged(
  db: Db,
  userId: string,
  week: { targetDate: string; seen: MealPlanRow | null; startedAt: Date; initial?: boolean },
  plan: NewPlan,
  afterInsert?: (tx: Tx) => Promise<void>,
): Promise<MealPlanRow> {
  return db.transaction(async (tx) => {
    await lockUserPlans(tx, userId);
    const current = await findPlanContaining(tx, userId, week.targetDate);
    const changed = current && (current.id !== week.seen?.id || current.createdAt >= week.startedAt);
    if (current && (week.initial || changed)) return current;
    const inserted = await replacePlanForWeek(tx, userId, plan);
    await afterInsert?.(tx);
    return inserted;
  });
}

/**
 * Copies the latest plan that starts before the target week into that week (new dates, same days),
 * replacing any plan overlapping it. Allowed on every subscription (docs/decisions/0008).
 */
export async function reusePreviousPlan(
  db: Db,
  userId: string,
  weekOffset: number,
  timeZone: string,
  now = new Date(),
): Promise<MealPlan> {
  const week = planWeek(weekOffset, timeZone, now);
  const previous = await findLatestPlanBefore(db, userId, week.startDate);
  if (!previous) throw new NotFound(PLAN_MESSAGES.noPrevious);
  const seen = await findPlanContaining(db, userId, week.targetDate);
  const saved = await replaceUnlessChanged(
    db,
    userId,
    { targetDate: week.targetDate, seen, startedAt: now },
    {
      startDate: week.startDate,
      endDate: planEndDate(week.startDate),
      dailyPlans: previous.dailyPlans,
      mealsPerDay: previous.mealsPerDay,
      averages: {
        daily_caloric_intake: previous.dailyCaloricIntake,
        daily_total_protein_intake: previous.dailyTotalProteinIntake,
        daily_total_carbs_intake: previous.dailyTotalCarbsIntake,
        daily_total_fat_intake: previous.dailyTotalFatIntake,
        daily_total_sugar_intake: previous.dailyTotalSugarIntake,
        daily_total_fiber_intake: previous.dailyTotalFiberIntake,
        daily_total_salt_intake: previous.dailyTotalSaltIntake,
      },
    },
  );
  return toMealPlan(saved);
}

/**
 * Logs a planned meal now. Never refused by a limit (issue 15 item 2): meal logging is unlimited on
 * every plan, and a meal of the user's own plan is not a new estimate. Type breakfast as the spec
 * says, unless the user picked another (docs/decisions/0008).
 */
export async function addPlannedMealToToday(
  db: Db,
  userId: string,
  input: { meal: PlannedMeal; mealType?: MealType; now?: Date },
): Promise<MealLog> {
  const { meal, mealType = "breakfast" } = input;
  const row = await db.transaction((tx) => insertMealLogFromPlan(tx, userId, meal, mealType));
  return toMealLog(row);
}

/** The success flow's "it was another meal of the day": re-types the entry just added. */
export async function changeAddedMealType(db: Db, userId: string, logId: string, mealType: MealType) {
  const row = await updateMealLogType(db, userId, logId, mealType);
  if (!row) throw new NotFound();
  return toMealLog(row);
}
