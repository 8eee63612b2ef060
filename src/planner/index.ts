/**
 * Built-in weekly planner and recipe library (see src/planner/README.md).
 * The contract other modules code against: keep these exports stable.
 */
export { CONDITION_RULES } from "./conditions";
export { PLANNER_MESSAGES } from "./messages";
export { RELAXATION_ORDER, type Relaxation } from "./optimiser";
export { generateWeeklyPlan, MEAL_SHARE_MAX, WEIGHT_LIMIT } from "./planner";
export { MEAL_ROLES, type PlannerProfile, proteinTargetFor } from "./profile";
export type { RecipeData } from "./recipe-data";
export { type RecipeDetails, recipeForMeal } from "./recipe-for-meal";
export { RECIPES, recipeById } from "./recipes";
export { excludedTagsFor } from "./restrictions";
export { SIDES } from "./sides";
