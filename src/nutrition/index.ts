/**
 * Built-in nutrition engine: Spanish meal descriptions -> nutrients from the CIQUAL 2020 table.
 * Pure and synchronous; the food table is loaded once at import.
 */
import type { CuisineRegion } from "../core/enums";
import type { Nutrients } from "../core/nutrients";
import type { AnalysisItem, NutritionAnalysis } from "../core/nutrition.schema";
import { COOKING_FOODS, type ParsedItem, parseMeal } from "./parser";
import { FOOD_BY_ID, FOODS, type Food, lookupName, sourceTable } from "./table";

export type { ParsedItem, ParseResult, UnknownItem } from "./parser";
export { parseMeal } from "./parser";
export type { Food } from "./table";

export const NUTRITION_ERROR_MESSAGE =
  "Error al analizar la comida. Por favor intenta de nuevo con una descripción más detallada.";

export class NutritionError extends Error {
  constructor(message: string = NUTRITION_ERROR_MESSAGE) {
    super(message);
    this.name = "NutritionError";
  }
}

/** Every food of the table (read-only). */
export function listFoods(): readonly Food[] {
  return FOODS;
}

/** Best match for a food name (exact alias, singular, diminutive or typo), or null. */
export function findFood(query: string): Food | null {
  if (typeof query !== "string" || !query.trim()) return null;
  return lookupName(query.slice(0, 200));
}

/** Nutrients of `grams` of a food of the table (unrounded). Throws NutritionError for an unknown id. */
export function nutrientsFor(foodId: string, grams: number): Nutrients {
  const food = FOOD_BY_ID.get(foodId);
  if (!food) throw new NutritionError(`Alimento desconocido: ${foodId}`);
  const g = Number.isFinite(grams) && grams > 0 ? grams : 0;
  return scaleNutrients(food.per100g, g / 100);
}

const round2 = (x: number) => Math.round(x * 100) / 100;

// Local arithmetic (same rules as src/core/nutrients.ts) so that start-up does not load zod.
const ZERO_NUTRIENTS: Nutrients = { calories: 0, protein: 0, carbs: 0, fat: 0, sugar: 0, fiber: 0, salt: 0 };
const KEYS = ["calories", "protein", "carbs", "fat", "sugar", "fiber", "salt"] as const;
function addNutrients(a: Nutrients, b: Nutrients): Nutrients {
  const o = { ...ZERO_NUTRIENTS };
  for (const k of KEYS) o[k] = a[k] + b[k];
  return o;
}
function scaleNutrients(n: Nutrients, f: number): Nutrients {
  const o = { ...ZERO_NUTRIENTS };
  for (const k of KEYS) o[k] = n[k] * f;
  return o;
}
/** kcal to the unit, grams to 2 decimals. */
function roundNutrients(n: Nutrients): Nutrients {
  const o = { ...ZERO_NUTRIENTS };
  for (const k of KEYS) o[k] = k === "calories" ? Math.round(n[k]) : round2(n[k]);
  return o;
}

function itemNutrients(item: ParsedItem): { n: Nutrients; grams: number } {
  let n = nutrientsFor(item.food.id, item.grams);
  if (item.adjust) n = adjustNutrients(n, item.adjust);
  let grams = item.grams;
  if (item.cooking) {
    if (item.cooking.oil_g > 0) n = addNutrients(n, nutrientsFor(COOKING_FOODS.oil().id, item.cooking.oil_g));
    if (item.cooking.batter_g > 0)
      n = addNutrients(n, nutrientsFor(COOKING_FOODS.batter().id, item.cooking.batter_g));
    grams += item.cooking.oil_g + item.cooking.batter_g;
  }
  return { n, grams };
}

