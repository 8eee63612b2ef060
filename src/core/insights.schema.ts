import { z } from "zod";
import { MEAL_TYPES } from "./enums";
import { NUTRIENT_KEYS, type NutrientKey, nutrientTotalsSchema } from "./nutrients";

/*
 * GET /api/insights?days=7|30|90 (issue 19 item 3): each nutrient per local day against its goal,
 * averages and days on target over the days WITH logs, the meal types and foods that bring most
 * calories, sugar and salt, and logging consistency. Free users get the last 7 days of calories only
 * (`full: false`: the other nutrients, meal types and foods are absent).
 */

export const INSIGHT_PERIODS = [7, 30, 90] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];
export const FREE_INSIGHT_DAYS: InsightPeriod = 7;

export const insightsQuerySchema = z.object({
  days: z
    .enum(["7", "30", "90"], { error: "El periodo debe ser 7, 30 o 90 días" })
    .optional()
    .transform((v) => Number(v ?? "7") as InsightPeriod),
});

/** The three nutrients whose sources the page ranks. */
export const SOURCE_NUTRIENTS = ["calories", "sugar", "salt"] as const;
export type SourceNutrient = (typeof SOURCE_NUTRIENTS)[number];

/**
 * Whether a logged day's amount meets its goal: calories within ±10 %; protein and fibre at least
 * 90 % (floors); carbs and fat within ±20 %; sugar and salt at most the goal (ceilings).
 */
export function onTarget(key: NutrientKey, value: number, goal: number): boolean {
  if (!(goal > 0)) return false;
  switch (key) {
    case "calories":
      return Math.abs(value - goal) <= goal * 0.1;
    case "protein":
    case "fiber":
      return value >= goal * 0.9;
    case "carbs":
    case "fat":
      return Math.abs(value - goal) <= goal * 0.2;
    case "sugar":
    case "salt":
      return value <= goal;
  }
}

const optionalAmount = z.number().min(0).optional();
export const insightDaySchema = z.object({
  day: z.string(),
  logged: z.boolean(),
  calories: z.number().min(0),
  protein: optionalAmount,
  carbs: optionalAmount,
  fat: optionalAmount,
  sugar: optionalAmount,
  fiber: optionalAmount,
  salt: optionalAmount,
});
export type InsightDay = z.infer<typeof insightDaySchema>;

export const nutrientSummarySchema = z.object({
  nutrient: z.enum(NUTRIENT_KEYS),
  goal: z.number(),
  /** mean over the days with logs (0 when none) */
  average: z.number(),
  days_on_target: z.number().int(),
});
export type NutrientSummary = z.infer<typeof nutrientSummarySchema>;

const sourceAmounts = z.object({ calories: z.number(), sugar: z.number(), salt: z.number() });

export const mealTypeSourceSchema = sourceAmounts.extend({
  meal_type: z.enum(MEAL_TYPES),
  meals: z.number().int(),
});
export const foodSourceSchema = sourceAmounts.extend({ name: z.string(), meals: z.number().int() });
export type FoodSource = z.infer<typeof foodSourceSchema>;

export const insightsResponseSchema = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** premium analytics: every nutrient and the sources; false = calories of the last 7 days only */
  full: z.boolean(),
  goals: nutrientTotalsSchema,
  daily: z.array(insightDaySchema),
  summary: z.array(nutrientSummarySchema),
  consistency: z.object({ logged_days: z.number().int(), days: z.number().int() }),
  /** null when not `full` */
  sources: z
    .object({
      meal_types: z.array(mealTypeSourceSchema),
      /** top foods (meal descriptions) for each of calories, sugar and salt, largest first */
      foods: z.object({
        calories: z.array(foodSourceSchema),
        sugar: z.array(foodSourceSchema),
        salt: z.array(foodSourceSchema),
      }),
    })
    .nullable(),
});
export type InsightsResponse = z.infer<typeof insightsResponseSchema>;

/** GET /api/insights/goal: the adaptive goal (premium), or why there is none yet. */
export const adaptiveGoalResponseSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("locked") }),
  z.object({
    status: z.literal("insufficient"),
    reason: z.string(),
    logged_days: z.number().int(),
    weigh_ins: z.number().int(),
  }),
  z.object({
    status: z.literal("ok"),
    period_days: z.number().int(),
    logged_days: z.number().int(),
    weigh_ins: z.number().int(),
    average_intake: z.number(),
    trend_change_kg: z.number(),
    expenditure: z.number(),
    uncertainty_kcal: z.number().nullable(),
    confidence: z.enum(["baja", "media", "alta"]),
    direction: z.enum(["lose", "gain", "maintain"]),
    proposed_goal: z.number().int(),
    current_goal: z.number().int().nullable(),
    explanation: z.string(),
    goal_explanation: z.string(),
  }),
]);
export type AdaptiveGoalResponse = z.infer<typeof adaptiveGoalResponseSchema>;
