import { z } from "zod";
import { nutrientsSchema } from "../../../core/nutrients";
import { dayPlanSchema, mealPlanSchema, plannedMealSchema } from "../../../core/plan.schema";

/*
 * Planner v2 plates (issue 13) as the plan page reads them: a planned meal may carry its total weight
 * (`grams`) and its side items, and a day the Spanish notes that explain relaxed constraints. All
 * optional: AI plans and plans stored before v2 have none of them. A malformed extra is dropped
 * rather than failing the whole week (`.catch`), since these fields only add detail to the page.
 */

/** The same shape as the planner's side item, so a plate here is a planned meal there. */
export const plateItemSchema = nutrientsSchema.extend({
  name: z.string().trim().min(1),
  grams: z.number().min(0),
});
export type PlateItem = z.infer<typeof plateItemSchema>;

export const plateMealSchema = plannedMealSchema.extend({
  grams: z.number().min(0).optional().catch(undefined),
  items: z.array(plateItemSchema).optional().catch(undefined),
});
export type PlateMeal = z.infer<typeof plateMealSchema>;

/** Notes as a list whether the planner sends one text or several. */
const notesSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean))
  .optional()
  .catch(undefined);

export const plateDaySchema = dayPlanSchema.extend({
  meals: z.array(plateMealSchema),
  notes: notesSchema,
});
export type PlateDay = z.infer<typeof plateDaySchema>;

export const platePlanSchema = mealPlanSchema.extend({
  daily_plans: z.array(plateDaySchema).length(7),
});
export type PlatePlan = z.infer<typeof platePlanSchema>;

/** Weights as a cook reads them: to 5 g from 20 g up, to the gram below. */
export function roundGrams(grams: number): number {
  return grams >= 20 ? Math.round(grams / 5) * 5 : Math.max(1, Math.round(grams));
}

/** The main dish's weight: the plate's total minus its sides, or null when the plate has no weight. */
export function mainDishGrams(meal: PlateMeal): number | null {
  if (meal.grams == null || meal.grams <= 0) return null;
  const sides = (meal.items ?? []).reduce((sum, item) => sum + item.grams, 0);
  const main = meal.grams - sides;
  return main > 0 ? main : null;
}
