import { estimateMeal, findFood, nutrientsFor } from "../nutrition/index";
import { generateWeeklyPlan, recipeForMeal } from "../planner/index";
import { createBuiltinAdapter } from "./builtin.adapter";
import type { FoodTable } from "./grounding";
import { createOpenAiAdapter } from "./openai.adapter";
import type { AiConfig, AiPort } from "./port";

export { AI_MESSAGES } from "./messages";
export type { AiConfig, AiPort, MealPhoto, PlanRequest, RecipeDetails } from "./port";

/** The built-in food table, as grounding sees it. */
export const builtinFoodTable: FoodTable = { findFood, nutrientsFor };

/**
 * The one entry point of the AI layer (the server's feature services call only the port). Without
 * `baseUrl` everything runs on the built-in engines; with it, on the OpenAI-compatible provider,
 * grounded on the built-in food table unless `grounding` is false.
 */
export function createAiPort(config: AiConfig): AiPort {
  if (!config.baseUrl) {
    return createBuiltinAdapter({ estimateMeal, generateWeeklyPlan, recipeForMeal });
  }
  return createOpenAiAdapter(config, { table: builtinFoodTable });
}
