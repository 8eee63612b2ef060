import type { PlannedMeal } from "../../../core/plan.schema";

/*
 * Planner v2 plates (issue 13) on the plan page: a planned meal may carry its total weight (`grams`)
 * and its side items, and a day the Spanish notes on relaxed constraints (src/core/plan.schema.ts).
 * All optional: AI plans and plans stored before v2 have none of them.
 */

/** Weights as a cook reads them: to 5 g from 20 g up, to the gram below. */
export function roundGrams(grams: number): number {
  return grams >= 20 ? Math.round(grams / 5) * 5 : Math.max(1, Math.round(grams));
}

/** The plate's weight, or null when the planner did not weigh it. */
export function plateGrams(meal: PlannedMeal): number | null {
  return meal.grams != null && meal.grams > 0 ? meal.grams : null;
}

/** The main dish's weight: the plate's total minus its sides, or null when the plate has no weight. */
export function mainDishGrams(meal: PlannedMeal): number | null {
  const total = plateGrams(meal);
  if (total == null) return null;
  const sides = (meal.items ?? []).reduce((sum, item) => sum + item.grams, 0);
  const main = total - sides;
  return main > 0 ? main : null;
}
