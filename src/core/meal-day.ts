import { addDays, daysBetween, localDay, startOfLocalDay } from "./dates";
import type { MealType } from "./enums";

/*
 * The day a meal was eaten (issue 17 item 4). A meal's `logged_at` is the instant it was eaten, so the
 * dashboard, the streak and the day's list all count it on that day. Logging for a past day puts it at
 * the usual time of its meal type on that day; today, it is now.
 */

/** How far back a meal may be logged or copied to (the tracker's date switcher). */
export const MAX_DAYS_BACK = 30;

/** Usual local time of each meal type, in minutes after midnight. */
export const MEAL_TYPE_MINUTES: Record<MealType, number> = {
  breakfast: 8 * 60 + 30,
  lunch: 14 * 60,
  snack: 17 * 60 + 30,
  dinner: 21 * 60,
};

export type MealDayProblem = "future" | "too_old";

/** Why `day` cannot receive a meal when today is `today`, or null when it can. */
export function mealDayProblem(day: string, today: string): MealDayProblem | null {
  const back = daysBetween(day, today);
  if (back < 0) return "future";
  if (back > MAX_DAYS_BACK) return "too_old";
  return null;
}

/** The oldest day the switcher offers. */
export const oldestMealDay = (today: string) => addDays(today, -MAX_DAYS_BACK);

/** When a meal logged now for `day` was eaten: now for today, else the meal type's usual time that day. */
export function mealInstant(day: string, mealType: MealType, timeZone: string, now: Date): Date {
  if (day === localDay(now, timeZone)) return now;
  return new Date(startOfLocalDay(day, timeZone).getTime() + MEAL_TYPE_MINUTES[mealType] * 60_000);
}

/**
 * A copied meal keeps its time of day on the new day ("copy yesterday": breakfast stays at 08:10), but
 * never later than now, so a copy to today never sits in the future.
 */
export function sameTimeOnDay(
  original: Date,
  fromDay: string,
  toDay: string,
  timeZone: string,
  now: Date,
): Date {
  const offset = original.getTime() - startOfLocalDay(fromDay, timeZone).getTime();
  const moved = new Date(startOfLocalDay(toDay, timeZone).getTime() + offset);
  return moved > now ? now : moved;
}
