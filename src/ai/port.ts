import type { CuisineRegion, Difficulty } from "../core/enums";
import type { NutritionAnalysis } from "../core/nutrition.schema";
import type { DayPlan, PlannedMeal } from "../core/plan.schema";
import type { Profile } from "../core/profile.schema";

export interface PlanRequest {
  profile: Profile;
  meals_per_day: number;
  daily_calorie_goal: number;
  /** makes the built-in planner deterministic (e.g. user id + week start); providers ignore it */
  seed: string;
}

/** Same shape as the built-in planner's RecipeDetails (src/planner). */
export interface RecipeDetails {
  ingredients: string[];
  instructions: string[];
  time: number;
  difficulty: Difficulty;
}

export interface MealPhoto {
  image: Buffer;
  mime: string;
  description?: string;
  /** aborts the provider call (the request was abandoned) */
  signal?: AbortSignal;
  /** the user's cuisine (profile), for the words of the description */
  region?: CuisineRegion | null;
}

/**
 * The four AI calls of SPEC.md section 7. Every answer is validated before it is returned; failures
 * are the typed errors of src/core/errors.ts with the Spanish messages of SPEC.md section 8.
 */
export interface AiPort {
  readonly kind: "builtin" | "openai";
  /** `region`: the user's cuisine; the built-in engine reads regional words by it ("una tortilla") */
  analyzeMealText(
    description: string,
    options?: { signal?: AbortSignal; region?: CuisineRegion | null },
  ): Promise<NutritionAnalysis>;
  analyzeMealPhoto(input: MealPhoto): Promise<NutritionAnalysis>;
  /** exactly 7 days x meals_per_day meals */
  generateWeeklyPlan(req: PlanRequest): Promise<DayPlan[]>;
  generateRecipe(meal: PlannedMeal): Promise<RecipeDetails>;
}

export interface AiConfig {
  /** unset: the built-in adapter; set: any OpenAI-compatible chat-completions endpoint */
  baseUrl?: string;
  apiKey?: string;
  /** vision-capable large model: photos, plans, text */
  model: string;
  /** small model: recipes */
  smallModel: string;
  timeoutMs: number;
  maxRetries: number;
  /** the most one meal analysis may take, every retry included (default 45 s) */
  mealDeadlineMs?: number;
  /** recompute known items from the built-in food table (default on) */
  grounding?: boolean;
}
