import type { Nutrients } from "../core/nutrients";
import { CONTAINS_TAGS, type ContainsTag, FOODS, type FoodKey } from "./library/foods";

/** Tags a recipe can carry. "Contains" tags come from ingredients; the rest are derived from them. */
export const DIET_TAGS = ["vegetariano", "vegano", "sin gluten", "sin lactosa"] as const;
export const SOFT_TAGS = ["alto en azúcar", "alto en sal"] as const;
export type SoftTag = (typeof SOFT_TAGS)[number];

/** Foods whose sugar counts as free (added) sugar for the diabetes adaptation. */
const FREE_SUGAR_FOODS: ReadonlySet<FoodKey> = new Set<FoodKey>([
  "azucar",
  "miel",
  "sirope_agave",
  "mermelada",
  "chocolate_negro",
  "zumo_naranja",
  "datiles",
  "pasas",
  "muesli",
]);

/** Thresholds per serving (documented in src/planner/README.md). */
export const HIGH_FREE_SUGAR_G = 10;
export const HIGH_TOTAL_SUGAR_G = 30;
export const HIGH_SALT_G = 2;

export function containsTagsOf(foods: readonly FoodKey[]): ContainsTag[] {
  const found = new Set<ContainsTag>();
  for (const key of foods) for (const tag of FOODS[key].contains ?? []) found.add(tag);
  return CONTAINS_TAGS.filter((t) => found.has(t));
}

export function dietTagsOf(contains: readonly ContainsTag[]): string[] {
  const has = (t: ContainsTag) => contains.includes(t);
  const tags: string[] = [];
  const vegetarian = !has("carne") && !has("pescado") && !has("marisco");
  if (vegetarian) tags.push("vegetariano");
  if (vegetarian && !has("huevo") && !has("lácteos") && !has("miel")) tags.push("vegano");
  if (!has("gluten")) tags.push("sin gluten");
  if (!has("lácteos")) tags.push("sin lactosa");
  return tags;
}

export function softTagsOf(perServing: Nutrients, freeSugarG: number): SoftTag[] {
  const tags: SoftTag[] = [];
  if (freeSugarG > HIGH_FREE_SUGAR_G || perServing.sugar > HIGH_TOTAL_SUGAR_G) tags.push("alto en azúcar");
  if (perServing.salt > HIGH_SALT_G) tags.push("alto en sal");
  return tags;
}

export function isFreeSugarFood(key: FoodKey): boolean {
  return FREE_SUGAR_FOODS.has(key);
}
