import type { CuisineRegion, Difficulty, MealType } from "../core/enums";
import type { Nutrients } from "../core/nutrients";

/** One ingredient of a built recipe, for one serving. */
export interface IngredientData {
  food: string;
  ciqual: string;
  /** official CIQUAL 2020 French name, for audit */
  ciqual_name: string;
  /** CIQUAL group code (04 meat/fish/eggs, 05 dairy...) */
  ciqual_group: string;
  ciqual_subgroup: string;
  text: string;
  grams: number;
  nutrients: Nutrients;
}

/** A recipe as the planner reads it from src/planner/data/recipes.json (one serving). */
export interface RecipeData {
  id: string;
  name: string;
  description: string;
  roles: MealType[];
  time: number;
  difficulty: Difficulty;
  origin: string;
  /** regions whose home cooking includes the dish (never "variada"; empty for dishes no region cooks at home) */
  cuisines: CuisineRegion[];
  tags: string[];
  ingredients: IngredientData[];
  instructions: string[];
  /** weight of one serving in grams (sum of the ingredients as used) */
  grams: number;
  /** grams of free sugars in one serving (sugar of honey, sugar, syrups, jam, chocolate, juices, dried fruit...) */
  free_sugar: number;
  per_serving: Nutrients;
}

export interface RecipesFile {
  source: string;
  generated_by: string;
  recipes: RecipeData[];
}
