import type { Feature } from "../../../core/enums";

/** Upgrade-required texts (SPEC.md section 8); the client shows them without any prefix. */
export const LIMIT_MESSAGES: Record<Feature, string> = {
  photo_analysis: "Has alcanzado el límite diario de análisis de fotos",
  meal_logging: "Has alcanzado el límite diario de comidas registradas del plan Básico",
  recipe_generation: "Has alcanzado el límite semanal de recetas",
  custom_meal_plans: "Los planes de comidas personalizados son una función Premium",
  shopping_list: "La lista de la compra es una función de los planes Premium y Familiar",
  family: "La gestión familiar, el menú compartido y el panel del hogar son funciones del plan Familiar",
  data_export: "La exportación en CSV es una función de los planes Premium y Familiar",
};
