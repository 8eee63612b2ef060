import { NUTRIENT_KEYS, type Nutrients, roundNutrients, ZERO_NUTRIENTS } from "../core/nutrients";
import type { AnalysisItem, NutritionAnalysis } from "../core/nutrition.schema";
import type { MealReply } from "./replies";

/** The part of the built-in nutrition engine that grounding needs (src/nutrition). */
export interface FoodTable {
  findFood(query: string): { id: string; name: string } | null;
  nutrientsFor(foodId: string, grams: number): Nutrients;
}

/**
 * How the totals were obtained:
 * - `items`: the sum of the items, table numbers where the table knows the item, the provider's elsewhere;
 * - `corrected`: the provider's totals, with each known item's share swapped for the table's numbers;
 * - `provider`: the provider's totals as given (grounding off, no items, or nothing known to the table).
 */
export type TotalsSource = "items" | "corrected" | "provider";

export interface GroundedMeal {
  analysis: NutritionAnalysis;
  totalsSource: TotalsSource;
}

// How sure we are of an item's numbers: a table match on a provider-weighed item vs the provider alone.
const TABLE_CONFIDENCE = 0.8;
const PROVIDER_CONFIDENCE = 0.5;

/**
 * Turns a validated provider reply into the analysis we return. With a table, each item the table
 * knows gets its nutrients recomputed from the table for the grams the provider saw (the provider is
 * good at recognising and weighing, worse at remembering composition), and every item records its
 * source. Without a table (grounding off) the provider's totals stand.
 */
export function groundMeal(reply: MealReply, table: FoodTable | null): GroundedMeal {
  const items: AnalysisItem[] = [];
  const exact: Nutrients[] = [];
  let known = 0;
  let deltaPossible = true;
  let delta: Nutrients = { ...ZERO_NUTRIENTS };
  for (const item of reply.items) {
    const food = table ? safeFind(table, item.name) : null;
    if (food && table) {
      const fromTable = table.nutrientsFor(food.id, item.grams);
      known += 1;
      if (item.nutrients) {
        delta = Object.fromEntries(
          NUTRIENT_KEYS.map((k) => [k, delta[k] + fromTable[k] - (item.nutrients as Nutrients)[k]]),
        ) as Nutrients;
      } else {
        deltaPossible = false;
      }
      items.push(toItem(item.name, item.grams, fromTable, food.id, "table"));
      exact.push(fromTable);
    } else {
      items.push(toItem(item.name, item.grams, item.nutrients ?? ZERO_NUTRIENTS, null, "ai"));
      exact.push(item.nutrients ?? ZERO_NUTRIENTS);
    }
  }

  let totals = reply.totals;
  let totalsSource: TotalsSource = "provider";
  const everyItemHasNumbers = reply.items.every((item, i) => items[i].source === "table" || item.nutrients);
  if (known > 0 && reply.droppedItems === 0 && everyItemHasNumbers) {
    totals = sum(exact);
    totalsSource = "items";
  } else if (known > 0 && deltaPossible) {
    totals = Object.fromEntries(
      NUTRIENT_KEYS.map((k) => [k, Math.max(0, reply.totals[k] + delta[k])]),
    ) as Nutrients;
    totalsSource = "corrected";
  }

  const grams = reply.items.reduce((acc, item) => acc + item.grams, 0);
  return {
    totalsSource,
    analysis: {
      description: reply.description,
      weight: reply.weight ?? (grams > 0 ? `${Math.round(grams)} g` : ""),
      ...roundNutrients(totals),
      items,
      unmatched: [],
      engine: "openai",
    },
  };
}

function safeFind(table: FoodTable, name: string): { id: string; name: string } | null {
  try {
    return table.findFood(name);
  } catch {
    return null;
  }
}

function toItem(
  name: string,
  grams: number,
  nutrients: Nutrients,
  foodId: string | null,
  source: "table" | "ai",
): AnalysisItem {
  return {
    food_id: foodId,
    name,
    quantity: grams,
    unit: "g",
    grams,
    confidence: source === "table" ? TABLE_CONFIDENCE : PROVIDER_CONFIDENCE,
    source,
    ...roundNutrients(nutrients),
  };
}

function sum(list: Nutrients[]): Nutrients {
  return Object.fromEntries(
    NUTRIENT_KEYS.map((k) => [k, list.reduce((acc, n) => acc + n[k], 0)]),
  ) as Nutrients;
}
