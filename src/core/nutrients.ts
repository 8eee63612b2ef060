import { z } from "zod";

/** The seven nutrients every estimate, meal and plan carries (kcal and grams). */
export const NUTRIENT_KEYS = ["calories", "protein", "carbs", "fat", "sugar", "fiber", "salt"] as const;
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

/** A nutrient's name with its article, and the grammatical gender and number the messages agree with. */
interface NutrientNoun {
  label: string;
  feminine: boolean;
  plural: boolean;
}

/** Spanish validation messages that agree with the noun: "Las calorías no pueden ser negativas". */
export function nutrientMessages({ label, feminine, plural }: NutrientNoun) {
  const verb = plural
    ? { must: "deben", can: "pueden", is: "son" }
    : { must: "debe", can: "puede", is: "es" };
  const negative = `negativ${feminine ? "a" : "o"}${plural ? "s" : ""}`;
  return {
    notNumber: `${label} ${verb.must} ser un número`,
    negative: `${label} no ${verb.can} ser ${negative}`,
    tooLarge: `${label} ${verb.is} demasiado grande${plural ? "s" : ""}`,
  };
}

const amount = (noun: NutrientNoun) => {
  const m = nutrientMessages(noun);
  return z.coerce
    .number({ error: m.notNumber })
    .finite({ error: m.notNumber })
    .min(0, { error: m.negative })
    .max(100_000, { error: m.tooLarge });
};

export const nutrientsSchema = z.object({
  calories: amount({ label: "Las calorías", feminine: true, plural: true }),
  protein: amount({ label: "La proteína", feminine: true, plural: false }),
  carbs: amount({ label: "Los carbohidratos", feminine: false, plural: true }),
  fat: amount({ label: "La grasa", feminine: true, plural: false }),
  sugar: amount({ label: "El azúcar", feminine: false, plural: false }),
  fiber: amount({ label: "La fibra", feminine: true, plural: false }),
  salt: amount({ label: "La sal", feminine: true, plural: false }),
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
