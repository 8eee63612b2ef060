import type { MealType } from "../core/enums";
import type { RecipeData } from "./recipe-data";

/** What kind of dish a recipe is, for plausible portion ranges (derived from id and name). */
export type DishKind = "drink" | "fruit" | "salad" | "toast" | "main";

const KIND_PATTERNS: [DishKind, RegExp][] = [
  ["drink", /batido|zumo|smoothie|licuado|bebida|chocolate caliente/],
  ["fruit", /macedonia|fruta|sandia|melon|papaya|pina|platano con|manzana con|pera con|uvas/],
  ["toast", /tostada|bocadillo|sandwich|arepa|tortitas|montadito|pan con|molletes|tosta/],
  ["salad", /ensalada/],
];

const plain = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");

export function dishKind(recipe: Pick<RecipeData, "id" | "name">): DishKind {
  const text = `${plain(recipe.name)} ${recipe.id.replace(/-/g, " ")}`;
  for (const [kind, re] of KIND_PATTERNS) if (re.test(text)) return kind;
  return "main";
}

/**
 * Portion factor range by dish kind. Light dishes (drinks, fruit, toasts, salads) barely scale: a bigger
 * day should get a denser dish, not a 1 kg fruit salad. Mains scale more (up to the meals-per-day max).
 */
export const KIND_RANGE: Record<DishKind, readonly [number, number]> = {
  drink: [0.75, 1.5],
  fruit: [0.75, 1.5],
  toast: [0.75, 1.5],
  salad: [0.75, 1.75],
  main: [0.5, Number.POSITIVE_INFINITY],
};

/** Plausible served weight (g) of one meal with 3+ meals a day. */
export const WEIGHT_CAP: Record<MealType, number> = { breakfast: 450, snack: 450, lunch: 700, dinner: 700 };
/**
 * kcal a meal of that role can plausibly carry within its weight cap. With 1-2 meals a day a slot may
 * have to carry far more (a 4000 kcal day in one meal): the cap then grows with the slot's kcal above this.
 */
const CAP_KCAL: Record<MealType, number> = { breakfast: 500, snack: 500, lunch: 800, dinner: 800 };

export function weightCapFor(role: MealType, slotKcal: number): number {
  return WEIGHT_CAP[role] * Math.max(1, slotKcal / CAP_KCAL[role]);
}

/** Allowed [min, max] portion factor for a dish in a slot. */
export function portionRange(
  recipe: RecipeData,
  role: MealType,
  slotKcal: number,
  globalMin: number,
  globalMax: number,
): [number, number] {
  const [kMin, kMax] = KIND_RANGE[dishKind(recipe)];
  const lo = Math.max(globalMin, kMin);
  const byWeight = weightCapFor(role, slotKcal) / Math.max(1, recipe.grams);
  const hi = Math.min(globalMax, kMax, byWeight);
  return [lo, Math.max(lo, hi)];
}

/** Main protein source of a dish: the category giving most protein grams. */
export type ProteinSource =
  | "legumbres"
  | "pescado"
  | "aves"
  | "carne"
  | "huevo"
  | "lácteos"
  | "tofu y soja"
  | "vegetal";

const SOURCE_OF: Record<string, ProteinSource> = {};
const add = (source: ProteinSource, foods: string) => {
  for (const f of foods.split(" ")) SOURCE_OF[f] = source;
};
add("legumbres", "lentejas lentejas_rojas garbanzos alubias frijoles habas guisantes hummus");
add("tofu y soja", "tofu tofu_sedoso tempeh seitan soja_texturizada bebida_soja yogur_soja");
add("pescado", "atun salmon merluza bacalao sardinas pescado_blanco gambas mejillones calamar pulpo");
add("aves", "pollo muslo_pollo pavo pavo_fiambre");
add("carne", "ternera carne_picada cerdo lomo_cerdo cordero chorizo jamon jamon_cocido");
add("huevo", "huevo huevo_duro clara mayonesa");
add(
  "lácteos",
  "leche yogur yogur_griego queso_batido queso_fresco queso_curado queso_rallado mozzarella parmesano queso_cabra nata",
);

const SOURCE_CACHE = new Map<string, ProteinSource>();

export function proteinSourceOf(recipe: RecipeData): ProteinSource {
  const cached = SOURCE_CACHE.get(recipe.id);
  if (cached) return cached;
  const grams = new Map<ProteinSource, number>();
  for (const ing of recipe.ingredients) {
    const s = SOURCE_OF[ing.food];
    if (s) grams.set(s, (grams.get(s) ?? 0) + ing.nutrients.protein);
  }
  let best: ProteinSource = "vegetal";
  let bestG = 4;
  for (const [s, g] of grams)
    if (g > bestG) {
      best = s;
      bestG = g;
    }
  SOURCE_CACHE.set(recipe.id, best);
  return best;
}
