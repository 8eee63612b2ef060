/**
 * Built-in weekly planner and recipe library (see src/planner/README.md).
 * The contract other modules code against: keep these exports stable.
 */
export { generateWeeklyPlan } from "./planner";
export { MEAL_ROLES, type PlannerProfile, proteinTargetFor } from "./profile";
export type { RecipeData } from "./recipe-data";
export { type RecipeDetails, recipeForMeal } from "./recipe-for-meal";
export { RECIPES, recipeById } from "./recipes";
export { excludedTagsFor } from "./restrictions";
