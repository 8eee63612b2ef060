import type { CuisineRegion } from "../core/enums";
import { AppError, Unprocessable } from "../core/errors";
import type { NutritionAnalysis } from "../core/nutrition.schema";
import type { DayPlan, PlannedMeal } from "../core/plan.schema";
import { AI_MESSAGES } from "./messages";
import type { AiPort, MealPhoto, PlanRequest, RecipeDetails } from "./port";
import { validatePlan } from "./replies";

/** What the built-in adapter needs from src/nutrition and src/planner (injected, so tests can fake them). */
export interface BuiltinEngines {
  estimateMeal(text: string, options?: { region?: CuisineRegion | null }): NutritionAnalysis;
  generateWeeklyPlan(
    profile: {
      daily_calorie_goal: number;
      meals_per_day: number;
      dietary_restrictions: string[];
      health_restrictions: string[];
      fitness_goal: string | null;
      weight?: number | null;
      cuisine_region?: CuisineRegion | null;
      food_preferences?: readonly string[] | null;
    },
    seed: string,
  ): DayPlan[] | Promise<DayPlan[]>;
  recipeForMeal(meal: PlannedMeal): RecipeDetails | null;
}

/**
 * No network: text through the nutrition engine, plans through the planner, recipes from the recipe
 * library. Without a vision model a photo is read through its description when the user wrote one
 * (the caller keeps the photo); otherwise the user is told to describe the meal.
 */
export function createBuiltinAdapter(engines: BuiltinEngines): AiPort {
  const analyse = (description: string, region?: CuisineRegion | null): NutritionAnalysis => {
    try {
      return engines.estimateMeal(description, { region });
    } catch (error) {
      if (error instanceof AppError) throw error;
      // the engine's NutritionError carries the spec's Spanish message
      const message = error instanceof Error && error.name === "NutritionError" ? error.message : undefined;
      throw new Unprocessable(message ?? AI_MESSAGES.meal.textUnreadable);
    }
  };

  return {
    kind: "builtin",

    async analyzeMealText(description: string, options?: { region?: CuisineRegion | null }) {
      return analyse(description, options?.region);
    },

    async analyzeMealPhoto(input: MealPhoto) {
      const words = input.description?.trim();
      if (!words) throw new Unprocessable(AI_MESSAGES.meal.photoNeedsProvider);
      return analyse(words, input.region);
    },

    async generateWeeklyPlan(req: PlanRequest) {
      const plan = await engines.generateWeeklyPlan(
        {
          daily_calorie_goal: req.daily_calorie_goal,
          meals_per_day: req.meals_per_day,
          dietary_restrictions: req.profile.dietary_restrictions ?? [],
          health_restrictions: req.profile.health_restrictions ?? [],
          fitness_goal: req.profile.fitness_goal,
          weight: req.profile.weight,
          cuisine_region: req.profile.cuisine_region ?? null,
          food_preferences: req.profile.food_preferences ?? null,
        },
        req.seed,
      );
      // the same contract as a provider's plan: 7 days x meals_per_day, or nothing
      return validatePlan(plan, req.meals_per_day);
    },

    async generateRecipe(meal: PlannedMeal) {
      const recipe = engines.recipeForMeal(meal);
      if (!recipe) throw new Unprocessable(AI_MESSAGES.recipe.notInLibrary);
      return recipe;
    },
  };
}
