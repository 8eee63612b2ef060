import { z } from "zod";
import { text } from "./input";
import { nutrientsSchema } from "./nutrients";

/** A side item of a built-in planned meal (planner v2): "1 rebanada de pan", its grams and nutrients. */
export const plannedMealItemSchema = nutrientsSchema.extend({
  name: z.string().trim().min(1),
  grams: z.number().min(0),
});
export type PlannedMealItem = z.infer<typeof plannedMealItemSchema>;

/** Family plans (issue 18): one person's share of a shared meal ("Luis 1,5 raciones"). */
export const householdPortionSchema = z.object({
  member_id: z.string().max(200),
  name: z.string().max(200),
  /** multiple of the planned portion (1 = the meal as planned, whose nutrients the meal carries) */
  portion: z.number().min(0).max(5),
});
export type HouseholdPortion = z.infer<typeof householdPortionSchema>;

/** SPEC.md section 3 "meal" (inside a day). */
export const plannedMealSchema = nutrientsSchema.extend({
  id: text({ max: 200, tooLong: "El identificador de la comida es demasiado largo" }).optional(),
  name: text({ max: 200, tooLong: "El nombre de la comida puede tener como máximo 200 caracteres" })
    .trim()
    .min(1),
  description: text({
    max: 2000,
    tooLong: "La descripción de la comida puede tener como máximo 2000 caracteres",
  })
    .trim()
    .min(1),
  /** built-in planner extras (absent in AI plans) */
  recipe_id: text({ max: 200, tooLong: "El identificador de la receta es demasiado largo" }).optional(),
  meal_type: z.enum(["breakfast", "lunch", "dinner", "snack"]).optional(),
  /** planner v2: total weight of the plate in grams (dish portion + sides) */
  grams: z.number().min(0).optional(),
  /** planner v2: side items besides the main dish (the meal's nutrients already include them) */
  items: z.array(plannedMealItemSchema).optional(),
  /**
   * family plans: the sum of the household's portions of this meal (absent = 1). The shopping list scales
   * every ingredient of the meal by it; the meal's nutrients stay those of one planned portion.
   */
  servings: z.number().min(0).max(50).optional(),
  /** family plans: each person's portion, for "Para 3: Ana 1 ración, Luis 1,5, Marta 0,75" */
  household: z.array(householdPortionSchema).max(10).optional(),
});
export type PlannedMeal = z.infer<typeof plannedMealSchema>;

export const dayPlanSchema = z.object({
  day: z.number().int().min(0).max(6),
  meals: z.array(plannedMealSchema),
  /** planner v2: Spanish notes on the guidance bounds this day could not meet, and their keys */
  notes: z.array(z.string()).optional(),
  relaxations: z.array(z.string()).optional(),
});
export type DayPlan = z.infer<typeof dayPlanSchema>;

/** A generated week as it is stored in meal_plans (daily_plans jsonb + averages). */
export const mealPlanSchema = z.object({
  id: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  daily_plans: z.array(dayPlanSchema).length(7),
  meals_per_day: z.number().int().min(1).max(7),
  daily_caloric_intake: z.number(),
  daily_total_protein_intake: z.number(),
  daily_total_carbs_intake: z.number(),
  daily_total_fat_intake: z.number(),
  daily_total_sugar_intake: z.number(),
  daily_total_fiber_intake: z.number(),
  daily_total_salt_intake: z.number(),
  created_at: z.string(),
});
export type MealPlan = z.infer<typeof mealPlanSchema>;

/** meals_per_day is clamped to 1..7, default 3 (SPEC.md section 5). */
export function clampMealsPerDay(value: unknown): number {
  const n = typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
  if (!Number.isFinite(n)) return 3;
  return Math.min(7, Math.max(1, Math.round(n)));
}
