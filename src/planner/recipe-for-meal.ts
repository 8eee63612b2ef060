import type { Difficulty } from "../core/enums";
import type { PlannedMeal } from "../core/plan.schema";
import { ingredientLine, portionLabel } from "./quantities";
import type { RecipeData } from "./recipe-data";
import { RECIPES, recipeById } from "./recipes";
import { singularForms, tokens } from "./text";

export interface RecipeDetails {
  /** "1 ración (unos 420 g)": the planned portion, with its weight */
  portion?: string;
  /** in kitchen units where cooks use them ("2 huevos", "1 cucharada de aceite", "80 g de arroz") */
  ingredients: string[];
  instructions: string[];
  time: number;
  difficulty: Difficulty;
}

const STOPWORDS = new Set([
  "de",
  "del",
  "con",
  "y",
  "e",
  "a",
  "al",
  "la",
  "el",
  "los",
  "las",
  "en",
  "para",
  "sin",
  "o",
  "un",
  "una",
]);

export { ingredientLine } from "./quantities";

export function detailsFor(recipe: RecipeData, factor: number): RecipeDetails {
  return {
    portion: portionLabel(factor, recipe.grams),
    ingredients: recipe.ingredients.map((i) => ingredientLine(i.food, i.text, i.grams * factor)),
    instructions: [...recipe.instructions],
    time: recipe.time,
    difficulty: recipe.difficulty,
  };
}

function nameKeys(s: string): Set<string> {
  const out = new Set<string>();
  for (const t of tokens(s)) {
    if (STOPWORDS.has(t)) continue;
    const forms = singularForms(t);
    out.add(forms[forms.length - 1]);
  }
  return out;
}

const NAME_KEYS = RECIPES.map((r) => ({ recipe: r, keys: nameKeys(r.name) }));

/** Closest library recipe by name (shared words, accents and plurals ignored), or null. */
export function closestRecipeByName(name: string): RecipeData | null {
  const keys = nameKeys(name);
  if (keys.size === 0) return null;
  let best: RecipeData | null = null;
  let bestScore = 0;
  for (const { recipe, keys: rk } of NAME_KEYS) {
    let shared = 0;
    for (const k of keys) if (rk.has(k)) shared++;
    if (shared === 0) continue;
    const score = shared / (keys.size + rk.size - shared);
    if (score > bestScore) {
      bestScore = score;
      best = recipe;
    }
  }
  return bestScore >= 0.25 ? best : null;
}

const PORTION_IN_ID = /@(\d+)(?:-d\d+m\d+)?$/;

/**
 * The library recipe a planned meal names by `recipe_id`, and the portion the planner chose (read back
 * from the meal id, `lentejas-estofadas@115-d2m1`, or from its calories); null without a known recipe_id.
 * The recipe modal and the shopping list both scale by it, so they agree on the grams.
 */
export function plannedRecipe(meal: PlannedMeal): { recipe: RecipeData; factor: number } | null {
  const recipe = meal.recipe_id ? recipeById(meal.recipe_id) : undefined;
  if (!recipe) return null;
  const m = meal.id ? PORTION_IN_ID.exec(meal.id) : null;
  return { recipe, factor: m ? Number(m[1]) / 100 : portionFromCalories(recipe, meal.calories) };
}

/** The recipe for a planned meal, with ingredient grams scaled to its portion. */
export function recipeForMeal(meal: PlannedMeal): RecipeDetails | null {
  const planned = plannedRecipe(meal);
  if (planned) return detailsFor(planned.recipe, planned.factor);
  const recipe = closestRecipeByName(meal.name);
  if (!recipe) return null;
  return detailsFor(recipe, portionFromCalories(recipe, meal.calories));
}

function portionFromCalories(recipe: RecipeData, calories: number): number {
  const kcal = Number(calories);
  if (!(kcal > 0) || !(recipe.per_serving.calories > 0)) return 1;
  const f = Math.round((kcal / recipe.per_serving.calories) * 4) / 4;
  return Math.min(4, Math.max(0.5, f));
}
