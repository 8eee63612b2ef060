import type { Nutrients } from "../core/nutrients";
import { CONTAINS_TAGS, type ContainsTag, FOODS, type FoodKey, RISKS } from "./library/foods";

/** Tags a recipe can carry. "Contains" tags come from ingredients; the rest are derived from them. */
export const DIET_TAGS = ["vegetariano", "vegano", "sin gluten", "sin lactosa"] as const;
export const SOFT_TAGS = ["alto en azúcar", "alto en sal"] as const;
export type SoftTag = (typeof SOFT_TAGS)[number];
/**
 * Food-safety tags for pregnancy (listeria, toxoplasma, salmonella, anisakis): AESAN, "Recomendaciones
 * de seguridad alimentaria para embarazadas" — no raw or marinated fish, no raw-milk cheese, no raw or
 * undercooked egg. Derived from the palette's `RISKS` (raw fish, raw-milk cheese, home-made mayonnaise,
 * soft-boiled egg...), plus a recipe's `extraTags` when the risk is in the method, not the ingredient.
 */
export const RISK_TAGS = ["pescado crudo", "leche cruda", "huevo poco hecho"] as const;
export type RiskTag = (typeof RISK_TAGS)[number];

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
  "azucar_moreno",
  "panela",
  "dulce_de_leche",
  "leche_condensada",
  "chocolate_leche",
  "cacao_soluble",
  "galletas",
  "magdalena",
  "croissant",
  "bizcocho",
]);

/**
 * Thresholds per serving (documented in src/planner/README.md). Salt follows the UK FSA front-of-pack
 * "high" band (more than 1.8 g per portion, or more than 1.5 g per 100 g): with a 4-5 g daily cap
 * (AESAN; hypertension) a dish above it leaves too little for the rest of the day. Free sugar: more than
 * 10 g is a fifth of the WHO ceiling (10 % of 2000 kcal = 50 g) in one dish. Total sugar above 40 g
 * (milk and whole fruit are not free sugars, so a glass of milk with an apple, ~30 g, is not "high") is
 * only a very large fruit bowl or shake, which a diabetic plan also avoids.
 */
export const HIGH_FREE_SUGAR_G = 10;
export const HIGH_TOTAL_SUGAR_G = 40;
export const HIGH_SALT_G = 1.8;
export const HIGH_SALT_PER_100G = 1.5;

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

export function softTagsOf(perServing: Nutrients, freeSugarG: number, grams: number): SoftTag[] {
  const tags: SoftTag[] = [];
  if (freeSugarG > HIGH_FREE_SUGAR_G || perServing.sugar > HIGH_TOTAL_SUGAR_G) tags.push("alto en azúcar");
  if (perServing.salt > HIGH_SALT_G || (grams > 0 && (perServing.salt / grams) * 100 > HIGH_SALT_PER_100G))
    tags.push("alto en sal");
  return tags;
}

/** Pregnancy food-safety tags of a dish: from its ingredients, or named in its extra tags. */
export function riskTagsOf(foods: readonly FoodKey[], extraTags: readonly string[] = []): RiskTag[] {
  const found = new Set<RiskTag>();
  for (const key of foods) for (const tag of RISKS[key] ?? []) found.add(tag);
  for (const t of extraTags) if ((RISK_TAGS as readonly string[]).includes(t)) found.add(t as RiskTag);
  return RISK_TAGS.filter((t) => found.has(t));
}

export function isFreeSugarFood(key: FoodKey): boolean {
  return FREE_SUGAR_FOODS.has(key);
}
