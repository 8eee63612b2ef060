import type { Difficulty, MealType } from "../../core/enums";
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
  origin: string;
}

export const recipe = (spec: RecipeSpec): RecipeSpec => spec;
