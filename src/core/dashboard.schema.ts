import { z } from "zod";
import { mealTypeSchema } from "./enums";
import { type Nutrients, nutrientsSchema, nutrientTotalsSchema } from "./nutrients";
import { dailyGuidance } from "./nutrition-guidance";

/**
 * GET /api/dashboard: everything the dashboard shows for the user's local day (SPEC.md "Dashboard",
 * section 4 "Streak", section 9). Goals: docs/decisions/0007-dashboard-goals.md.
 */

/**
 * Goals when neither the profile nor a current plan gives one. Calories, protein, carbs and fat are
 * the spec's own defaults (section 9); sugar, fibre and salt are the nutrition guidance for 2000 kcal
 * without conditions (src/core/nutrition-guidance.ts: total sugars reference 90 g, fibre 28 g, salt
 * under 5 g). The dashboard computes those three from the user's own calories and conditions.
 */
const GUIDANCE_2000 = dailyGuidance(2000);
export const DEFAULT_GOALS: Nutrients = {
  calories: 2000,
  protein: 90,
  carbs: 250,
  fat: 70,
  sugar: Math.round(GUIDANCE_2000.totalSugarReference),
  fiber: Math.round(GUIDANCE_2000.fiberMin),
  salt: GUIDANCE_2000.saltMax,
};

/** Nutrients whose goal is a ceiling: staying under is good, going over is the warning. */
export const CEILING_NUTRIENTS = ["sugar", "salt"] as const;
export type CeilingNutrient = (typeof CEILING_NUTRIENTS)[number];
export function isCeilingNutrient(key: string): key is CeilingNutrient {
  return (CEILING_NUTRIENTS as readonly string[]).includes(key);
}

/** Progress of a value against its goal: bar width capped at 100 %, and how far over the goal it is. */
export function goalProgress(
  value: number,
  goal: number,
): { percent: number; barPercent: number; over: number } {
  if (!(goal > 0)) return { percent: 0, barPercent: 0, over: 0 };
  const percent = Math.round((value / goal) * 100);
  return { percent, barPercent: Math.min(100, Math.max(0, percent)), over: Math.max(0, percent - 100) };
}

export const weekPointSchema = z.object({
  /** local calendar day "YYYY-MM-DD" */
  day: z.string(),
  /** short Spanish weekday ('Lun', 'Mar'...) */
  label: z.string(),
  calories: z.number(),
});
export type WeekPoint = z.infer<typeof weekPointSchema>;

export const todaysPlannedMealSchema = nutrientsSchema.extend({
  /** "HH:MM", spread evenly from 08:00 to 20:00 */
  time: z.string(),
  name: z.string(),
  description: z.string(),
  meal_type: mealTypeSchema.optional(),
});
export type TodaysPlannedMeal = z.infer<typeof todaysPlannedMealSchema>;

export const dashboardResponseSchema = z.object({
  user_name: z.string(),
  /** the local day the figures are for */
  day: z.string(),
  today: nutrientTotalsSchema,
  goals: nutrientTotalsSchema,
  streak: z.number().int().min(0),
  week: z.array(weekPointSchema).length(7),
  weekly_average: z.number().int().min(0),
  todays_plan: z.array(todaysPlannedMealSchema),
  /** in a family plan (its owner or an active member): the page shows the household card */
  household: z.boolean(),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
