import {
  type DashboardResponse,
  DEFAULT_GOALS,
  type TodaysPlannedMeal,
  type WeekPoint,
} from "../../../core/dashboard.schema";
import { addDays, localDay, shortWeekdayEs, startOfLocalDay } from "../../../core/dates";
import { type Nutrients, roundNutrients, ZERO_NUTRIENTS } from "../../../core/nutrients";
import { dailyGuidance, detectConditions } from "../../../core/nutrition-guidance";
import { plannedMealSchema } from "../../../core/plan.schema";
import { streakFromRun } from "../../../core/streak";
import { planDayIndex } from "../../../core/week";
import type { DbOrTx } from "../../db/client";
import { type DashboardProfile, dashboardSnapshot, type PlanRow } from "./dashboard.repo";

export const WEEK_DAYS = 7;
const FIRST_MEAL_MINUTES = 8 * 60;
const LAST_MEAL_MINUTES = 20 * 60;

/**
 * Times of a day's planned meals, spread evenly from 08:00 to 20:00 (SPEC.md section 9): the first
 * at 08:00 and the last at 20:00; a single meal sits at 08:00.
 */
export function plannedMealTimes(count: number): string[] {
  const step = count > 1 ? (LAST_MEAL_MINUTES - FIRST_MEAL_MINUTES) / (count - 1) : 0;
  return Array.from({ length: Math.max(0, count) }, (_, i) => {
    const minutes = Math.round(FIRST_MEAL_MINUTES + step * i);
    return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  });
}

/**
 * Goals (docs/decisions/0020-goals-from-guidance.md): calories from the profile; protein, carbs and fat
 * from the current plan's daily averages; sugar, fibre and salt from the nutrition guidance for the
 * calorie goal and the conditions the user wrote down (src/core/nutrition-guidance.ts), never from
 * the plan, whose averages are whatever the planner happened to pick. Each falls back to its default
 * when absent or zero; macros rounded for display (SPEC.md section 9), salt to one decimal.
 */
export function dashboardGoals(
  profile: Pick<DashboardProfile, "dailyCalorieGoal" | "healthRestrictions"> | null,
  plan: Pick<PlanRow, "dailyTotalProteinIntake" | "dailyTotalCarbsIntake" | "dailyTotalFatIntake"> | null,
): Nutrients {
  const pick = (value: number | null | undefined, fallback: number) =>
    value != null && Number.isFinite(value) && value > 0 ? value : fallback;
  const calories = Math.round(pick(profile?.dailyCalorieGoal, DEFAULT_GOALS.calories));
  const guidance = dailyGuidance(calories, detectConditions(profile?.healthRestrictions ?? []));
  return {
    calories,
    protein: Math.round(pick(plan?.dailyTotalProteinIntake, DEFAULT_GOALS.protein)),
    carbs: Math.round(pick(plan?.dailyTotalCarbsIntake, DEFAULT_GOALS.carbs)),
    fat: Math.round(pick(plan?.dailyTotalFatIntake, DEFAULT_GOALS.fat)),
    sugar: Math.round(guidance.totalSugarReference),
    fiber: Math.round(guidance.fiberMin),
    salt: Math.round(guidance.saltMax * 10) / 10,
  };
}

/** Today's meals of a plan (day index = days since its start, 0..6), with their times. */
export function todaysPlannedMeals(
  plan: Pick<PlanRow, "startDate" | "dailyPlans"> | null,
  today: string,
): TodaysPlannedMeal[] {
  if (!plan) return [];
  const index = planDayIndex(plan.startDate, today);
  if (index === null || !Array.isArray(plan.dailyPlans)) return [];
  const days = plan.dailyPlans as unknown[];
  const byDay = days.find((d) => (d as { day?: unknown } | null)?.day === index) ?? days[index];
  const rawMeals = (byDay as { meals?: unknown } | undefined)?.meals;
  if (!Array.isArray(rawMeals)) return [];
  const meals = rawMeals.flatMap((m) => {
    const parsed = plannedMealSchema.safeParse(m);
    return parsed.success ? [parsed.data] : [];
  });
  const times = plannedMealTimes(meals.length);
  return meals.map((meal, i) => ({
    time: times[i],
    name: meal.name,
    description: meal.description,
    ...(meal.meal_type ? { meal_type: meal.meal_type } : {}),
    ...roundNutrients(meal),
  }));
}

/** Everything the dashboard shows, for the user's local today: one statement (dashboard.repo.ts). */
export async function getDashboard(
  db: DbOrTx,
  user: { id: string; name: string },
  timeZone: string,
  now: Date = new Date(),
): Promise<DashboardResponse> {
  const today = localDay(now, timeZone);
  const firstDay = addDays(today, -(WEEK_DAYS - 1));
  const tomorrow = startOfLocalDay(addDays(today, 1), timeZone);
  const { profile, plan, familyMenu, days, run } = await dashboardSnapshot(
    db,
    user.id,
    timeZone,
    today,
    { start: startOfLocalDay(firstDay, timeZone), end: tomorrow },
    // The streak's run ends today or yesterday (SPEC.md section 9), then core/streak.ts's rule.
    { since: startOfLocalDay(addDays(today, -1), timeZone), before: tomorrow },
  );

  const week: WeekPoint[] = Array.from({ length: WEEK_DAYS }, (_, i) => {
    const day = addDays(firstDay, i);
    return { day, label: shortWeekdayEs(day), calories: Math.round(days.get(day)?.calories ?? 0) };
  });
  const weekTotal = [...days.values()].reduce((sum, n) => sum + n.calories, 0);

  return {
    user_name: profile?.fullName?.trim() || user.name,
    day: today,
    today: roundNutrients(days.get(today) ?? ZERO_NUTRIENTS),
    goals: dashboardGoals(profile, plan),
    streak: run ? streakFromRun(run.lastDay, run.length, today) : 0,
    week,
    weekly_average: Math.round(weekTotal / WEEK_DAYS),
    // A member who follows the family menu eats the owner's meals today (issue 18); their macro
    // goals stay those of their own plan, whose averages are one person's.
    todays_plan: todaysPlannedMeals(familyMenu ?? plan, today),
  };
}
