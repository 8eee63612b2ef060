import {
  type DashboardResponse,
  DEFAULT_GOALS,
  type TodaysPlannedMeal,
  type WeekPoint,
} from "../../../core/dashboard.schema";
import { localDay, localDayRange, SHORT_WEEKDAYS_ES } from "../../../core/dates";
import { type Nutrients, roundNutrients, ZERO_NUTRIENTS } from "../../../core/nutrients";
import { dailyGuidance, detectConditions } from "../../../core/nutrition-guidance";
import { plannedMealSchema } from "../../../core/plan.schema";
import { dayNumber, streakFromRun } from "../../../core/streak";
import type { DbOrTx } from "../../db/client";
import { type DashboardProfile, dashboardSnapshot, type PlanRow, WEEK_DAYS } from "./dashboard.repo";

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

/**
 * The fields of a planned meal the dashboard shows, with the plan's own rules. A meal's side items and
 * household portions are not shown here, so they are not parsed on every read (a third of a dashboard
 * read's CPU went to parsing them; docs/decisions/0040): the pages that show them validate them.
 */
const shownMealSchema = plannedMealSchema.pick({
  name: true,
  description: true,
  meal_type: true,
  calories: true,
  protein: true,
  carbs: true,
  fat: true,
  sugar: true,
  fiber: true,
  salt: true,
});

/**
 * Today's planned meals with their times, from the `meals` of today's day of a plan as stored (the
 * statement in dashboard.repo.ts picks the day); a stored meal that is not a valid meal is skipped.
 */
export function todaysPlannedMeals(rawMeals: unknown): TodaysPlannedMeal[] {
  if (!Array.isArray(rawMeals)) return [];
  const meals = rawMeals.flatMap((m) => {
    const parsed = shownMealSchema.safeParse(m);
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

const MS_PER_DAY = 86_400_000;

/** A whole-day number (days since 1970-01-01) back to "YYYY-MM-DD". */
function dayString(n: number): string {
  return new Date(n * MS_PER_DAY).toISOString().slice(0, 10);
}

/** A zone's local today, the instants it spans, and the chart's 7 days ending on it. */
interface LocalWeek {
  today: string;
  from: number;
  until: number;
  days: { day: string; label: string }[];
}

/*
 * The local today of each zone seen, kept until the day ends: every request would otherwise format
 * the instant through Intl and rebuild the week's days and labels, the same all day for a zone. Zones
 * are validated IANA names (a few hundred), capped all the same.
 */
const weeks = new Map<string, LocalWeek>();
const MAX_ZONES = 1000;

function localWeek(now: Date, timeZone: string): LocalWeek {
  const t = now.getTime();
  const cached = weeks.get(timeZone);
  if (cached && t >= cached.from && t < cached.until) return cached;
  const today = localDay(now, timeZone);
  const { start, end } = localDayRange(today, timeZone);
  // Whole-day numbers for the week's labels: 1970-01-01 was a Thursday (getDay() 4).
  const todayN = dayNumber(today);
  const days = Array.from({ length: WEEK_DAYS }, (_, i) => {
    const n = todayN - (WEEK_DAYS - 1) + i;
    return { day: dayString(n), label: SHORT_WEEKDAYS_ES[(n + 4) % 7] };
  });
  const week = { today, from: start.getTime(), until: end.getTime(), days };
  if (weeks.size < MAX_ZONES || weeks.has(timeZone)) weeks.set(timeZone, week);
  return week;
}

/** Everything the dashboard shows, for the user's local today: one statement (dashboard.repo.ts). */
export async function getDashboard(
  db: DbOrTx,
  user: { id: string; name: string },
  timeZone: string,
  now: Date = new Date(),
): Promise<DashboardResponse> {
  const local = localWeek(now, timeZone);
  const today = local.today;
  const { profile, plan, familyMenu, days, run, household } = await dashboardSnapshot(
    db,
    user.id,
    timeZone,
    today,
  );
  const week: WeekPoint[] = local.days.map(({ day, label }) => ({
    day,
    label,
    calories: Math.round(days.get(day)?.calories ?? 0),
  }));
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
    todays_plan: todaysPlannedMeals((familyMenu ?? plan)?.todaysMeals),
    household,
  };
}
