/**
 * Built-in nutrition engine: Spanish meal descriptions -> nutrients from the CIQUAL 2020 table.
 * Pure and synchronous; the food table is loaded once at import.
 */
import type { Nutrients } from "../core/nutrients";
import type { AnalysisItem, NutritionAnalysis } from "../core/nutrition.schema";
import { COOKING_FOODS, type ParsedItem, parseMeal } from "./parser";
import { FOOD_BY_ID, FOODS, type Food, lookupName } from "./table";

export type { ParsedItem, ParseResult } from "./parser";
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
  let grams = item.grams;
  if (item.cooking) {
    if (item.cooking.oil_g > 0) n = addNutrients(n, nutrientsFor(COOKING_FOODS.oil().id, item.cooking.oil_g));
    if (item.cooking.batter_g > 0)
      n = addNutrients(n, nutrientsFor(COOKING_FOODS.batter().id, item.cooking.batter_g));
    grams += item.cooking.oil_g + item.cooking.batter_g;
  }
  return { n, grams };
}

/** The itemised estimate of a description; throws NutritionError when no food is recognised. */
export function estimateMeal(text: string): NutritionAnalysis {
  const description = typeof text === "string" ? text.trim() : "";
  if (!description) throw new NutritionError();
  const { items, unmatched } = parseMeal(description);
  if (!items.length) throw new NutritionError();
  let total: Nutrients = { ...ZERO_NUTRIENTS };
  let weight = 0;
  const out: AnalysisItem[] = items.map((item) => {
    const { n, grams } = itemNutrients(item);
    total = addNutrients(total, n);
    weight += grams;
    const name = item.cooking ? `${item.food.name} (${item.cooking.label})` : item.food.name;
    return {
      food_id: item.food.id,
      name,
      quantity: item.quantity,
      unit: item.unit,
      grams: round2(grams),
      confidence: item.confidence,
      ...roundNutrients(n),
      source: "table" as const,
    };
  });
  if (weight <= 0) throw new NutritionError();
  return {
    description,
    ...roundNutrients(total),
    weight: `${Math.round(weight)} g`,
    items: out,
    unmatched,
    engine: "builtin",
  };
}
