import { z } from "zod";

/** The seven nutrients every estimate, meal and plan carries (kcal and grams). */
export const NUTRIENT_KEYS = ["calories", "protein", "carbs", "fat", "sugar", "fiber", "salt"] as const;
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

const amount = (label: string) =>
  z.coerce
    .number({ error: `${label} debe ser un número` })
    .finite({ error: `${label} debe ser un número` })
    .min(0, { error: `${label} no puede ser negativo` })
    .max(100_000, { error: `${label} es demasiado grande` });

export const nutrientsSchema = z.object({
  calories: amount("Las calorías"),
  protein: amount("La proteína"),
  carbs: amount("Los carbohidratos"),
  fat: amount("La grasa"),
  sugar: amount("El azúcar"),
  fiber: amount("La fibra"),
  salt: amount("La sal"),
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
