import { ProviderFailed } from "../../../core/errors";
import type { PlannedMeal } from "../../../core/plan.schema";
import { mealKey } from "../../../core/plan-validation";
import type { Recipe } from "../../../core/recipe.schema";
import { normaliseDifficulty, normaliseTime } from "../../../core/recipe.schema";
import type { AppDeps } from "../../http/context";
import { recordUsage, refundUsage, withQuota } from "../usage/usage.service";
import { findRecipe, insertRecipeIfAbsent, type NewRecipe, type RecipeRow } from "./recipes.repo";

export const RECIPE_MESSAGES = {
  invalid: "Error generando la receta",
} as const;

function toRecipe(row: RecipeRow): Recipe {
  return {
    id: row.id,
    meal_id: row.mealId,
    ingredients: row.ingredients,
    instructions: row.instructions,
    time: row.time,
    difficulty: normaliseDifficulty(row.difficulty),
  };
}

/** SPEC.md section 5: arrays required, items cast to text, invalid difficulty 'medio', invalid time 30. */
function normaliseRecipe(value: unknown): NewRecipe {
  const r = (value ?? {}) as Record<string, unknown>;
  if (!Array.isArray(r.ingredients) || !Array.isArray(r.instructions)) {
    throw new ProviderFailed(RECIPE_MESSAGES.invalid);
  }
  const texts = (items: unknown[]) => items.map((i) => String(i ?? "").trim()).filter(Boolean);
  const ingredients = texts(r.ingredients);
  const instructions = texts(r.instructions);
  if (ingredients.length === 0 || instructions.length === 0)
    throw new ProviderFailed(RECIPE_MESSAGES.invalid);
  return {
    ingredients,
    instructions,
    time: normaliseTime(r.time),
    difficulty: normaliseDifficulty(r.difficulty),
  };
}

/**
 * SPEC.md section 4 "Recipe modal": the stored recipe for the meal if there is one; otherwise one
 * generation is charged (rolling-7-day limit checked and recorded atomically under the user's lock),
 * the recipe is generated outside that transaction, then stored. A failed generation, or a parallel
 * request that stored the same meal's recipe first, gives the generation back.
 */
export async function recipeForMeal(
  deps: Pick<AppDeps, "db" | "ai">,
  userId: string,
  meal: PlannedMeal,
  timeZone: string,
): Promise<{ recipe: Recipe; created: boolean }> {
  const { db, ai } = deps;
  const mealId = mealKey(meal);
  const stored = await findRecipe(db, userId, mealId);
  if (stored) return { recipe: toRecipe(stored), created: false };

  const usageId = await withQuota(db, "recipe_generation", { userId, timeZone }, (tx) =>
    recordUsage(tx, userId, "recipe_generation"),
  );
  let inserted: RecipeRow | null;
  try {
    const details = normaliseRecipe(await ai.generateRecipe(meal));
    inserted = await insertRecipeIfAbsent(db, userId, mealId, details);
  } catch (error) {
    await refundUsage(db, userId, "recipe_generation", usageId);
    throw error;
  }
  if (inserted) return { recipe: toRecipe(inserted), created: true };

  await refundUsage(db, userId, "recipe_generation", usageId);
  const winner = await findRecipe(db, userId, mealId);
  if (!winner) throw new ProviderFailed(RECIPE_MESSAGES.invalid);
  return { recipe: toRecipe(winner), created: false };
}
