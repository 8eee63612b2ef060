import {
  addNutrients,
  NUTRIENT_KEYS,
  type Nutrients,
  roundNutrients,
  scaleNutrients,
  ZERO_NUTRIENTS,
} from "../../../core/nutrients";
import type { AnalysisItem, NutritionAnalysis } from "../../../core/nutrition.schema";

const pick = (n: Nutrients): Nutrients =>
  Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, n[k]])) as unknown as Nutrients;

const sum = (items: Nutrients[]) =>
  items.reduce((acc, item) => addNutrients(acc, pick(item)), ZERO_NUTRIENTS);

/** An item at a new weight: every nutrient (and the quantity) scales with grams. */
export function withGrams(item: AnalysisItem, grams: number): AnalysisItem {
  const safe = Number.isFinite(grams) && grams > 0 ? grams : 0;
  if (item.grams <= 0) return { ...item, grams: safe };
  const factor = safe / item.grams;
  return {
    ...item,
    ...roundNutrients(scaleNutrients(pick(item), factor)),
    quantity: Math.round(item.quantity * factor * 100) / 100,
    grams: safe,
  };
}

/**
 * The analysis after the user's edits: totals move by exactly what the items changed, so any part of
 * the estimate that is not an item (e.g. cooking oil a provider added to the total) is kept.
 */
export function reviseAnalysis(original: NutritionAnalysis, items: AnalysisItem[]): NutritionAnalysis {
  const now = sum(items);
  const before = sum(original.items);
  const totals = pick(original);
  for (const k of NUTRIENT_KEYS) totals[k] += now[k] - before[k];
  for (const k of NUTRIENT_KEYS) totals[k] = Math.max(0, totals[k]);
  const grams = items.reduce((g, i) => g + i.grams, 0);
  return {
    ...original,
    ...roundNutrients(totals),
    items,
    weight: items.length > 0 ? `${Math.round(grams)} g` : original.weight,
  };
}

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** JPEG, PNG or WebP by content, like the server (the name and the declared type are not trusted). */
export async function isSupportedImage(file: Blob): Promise<boolean> {
  const b = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const jpeg = b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
  const png = b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
  const text = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  const webp = text(0, 4) === "RIFF" && text(8, 12) === "WEBP";
  return jpeg || png || webp;
}
