import { z } from "zod";

// Enumerated values exactly as SPEC.md section 3 and 9 write them.
export const MEAL_TYPES = ["breakfast", "lunch", "dinner", "snack"] as const;
export const mealTypeSchema = z.enum(MEAL_TYPES, { error: "Tipo de comida no válido" });
export type MealType = z.infer<typeof mealTypeSchema>;

export const ACTIVITY_LEVELS = ["sedentary", "light", "moderate", "very_active", "extra_active"] as const;
export const activityLevelSchema = z.enum(ACTIVITY_LEVELS, { error: "Nivel de actividad no válido" });
export type ActivityLevel = z.infer<typeof activityLevelSchema>;

export const GENDERS = ["Masculino", "Femenino", "Otro"] as const;
export const genderSchema = z.enum(GENDERS, { error: "Género no válido" });
export type Gender = z.infer<typeof genderSchema>;

export const FITNESS_GOALS = [
  "Pérdida de peso",
  "Ganancia muscular",
  "Mantenimiento",
  "Mejorar salud",
  "Rendimiento deportivo",
] as const;
export const fitnessGoalSchema = z.enum(FITNESS_GOALS, { error: "Objetivo no válido" });
export type FitnessGoal = z.infer<typeof fitnessGoalSchema>;

export const DIETARY_RESTRICTIONS = ["Vegetariano", "Vegano", "Sin gluten", "Sin lactosa"] as const;
export const dietaryRestrictionSchema = z.enum(DIETARY_RESTRICTIONS, {
  error: "Preferencia dietética no válida",
});
export type DietaryRestriction = z.infer<typeof dietaryRestrictionSchema>;

import { PLAN_TYPES } from "./plan-types";

export { PLAN_TYPES };
export const planTypeSchema = z.enum(PLAN_TYPES, { error: "Invalid plan type" });
export type PlanType = z.infer<typeof planTypeSchema>;

export const DIFFICULTIES = ["fácil", "medio", "difícil"] as const;
export const difficultySchema = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof difficultySchema>;

export const FEATURES = [
  "photo_analysis",
  "meal_logging",
  "recipe_generation",
  "custom_meal_plans",
  "shopping_list",
  /** issue 18: the household (shared menu, family allergies, household card) */
  "family",
  "data_export",
] as const;
export type Feature = (typeof FEATURES)[number];

/** Spanish labels shown to the user for meal types (SPEC.md "Meal tracker"). */
export const MEAL_TYPE_LABELS: Record<MealType, string> = {
  breakfast: "Desayuno",
  lunch: "Almuerzo",
  dinner: "Cena",
  snack: "Merienda",
};

/**
 * The cuisine a user cooks (planner v2, issue 13). "variada" means no preference. Stored on the profile
 * as `cuisine_region`; recipes list the regions whose home cooking they belong to.
 */
export const CUISINE_REGIONS = [
  "espana",
  "mexico",
  "centroamerica",
  "colombia_venezuela",
  "caribe",
  "cono_sur",
  "peru_andes",
  "variada",
] as const;
export const cuisineRegionSchema = z.enum(CUISINE_REGIONS, { error: "Cocina no válida" });
export type CuisineRegion = z.infer<typeof cuisineRegionSchema>;
export const CUISINE_REGION_LABELS: Record<CuisineRegion, string> = {
  espana: "España",
  mexico: "México",
  centroamerica: "Centroamérica",
  colombia_venezuela: "Colombia y Venezuela",
  caribe: "Caribe",
  cono_sur: "Cono Sur",
  peru_andes: "Perú y Andes",
  variada: "Variada",
};
