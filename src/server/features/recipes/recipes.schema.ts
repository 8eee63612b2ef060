import { z } from "zod";
import { plannedMealSchema } from "../../../core/plan.schema";
import { recipeSchema } from "../../../core/recipe.schema";

export const recipeRequestSchema = z.object({ meal: plannedMealSchema });
export const recipeResponseSchema = recipeSchema;
