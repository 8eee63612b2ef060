import type { Feature, PlanType } from "./enums";

/**
 * The one table of what each plan allows (SPEC.md sections 3, 6 and 9), read by every check on
 * server and client. `null` means unlimited.
 * Where the spec's sources disagree: free meal logging is unlimited (the meal tracker's reading; the
 * built-in engine costs nothing per meal) and recipes are 5 generations per rolling 7 days
 * (docs/decisions/0013-conformance.md, superseding the 3 meals a day of 0002-plan-limits.md).
 */
export interface PlanLimits {
  mealLogsPerDay: number | null;
  photoAnalysesPerDay: number | null;
  recipeSuggestionsPerWeek: number | null;
  customMealPlans: boolean;
  shoppingList: boolean;
  export: boolean;
  familyMembers: number;
  advancedAnalytics: boolean;
  prioritySupport: boolean;
}

export const PLAN_LIMITS: Record<PlanType, PlanLimits> = {
  free: {
    mealLogsPerDay: null,
    photoAnalysesPerDay: 2,
    recipeSuggestionsPerWeek: 5,
    customMealPlans: false,
    shoppingList: false,
    export: false,
    familyMembers: 1,
    advancedAnalytics: false,
    prioritySupport: false,
  },
  premium: {
    mealLogsPerDay: null,
    photoAnalysesPerDay: null,
    recipeSuggestionsPerWeek: null,
    customMealPlans: true,
    shoppingList: true,
    export: true,
    familyMembers: 1,
    advancedAnalytics: true,
    prioritySupport: true,
  },
  family: {
    mealLogsPerDay: null,
    photoAnalysesPerDay: null,
    recipeSuggestionsPerWeek: null,
    customMealPlans: true,
    shoppingList: true,
    export: true,
    familyMembers: 5,
    advancedAnalytics: true,
    prioritySupport: true,
  },
};

/** The limit that applies to a counted feature, or null when unlimited / not counted. */
export function featureLimit(plan: PlanType, feature: Feature): number | null {
  const limits = PLAN_LIMITS[plan];
  switch (feature) {
    case "photo_analysis":
      return limits.photoAnalysesPerDay;
    case "meal_logging":
      return limits.mealLogsPerDay;
    case "recipe_generation":
      return limits.recipeSuggestionsPerWeek;
    case "custom_meal_plans":
    case "shopping_list":
    case "family":
    case "data_export":
      return null;
  }
}

export const PLAN_NAMES: Record<PlanType, string> = {
  free: "Básico",
  premium: "Premium",
  family: "Familiar",
};
export const PLAN_PRICES_EUR: Record<PlanType, number> = { free: 0, premium: 9.99, family: 19.99 };

/** The one price format of landing and app, Spanish style: "9,99 €". */
export function formatEuros(amount: number): string {
  return `${amount.toFixed(2).replace(".", ",")} €`;
}

/** Feature list shown on the pricing table and the profile's subscription card. */
export const PLAN_FEATURES: Record<PlanType, string[]> = {
  free: [
    "Registro de comidas ilimitado",
    "2 análisis de fotos al día",
    "5 recetas cada 7 días",
    "Tu primer plan semanal",
  ],
  premium: [
    "Registro de comidas ilimitado",
    "Análisis de fotos con IA ilimitado",
    "Planes semanales personalizados",
    "Recetas ilimitadas",
    "Lista de la compra y exportación",
    "Análisis avanzados y soporte prioritario",
  ],
  family: [
    "Todo lo de Premium",
    "Hasta 5 miembros",
    "Panel y lista de la compra compartidos",
    "Gestión de alergias familiares",
  ],
};