/** A variant the table lacks: less fat or sugar, with the calories they carried (9 and 4 kcal/g). */
function adjustNutrients(n: Nutrients, a: { fat?: number; sugar?: number }): Nutrients {
  const o = { ...n };
  if (a.fat !== undefined) {
    const cut = n.fat * (1 - a.fat);
    o.fat -= cut;
    o.calories -= cut * 9;
  }
  if (a.sugar !== undefined) {
    const cut = n.sugar * (1 - a.sugar);
    o.sugar -= cut;
    o.carbs = Math.max(0, o.carbs - cut);
    o.calories -= cut * 4;
  }
  o.calories = Math.max(0, o.calories);
  return o;
}

/** A meal above this gets a warning the UI shows. */
export const HIGH_MEAL_KCAL = 3000;
/** No single item and no meal goes beyond these, whatever the text says. */
export const MAX_ITEM_KCAL = 5000;
export const MAX_MEAL_KCAL = 10000;
/** More items than this in one description are not a meal; the rest are ignored. */
const MAX_ITEMS = 40;

/**
 * The itemised estimate of a description. Unknown foods come back in `unknown` (the known ones are still
 * estimated); throws NutritionError only when no food at all is recognised. `region` is the user's
 * cuisine (profile): it decides what a bare regional word means ("una tortilla" in Spain or Mexico).
 */
export function estimateMeal(text: string, options?: { region?: CuisineRegion | null }): NutritionAnalysis {
  const description = typeof text === "string" ? text.trim() : "";
  if (!description) throw new NutritionError();
  const parsed = parseMeal(description, options?.region);
  const items = parsed.items.slice(0, MAX_ITEMS);
  if (!items.length) throw new NutritionError();
  let capped = parsed.items.length > MAX_ITEMS;
  const rows = items.map((item) => {
    let { n, grams } = itemNutrients(item);
    let approximate = item.approximate === true;
    if (!(n.calories <= MAX_ITEM_KCAL)) {
      const f = Number.isFinite(n.calories) && n.calories > 0 ? MAX_ITEM_KCAL / n.calories : 0;
      n = scaleNutrients(n, f);
      grams *= f;
      approximate = true;
      capped = true;
    }
    return { item, n, grams, approximate };
  });
  let kcal = rows.reduce((a, r) => a + r.n.calories, 0);
  if (kcal > MAX_MEAL_KCAL) {
    // a hard ceiling: no text yields an absurd total; every item shrinks by the same factor
    const f = MAX_MEAL_KCAL / kcal;
    for (const r of rows) {
      r.n = scaleNutrients(r.n, f);
      r.grams *= f;
      r.approximate = true;
    }
    capped = true;
    kcal = MAX_MEAL_KCAL;
  }
  let total: Nutrients = { ...ZERO_NUTRIENTS };
  let weight = 0;
  const out: AnalysisItem[] = rows.map(({ item, n, grams, approximate }) => {
    total = addNutrients(total, n);
    weight += grams;
    const name = item.cooking ? `${item.food.name} (${item.cooking.label})` : item.food.name;
    return {
      food_id: item.food.id,
      name,
      quantity: item.quantity,
      unit: item.unit,
      grams: round2(grams),
      confidence: approximate ? Math.min(item.confidence, 0.6) : item.confidence,
      ...roundNutrients(n),
      source: "table" as const,
      table: sourceTable(item.food),
      ...(approximate ? { approximate: true } : {}),
    };
  });
  if (weight <= 0) throw new NutritionError();
  const rounded = roundNutrients(total);
  const warnings: ("high_total" | "capped")[] = [];
  if (rounded.calories > HIGH_MEAL_KCAL) warnings.push("high_total");
  if (capped || rows.some((r) => r.approximate && r.item.approximate !== true)) warnings.push("capped");
  return {
    description,
    ...rounded,
    weight: `${Math.round(weight)} g`,
    items: out,
    unmatched: parsed.unmatched,
    ...(parsed.unknown.length ? { unknown: parsed.unknown.map((u) => u.text) } : {}),
    ...(warnings.length ? { warnings } : {}),
    engine: "builtin",
  };
}
