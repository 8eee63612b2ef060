import { z } from "zod";
import { addNutrients, type NUTRIENT_KEYS, type Nutrients, ZERO_NUTRIENTS } from "./nutrients";
import { type DayPlan, dayPlanSchema, type PlannedMeal } from "./plan.schema";
import { isPlausibleDayCalories } from "./plausibility";
import { DAYS_PER_PLAN } from "./week";

/** Texts of SPEC.md section 8 "Plans" that validation produces. */
export const PLAN_VALIDATION_MESSAGES = {
  invalidFormat: "Error al generar el plan de comidas: formato inválido",
  mealsPerDay: (n: number) => `El plan debe tener exactamente ${n} comidas por día`,
  empty: "No meal plan generated",
} as const;

export type PlanValidation = { ok: true; days: DayPlan[] } | { ok: false; message: string };

/**
 * SPEC.md section 5: a meal plan has exactly 7 days and each day exactly meals_per_day meals; each
 * meal has a name, a description and numeric macros. Days are re-numbered 0..6 in order.
 */
export function validateWeeklyPlan(value: unknown, mealsPerDay: number): PlanValidation {
  if (!Array.isArray(value) || value.length === 0)
    return { ok: false, message: PLAN_VALIDATION_MESSAGES.empty };
  const parsed = z.array(dayPlanSchema.extend({ day: z.number().optional() })).safeParse(value);
  if (!parsed.success || parsed.data.length !== DAYS_PER_PLAN) {
    return { ok: false, message: PLAN_VALIDATION_MESSAGES.invalidFormat };
  }
  if (parsed.data.some((d) => d.meals.length !== mealsPerDay)) {
    return { ok: false, message: PLAN_VALIDATION_MESSAGES.mealsPerDay(mealsPerDay) };
  }
  // Plausibility (src/core/plausibility): each meal is within one meal's bounds (the schema above),
  // and each day within the calorie goal's range, so the goal taken from the plan's average is too.
  if (parsed.data.some((d) => !isPlausibleDayCalories(dayTotals(d).calories))) {
    return { ok: false, message: PLAN_VALIDATION_MESSAGES.invalidFormat };
  }
  return { ok: true, days: parsed.data.map((d, i) => ({ ...d, day: i })) };
}

export interface PlanAverages {
  daily_caloric_intake: number;
  daily_total_protein_intake: number;
  daily_total_carbs_intake: number;
  daily_total_fat_intake: number;
  daily_total_sugar_intake: number;
  daily_total_fiber_intake: number;
  daily_total_salt_intake: number;
}

export function dayTotals(day: Pick<DayPlan, "meals">): Nutrients {
  return day.meals.reduce<Nutrients>((sum, meal) => addNutrients(sum, meal), ZERO_NUTRIENTS);
}

/** Average per day over the plan: kcal rounded, other macros to 2 decimals (SPEC.md section 9). */
export function planAverages(days: DayPlan[]): PlanAverages {
  const total = days.reduce<Nutrients>((sum, day) => addNutrients(sum, dayTotals(day)), ZERO_NUTRIENTS);
  const n = Math.max(1, days.length);
  const avg = (key: (typeof NUTRIENT_KEYS)[number]) => Math.round((total[key] / n) * 100) / 100;
  return {
    daily_caloric_intake: Math.round(total.calories / n),
    daily_total_protein_intake: avg("protein"),
    daily_total_carbs_intake: avg("carbs"),
    daily_total_fat_intake: avg("fat"),
    daily_total_sugar_intake: avg("sugar"),
    daily_total_fiber_intake: avg("fiber"),
    daily_total_salt_intake: avg("salt"),
  };
}

/**
 * The recipe key of a planned meal: its id, or (SPEC.md section 3) one built from the name and the
 * four main nutrients, so the same dish with the same portion shares one stored recipe.
 */
export function mealKey(
  meal: Pick<PlannedMeal, "id" | "name" | "calories" | "protein" | "carbs" | "fat">,
): string {
  if (meal.id?.trim()) return meal.id.trim();
  const name = meal.name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  const n = (x: number) => String(Math.round(x * 10) / 10);
  return `${name}|${n(meal.calories)}|${n(meal.protein)}|${n(meal.carbs)}|${n(meal.fat)}`;
}
