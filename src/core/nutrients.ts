import { z } from "zod";
import { numberInput } from "./input";
import { MEAL_NUTRIENT_MAX } from "./plausibility";

/** The seven nutrients every estimate, meal and plan carries (kcal and grams). */
export const NUTRIENT_KEYS = ["calories", "protein", "carbs", "fat", "sugar", "fiber", "salt"] as const;
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

const UNITS: Record<NutrientKey, string> = {
  calories: "kcal",
  protein: "g",
  carbs: "g",
  fat: "g",
  sugar: "g",
  fiber: "g",
  salt: "g",
};

/** Subject, plural, and the agreeing adjective ("Las calorías no pueden ser negativas"). */
const LABELS: Record<NutrientKey, [string, boolean, string]> = {
  calories: ["Las calorías", true, "negativas"],
  protein: ["La proteína", false, "negativa"],
  carbs: ["Los carbohidratos", true, "negativos"],
  fat: ["La grasa", false, "negativa"],
  sugar: ["El azúcar", false, "negativo"],
  fiber: ["La fibra", false, "negativa"],
  salt: ["La sal", false, "negativa"],
};

/** One meal's amount: a number (or plain decimal text), never negative, within the plausibility bounds. */
const amount = (key: NutrientKey) => {
  const [label, plural, negative] = LABELS[key];
  const must = plural ? "deben" : "debe";
  const can = plural ? "pueden" : "puede";
  return numberInput(`${label} ${must} ser un número`).pipe(
    z
      .number()
      .min(0, { error: `${label} no ${can} ser ${negative}` })
      .max(MEAL_NUTRIENT_MAX[key], {
        error: `${label} de una comida no ${can} superar ${MEAL_NUTRIENT_MAX[key]} ${UNITS[key]}`,
      }),
  );
};

/** The nutrients of one meal (or one item of it), within the plausibility bounds of src/core/plausibility. */
export const nutrientsSchema = z.object({
  calories: amount("calories"),
  protein: amount("protein"),
  carbs: amount("carbs"),
  fat: amount("fat"),
  sugar: amount("sugar"),
  fiber: amount("fiber"),
  salt: amount("salt"),
});

/** Sums over a day or a goal (responses only): plain non-negative numbers, not one meal's bounds. */
export const nutrientTotalsSchema = z.object({
  calories: z.number().min(0),
  protein: z.number().min(0),
  carbs: z.number().min(0),
  fat: z.number().min(0),
  sugar: z.number().min(0),
  fiber: z.number().min(0),
  salt: z.number().min(0),
});
export type Nutrients = z.infer<typeof nutrientsSchema>;

export const ZERO_NUTRIENTS: Nutrients = {
  calories: 0,
  protein: 0,
  carbs: 0,
  fat: 0,
  sugar: 0,
  fiber: 0,
  salt: 0,
};

export function addNutrients(a: Nutrients, b: Nutrients): Nutrients {
  return {
    calories: a.calories + b.calories,
    protein: a.protein + b.protein,
    carbs: a.carbs + b.carbs,
    fat: a.fat + b.fat,
    sugar: a.sugar + b.sugar,
    fiber: a.fiber + b.fiber,
    salt: a.salt + b.salt,
  };
}

export function scaleNutrients(n: Nutrients, factor: number): Nutrients {
  return {
    calories: n.calories * factor,
    protein: n.protein * factor,
    carbs: n.carbs * factor,
    fat: n.fat * factor,
    sugar: n.sugar * factor,
    fiber: n.fiber * factor,
    salt: n.salt * factor,
  };
}

/** kcal rounded to the unit, grams to 2 decimals (SPEC.md section 9 precision). */
export function roundNutrients(n: Nutrients): Nutrients {
  const g = (x: number) => Math.round(x * 100) / 100;
  return {
    calories: Math.round(n.calories),
    protein: g(n.protein),
    carbs: g(n.carbs),
    fat: g(n.fat),
    sugar: g(n.sugar),
    fiber: g(n.fiber),
    salt: g(n.salt),
  };
}
