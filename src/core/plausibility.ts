import { CALORIE_GOAL_MAX, CALORIE_GOAL_MIN } from "./calorie-goal";
// Types only: nutrients.ts reads these bounds when it builds its schema.
import type { NutrientKey, Nutrients } from "./nutrients";

/**
 * The one set of plausibility bounds (DESIGN.md "Plausibility"): every nutrient value that enters the
 * database, whoever produced it (the user, the built-in engine, an AI provider, the planner), is
 * within them or refused. They are generous on purpose: they catch impossible numbers (a 50,000 kcal
 * lunch, a 150,000 kcal daily goal), not unusual meals.
 */
export const MEAL_NUTRIENT_MAX: Record<NutrientKey, number> = {
  calories: 5000,
  protein: 500,
  carbs: 500,
  fat: 500,
  sugar: 500,
  fiber: 150,
  salt: 50,
};

/** What one meal (or one item of it) may weigh, in grams. */
export const MEAL_WEIGHT_MAX_G = 5000;

/**
 * A plan day's calories stay within the calorie goal's range (1200..5000 kcal), give or take the 10 %
 * a planner needs to hit a goal at its edges with whole portions (a 1200 kcal week has 1165 kcal days).
 * The daily calorie goal itself, wherever it comes from, is within 1200..5000 exactly.
 */
export const DAY_CALORIES_TOLERANCE = 0.1;
export const DAY_CALORIES_MIN = Math.round(CALORIE_GOAL_MIN * (1 - DAY_CALORIES_TOLERANCE));
export const DAY_CALORIES_MAX = Math.round(CALORIE_GOAL_MAX * (1 + DAY_CALORIES_TOLERANCE));

/** The first nutrient of one meal outside its bounds (negative, not finite or too large), or null. */
export function implausibleMealNutrient(n: Nutrients): NutrientKey | null {
  for (const key of Object.keys(MEAL_NUTRIENT_MAX) as NutrientKey[]) {
    const value = n[key];
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > MEAL_NUTRIENT_MAX[key]) {
      return key;
    }
  }
  return null;
}

export function isPlausibleMealWeight(grams: number): boolean {
  return Number.isFinite(grams) && grams >= 0 && grams <= MEAL_WEIGHT_MAX_G;
}

export function isPlausibleDayCalories(kcal: number): boolean {
  return Number.isFinite(kcal) && kcal >= DAY_CALORIES_MIN && kcal <= DAY_CALORIES_MAX;
}

export function isPlausibleCalorieGoal(kcal: number): boolean {
  return Number.isInteger(kcal) && kcal >= CALORIE_GOAL_MIN && kcal <= CALORIE_GOAL_MAX;
}

/**
 * The daily calorie goal a plan sets (its average day): plausible days make a plausible average, which
 * is brought within the goal's own range (1200..5000, the formula's clamp) and rounded.
 */
export function calorieGoalFromPlan(averageDayCalories: number): number {
  if (!isPlausibleDayCalories(averageDayCalories)) throw new RangeError("implausible plan average");
  return Math.round(Math.min(CALORIE_GOAL_MAX, Math.max(CALORIE_GOAL_MIN, averageDayCalories)));
}

/** A meal analysis (totals and each item): plausible as one meal, items together at most 5 kg. */
export function isPlausibleMealAnalysis(analysis: Nutrients & { items?: (Nutrients & { grams: number })[] }) {
  if (implausibleMealNutrient(analysis)) return false;
  const items = analysis.items ?? [];
  if (items.some((item) => implausibleMealNutrient(item) || !isPlausibleMealWeight(item.grams))) return false;
  return isPlausibleMealWeight(items.reduce((sum, item) => sum + item.grams, 0));
}
