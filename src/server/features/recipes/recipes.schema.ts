import { recipeRequestSchema } from "../../../core/contracts/ai-jobs";
import { recipeSchema } from "../../../core/recipe.schema";

export { recipeRequestSchema };
export const recipeResponseSchema = recipeSchema;
