import type { CuisineRegion, Difficulty, MealType } from "../../core/enums";
import type { FoodKey } from "./foods";

/** One ingredient as authored: palette key, grams for one serving, optional wording for the list. */
export type IngredientSpec = readonly [food: FoodKey, grams: number, text?: string];

/** A library recipe as authored. Nutrients and diet/allergen tags are derived by scripts/build-recipes.ts. */
export interface RecipeSpec {
  id: string;
  name: string;
  /** one short Spanish sentence */
  description: string;
  roles: readonly MealType[];
  /** one serving */
  ingredients: readonly IngredientSpec[];
  /** in order; the UI numbers them */
  steps: readonly string[];
  time: number;
  difficulty: Difficulty;
  /** descriptive tags that cannot be derived from ingredients (picante, sin cocción...) */
  extraTags?: readonly string[];
  /** human label of where the dish comes from ("España", "Perú y Ecuador"...) */
  origin: string;
  /**
   * The regions whose everyday home cooking includes the dish (never "variada"). Universal breakfasts and
   * snacks list several; a dish no region cooks at home (poke, dahl, tofu stir-fries) lists none and is
   * only a filler for users with "Variada" or outside the regional share.
   */
  cuisines: readonly RecipeCuisine[];
}

/** A region a recipe can belong to: every CuisineRegion but "variada" (a user preference, not a cuisine). */
export type RecipeCuisine = Exclude<CuisineRegion, "variada">;

export const recipe = (spec: RecipeSpec): RecipeSpec => spec;

const ROLE_CODES: Record<string, MealType> = { B: "breakfast", L: "lunch", D: "dinner", S: "snack" };

/**
 * Compact authoring for the v2 library files: roles as letters ("LD" = lunch and dinner, "BS" = breakfast
 * and snack), then the same fields as `recipe`.
 */
export function dish(
  id: string,
  name: string,
  description: string,
  roles: string,
  cuisines: readonly RecipeCuisine[],
  origin: string,
  time: number,
  difficulty: Difficulty,
  ingredients: readonly IngredientSpec[],
  steps: readonly string[],
  extraTags?: readonly string[],
): RecipeSpec {
  const mealRoles = [...roles].map((c) => {
    const r = ROLE_CODES[c];
    if (!r) throw new Error(`${id}: rol desconocido ${c}`);
    return r;
  });
  return {
    id,
    name,
    description,
    roles: mealRoles,
    ingredients,
    steps,
    time,
    difficulty,
    origin,
    cuisines,
    extraTags,
  };
}
