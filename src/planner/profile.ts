import type { CuisineRegion, MealType } from "../core/enums";

export interface PlannerProfile {
  daily_calorie_goal: number;
  meals_per_day: number;
  dietary_restrictions: string[];
  health_restrictions: string[];
  fitness_goal: string | null;
  weight?: number | null;
  /** the cuisine the user cooks (planner v2); default "variada" */
  cuisine_region?: CuisineRegion | null;
  /**
   * Free-text food preferences ("no me gusta el pescado", "me encantan las lentejas", "me gusta el
   * tofu"): disliked foods are left out while the pool allows, liked ones favoured (preferences.ts);
   * tofu, tempeh and seitán are planned for an omnivore only when liked here.
   */
  food_preferences?: readonly string[] | null;
}

/** Meal roles by meals per day (index = meals_per_day). */
export const MEAL_ROLES: Record<number, readonly MealType[]> = {
  1: ["lunch"],
  2: ["breakfast", "dinner"],
  3: ["breakfast", "lunch", "dinner"],
  4: ["breakfast", "lunch", "snack", "dinner"],
  5: ["breakfast", "snack", "lunch", "snack", "dinner"],
  6: ["breakfast", "snack", "lunch", "snack", "dinner", "snack"],
  7: ["breakfast", "snack", "lunch", "snack", "dinner", "snack", "snack"],
};

/** Relative share of the day's calories a meal of each role aims for before normalising. */
export const ROLE_WEIGHT: Record<MealType, number> = { breakfast: 25, lunch: 35, dinner: 30, snack: 10 };

/** Protein by fitness goal: g per kg of body weight when known, else share of the day's kcal. */
export const PROTEIN_BY_GOAL: Record<string, { gPerKg: number; kcalShare: number }> = {
  "Pérdida de peso": { gPerKg: 1.6, kcalShare: 0.25 },
  "Ganancia muscular": { gPerKg: 1.8, kcalShare: 0.25 },
  "Rendimiento deportivo": { gPerKg: 1.6, kcalShare: 0.22 },
  Mantenimiento: { gPerKg: 1.2, kcalShare: 0.18 },
  "Mejorar salud": { gPerKg: 1.2, kcalShare: 0.18 },
};
const DEFAULT_PROTEIN = { gPerKg: 1.2, kcalShare: 0.18 };
/** A g/kg target is kept within this share of kcal so that it stays reachable with real dishes. */
export const PROTEIN_SHARE_MIN = 0.15;
export const PROTEIN_SHARE_MAX = 0.28;

/** Daily protein target in grams (integer). */
export function proteinTargetFor(profile: PlannerProfile): number {
  const kcal = Math.max(0, Number(profile.daily_calorie_goal) || 0);
  const rule = (profile.fitness_goal && PROTEIN_BY_GOAL[profile.fitness_goal]) || DEFAULT_PROTEIN;
  const w = profile.weight;
  let grams: number;
  if (typeof w === "number" && Number.isFinite(w) && w >= 30 && w <= 300) {
    grams = rule.gPerKg * w;
    grams = Math.min((kcal * PROTEIN_SHARE_MAX) / 4, Math.max((kcal * PROTEIN_SHARE_MIN) / 4, grams));
  } else {
    grams = (kcal * rule.kcalShare) / 4;
  }
  return Math.round(grams);
}

/** Protein band the planner aims for around the target: ±12 %, inside the ±15 % the benchmark checks. */
export const PROTEIN_BAND = 0.12;
