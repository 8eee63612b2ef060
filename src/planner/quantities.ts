import { FOODS, type FoodKey, MEASURES, type Measure } from "./library/foods";

/**
 * Ingredient quantities as a cook reads them (issue 13, item 6): "2 huevos", "1 diente de ajo",
 * "½ cebolla", "1 cucharada de aceite de oliva virgen extra", "una pizca de sal", "1 vaso de leche",
 * "80 g de arroz blanco cocido". The planner scales a recipe by 0.75-1.5, so counts are rounded to
 * the food's step (whole eggs, quarters of an onion) and spoons and glasses to halves or quarters.
 */

const FRACTIONS: Record<number, string> = { 0.25: "¼", 0.5: "½", 0.75: "¾" };

/** 1.5 -> "1 ½", 0.25 -> "¼", 2 -> "2" (x already rounded to quarters). */
export function formatAmount(x: number): string {
  const whole = Math.floor(x + 1e-9);
  const frac = Math.round((x - whole) * 4) / 4;
  const f = FRACTIONS[frac];
  if (!f) return String(whole + frac);
  return whole === 0 ? f : `${whole} ${f}`;
}

const roundTo = (x: number, step: number) => Math.round(x / step) * step;

/** "180 g", "15 g", "6 g": grams rounded to what a kitchen scale shows (5 g steps from 10 g). */
export function formatGrams(g: number): string {
  const v = g >= 10 ? Math.round(g / 5) * 5 : Math.max(1, Math.round(g));
  return `${v} g`;
}

/** "¼ de cebolla", "½ cebolla", "1 huevo", "1 ½ cebollas", "2 huevos". */
function countPhrase(n: number, one: string, many: string): string {
  const amount = formatAmount(n);
  if (n < 1) return n === 0.5 ? `${amount} ${one}` : `${amount} de ${one}`;
  return `${amount} ${n === 1 ? one : many}`;
}

/** "1 cucharada de X", "½ cucharadita de X", "una pizca de X"; null when spoons are not a sensible unit. */
function spoonPhrase(grams: number, spoonG: number, name: string): string | null {
  const tbsp = grams / spoonG;
  if (tbsp > 3.25) return null;
  if (tbsp >= 0.75) {
    const n = roundTo(tbsp, 0.5);
    return `${formatAmount(n)} ${n === 1 ? "cucharada" : "cucharadas"} de ${name}`;
  }
  if (tbsp >= 0.4) return `½ cucharada de ${name}`;
  const tsp = tbsp * 3;
  if (tsp >= 0.75) {
    const n = roundTo(tsp, 0.5);
    return `${formatAmount(n)} ${n === 1 ? "cucharadita" : "cucharaditas"} de ${name}`;
  }
  if (tsp >= 0.375) return `½ cucharadita de ${name}`;
  if (tsp >= 0.2) return `¼ de cucharadita de ${name}`;
  return `una pizca de ${name}`;
}

function glassPhrase(grams: number, glassG: number, name: string): string | null {
  const n = roundTo(grams / glassG, 0.25);
  if (n < 0.25 || n > 3) return null;
  if (n < 1) return n === 0.5 ? `½ vaso de ${name}` : `${formatAmount(n)} de vaso de ${name}`;
  return `${formatAmount(n)} ${n === 1 ? "vaso" : "vasos"} de ${name}`;
}

/** A recipe's own wording that already carries a quantity ("2 huevos", "una rebanada de pan"). */
const QUANTITY_WORDING = /^(\d|un |una |medi[oa] )/i;

/**
 * One ingredient line for `grams` of `food` (already scaled to the portion). `text` is the recipe's
 * wording; it names the ingredient unless it carries its own quantity, which no longer holds once scaled.
 */
export function ingredientLine(food: string, text: string, grams: number): string {
  const palette = (FOODS as Record<string, { es: string }>)[food];
  const custom = text && !QUANTITY_WORDING.test(text) ? text : null;
  const name = custom ?? palette?.es ?? text;
  const measure: Measure | undefined = MEASURES[food as FoodKey];
  if (measure?.kind === "unit" && (!custom || custom === palette?.es)) {
    let n = roundTo(grams / measure.g, measure.step);
    // nobody uses half a clove or half an egg: whole-unit foods are at least one
    if (n === 0 && measure.step >= 1 && grams > 0) n = measure.step;
    // a sprinkle of onion in a sauce reads better in grams than as "0 cebollas"
    if (n > 0) return countPhrase(n, measure.one, measure.many);
  }
  if (measure?.kind === "spoon") {
    const line = spoonPhrase(grams, measure.g, name);
    if (line) return line;
  }
  if (measure?.kind === "glass") {
    const line = glassPhrase(grams, measure.g, name);
    if (line) return line;
  }
  return `${formatGrams(grams)} de ${name}`;
}

/** "1 ración (unos 420 g)", "1 ½ raciones (unos 630 g)", "¾ de ración (unos 315 g)". */
export function portionLabel(factor: number, servingGrams: number): string {
  const n = Math.max(0.25, roundTo(factor, 0.25));
  const grams = Math.round((servingGrams * factor) / 10) * 10;
  const amount = formatAmount(n);
  const what = n < 1 ? `${amount} de ración` : `${amount} ${n === 1 ? "ración" : "raciones"}`;
  return `${what} (unos ${grams} g)`;
}
