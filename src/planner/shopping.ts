import type { PlannedMeal } from "../core/plan.schema";
import {
  AISLE_LABELS,
  AISLES,
  type Aisle,
  type ShoppingGroup,
  type ShoppingItem,
} from "../core/shopping.schema";
import { FOODS, type FoodKey, MEASURES } from "./library/foods";
import { formatAmount } from "./quantities";
import { plannedRecipe } from "./recipe-for-meal";
import { RECIPES } from "./recipes";
import { SIDES, type SideVariant, sideLabel } from "./sides";

/**
 * The shopping list as pure functions (issue 18, docs/decisions/0027-shopping-list.md): every
 * ingredient of every planned meal and side, scaled by the planner's portion and the household's
 * `servings`, merged by product with the grams summed exactly, then written in the unit a shop sells
 * (eggs and fruit by the piece, milk by the litre and brick, bread by the loaf, oil in spoons with its
 * millilitres) and grouped by aisle.
 */

/** A list line before the user's state (ticks, staples, removals) is applied. */
export type ShopLine = Omit<ShoppingItem, "checked">;

/** How a product is bought. */
type Rule =
  | { kind: "count"; g: number; one: string; many: string }
  | { kind: "litre"; pack?: Pack }
  | { kind: "spoon"; g: number; liquid: boolean }
  | { kind: "weight"; pack?: Pack; dryYield?: number }
  | { kind: "skip" };
interface Pack {
  g: number;
  one: string;
  many: string;
}

interface Product {
  name: string;
  aisle: Aisle;
  rule: Rule;
}

// ---------------------------------------------------------------------------------------------
// The product catalogue: the recipe palette (src/planner/library/foods.ts) plus the side items.

/** Foods bought as another product: a fried or boiled egg is an egg, a white needs an egg. */
const ALIASES: Partial<Record<FoodKey, { key: FoodKey; factor: number }>> = {
  huevo_duro: { key: "huevo", factor: 60 / 55 },
  huevo_frito: { key: "huevo", factor: 60 / 55 },
  huevo_pasado: { key: "huevo", factor: 60 / 55 },
  huevo_crudo: { key: "huevo", factor: 1 },
  clara: { key: "huevo", factor: 60 / 33 },
  patata_asada: { key: "patata", factor: 1 },
  mayonesa_casera: { key: "mayonesa", factor: 1 },
  // the palette's two "queso fresco" (Spanish and Latin American wording of one shop product)
  queso_blanco: { key: "queso_fresco", factor: 1 },
};

/** Cooked weight per gram bought dry: what the recipe weighs cooked, the shop sells dry. */
const DRY_YIELD: Partial<Record<FoodKey, number>> = {
  arroz: 2.5,
  arroz_integral: 2.5,
  pasta: 2.2,
  pasta_sin_gluten: 2.2,
  fideos_arroz: 2.5,
  cuscus: 2.5,
  bulgur: 2.5,
  quinoa: 2.7,
  lentejas: 2.5,
  lentejas_rojas: 2.5,
  garbanzos: 2.4,
  alubias: 2.5,
  frijoles: 2.5,
  frijoles_negros: 2.5,
};

const LIQUID_SPOONS = new Set<string>(["aceite", "aceite_girasol", "vinagre", "miel", "sirope_agave"]);
const BRICK: Pack = { g: 1000, one: "brick de 1 l", many: "bricks de 1 l" };
const LOAF: Pack = { g: 250, one: "barra", many: "barras" };
const PACKS: Partial<Record<FoodKey, Pack>> = {
  pan: LOAF,
  pan_integral: LOAF,
  atun: { g: 60, one: "lata pequeña", many: "latas pequeñas" },
  sardinas: { g: 85, one: "lata", many: "latas" },
  tomate_triturado: { g: 400, one: "lata de 400 g", many: "latas de 400 g" },
};

/** Names a shopper looks for, where the recipe wording names a preparation. */
const NAMES: Partial<Record<FoodKey, string>> = {
  limon: "limones",
  lima: "limas",
  huevo: "huevos",
  patata: "patatas",
  pan: "pan de barra",
};

/** Aisle from the CIQUAL subgroup of the food (read from the built library), then by exception. */
const AISLE_BY_SUBGROUP: Record<string, Aisle> = {
  fruits: "frutas_verduras",
  vegetables: "frutas_verduras",
  "potatoes and other tubers": "frutas_verduras",
  herbs: "frutas_verduras",
  legumes: "despensa",
  "nuts and seeds": "despensa",
  "breads and similar": "panaderia",
  "Viennese pastries": "panaderia",
  "cakes and pastry": "panaderia",
  "cooked meat": "carne",
  "raw meat": "carne",
  "delicatessen meat and similar": "carne",
  eggs: "lacteos_huevos",
  "fish products": "despensa",
  "fish, cooked": "pescado",
  "fish, raw": "pescado",
  "seafood, cooked": "pescado",
  "seafood, raw": "pescado",
  "cheese and similar": "lacteos_huevos",
  "cream and similar": "lacteos_huevos",
  "dairy products and similar": "lacteos_huevos",
  milk: "lacteos_huevos",
  "non-alcoholic beverages": "bebidas",
  butters: "lacteos_huevos",
};
const AISLE_OVERRIDES: Partial<Record<FoodKey, Aisle>> = {
  limon: "frutas_verduras",
  lima: "frutas_verduras",
  oregano: "despensa",
  cacao: "despensa",
  cacao_soluble: "despensa",
  cafe: "despensa",
  leche_coco: "despensa",
  guisantes: "congelados",
  patatas_fritas: "congelados",
  maiz_dulce: "despensa",
  tomate_triturado: "despensa",
  tomate_frito: "despensa",
  tofu: "lacteos_huevos",
  tofu_sedoso: "lacteos_huevos",
  tempeh: "lacteos_huevos",
  seitan: "lacteos_huevos",
  pure_patata: "congelados",
};

const SUBGROUP = new Map<string, string>();
for (const recipe of RECIPES)
  for (const i of recipe.ingredients) if (!SUBGROUP.has(i.food)) SUBGROUP.set(i.food, i.ciqual_subgroup);

function paletteProduct(key: FoodKey): Product {
  const measure = MEASURES[key];
  let rule: Rule;
  if (key === "agua") rule = { kind: "skip" };
  else if (key === "limon" || key === "lima")
    // recipes use the juice; a lemon gives about 40 g of it
    rule = {
      kind: "count",
      g: 40,
      one: key === "limon" ? "limón" : "lima",
      many: key === "limon" ? "limones" : "limas",
    };
  else if (measure?.kind === "unit")
    rule = { kind: "count", g: measure.g, one: measure.one, many: measure.many };
  else if (measure?.kind === "spoon") rule = { kind: "spoon", g: measure.g, liquid: LIQUID_SPOONS.has(key) };
  else if (measure?.kind === "glass") rule = { kind: "litre", pack: key === "cafe" ? undefined : BRICK };
  else rule = { kind: "weight", pack: PACKS[key], dryYield: DRY_YIELD[key] };
  const subgroup = SUBGROUP.get(key);
  const aisle = AISLE_OVERRIDES[key] ?? (subgroup ? AISLE_BY_SUBGROUP[subgroup] : undefined) ?? "despensa";
  return { name: NAMES[key] ?? FOODS[key].es, aisle, rule };
}

/** Side items (src/planner/sides.ts) by their food id: the palette product they are, or their own. */
const SIDE_PRODUCTS: Record<string, FoodKey | Product> = {
  pan: "pan",
  "pan-sin-gluten": "pan_sin_gluten",
  naranja: "naranja",
  manzana: "manzana",
  platano: "platano",
  pera: "pera",
  mandarina: "mandarina",
  kiwi: "kiwi",
  melocoton: "melocoton",
  ensalada: {
    name: "ensalada verde (lechuga y hortalizas)",
    aisle: "frutas_verduras",
    rule: { kind: "weight" },
  },
  arroz: "arroz",
  "aceite-de-oliva": "aceite",
  "yogur-desnatado": {
    name: "yogures naturales desnatados",
    aisle: "lacteos_huevos",
    rule: { kind: "count", g: 125, one: "yogur", many: "yogures" },
  },
  "yogur-de-soja": "yogur_soja",
  leche: "leche",
  "bebida-de-soja": "bebida_soja",
  nueces: "nueces",
  almendras: "almendras",
  "pipas-de-calabaza": { name: "pipas de calabaza", aisle: "despensa", rule: { kind: "weight" } },
  skyr: {
    name: "skyr natural",
    aisle: "lacteos_huevos",
    rule: { kind: "count", g: 150, one: "skyr", many: "skyr" },
  },
  "atun-al-natural": "atun",
  "pavo-fiambre": "pavo_fiambre",
  edamame: { name: "edamame tostado", aisle: "despensa", rule: { kind: "weight" } },
  "huevo-cocido": "huevo",
};

function productFor(key: string): Product | null {
  if (key in FOODS) return paletteProduct(key as FoodKey);
  const side = SIDE_PRODUCTS[key];
  return side && typeof side === "object" ? side : null;
}

/** The product key and grams a recipe ingredient counts as (aliases folded). */
function ingredientKey(food: string, grams: number): { key: string; grams: number } {
  const alias = ALIASES[food as FoodKey];
  return alias ? { key: alias.key, grams: grams * alias.factor } : { key: food, grams };
}

/** The side variant an item of a planned meal is, read back from its label and grams. */
export function matchSide(item: {
  name: string;
  grams: number;
}): { variant: SideVariant; count: number } | null {
  for (const spec of SIDES)
    for (const variant of spec.variants) {
      const count = Math.round(item.grams / variant.grams);
      if (count >= 1 && sideLabel(variant, count) === item.name) return { variant, count };
    }
  return null;
}

function sideKey(variant: SideVariant): string {
  const product = SIDE_PRODUCTS[variant.food];
  if (typeof product === "string") return product;
  return variant.food;
}

// ---------------------------------------------------------------------------------------------
// Quantities as a shop sells them.

const round = (x: number, step: number) => Math.round(x / step) * step;
const decimal = (x: number, digits: number) =>
  x
    .toFixed(digits)
    .replace(/\.?0+$/, "")
    .replace(".", ",");

/** A piece is bought when more than a third of it is needed (2,3 eggs -> 2, 2,4 -> 3), and at least one. */
export function piecesToBuy(grams: number, pieceGrams: number): number {
  return Math.max(1, Math.ceil(grams / pieceGrams - 0.35));
}

function packHint(grams: number, pack: Pack): string {
  const n = Math.max(1, Math.ceil(grams / pack.g - 0.15));
  return `${n} ${n === 1 ? pack.one : pack.many}`;
}

export function formatWeight(grams: number): string {
  const g = Math.round(grams);
  return g >= 1000 ? `${decimal(g / 1000, 2)} kg` : `${Math.max(1, g)} g`;
}

function formatVolume(ml: number): string {
  return ml >= 1000 ? `${decimal(ml / 1000, 1)} l` : `${Math.max(50, round(ml, 50))} ml`;
}

/** The quantity and buying hint of `grams` of a product. */
export function shopQuantity(grams: number, rule: Rule): { quantity: string; hint: string | null } {
  switch (rule.kind) {
    case "count": {
      const n = piecesToBuy(grams, rule.g);
      return { quantity: `${n} ${n === 1 ? rule.one : rule.many}`, hint: null };
    }
    case "litre":
      return { quantity: formatVolume(grams), hint: rule.pack ? packHint(grams, rule.pack) : null };
    case "spoon": {
      const tbsp = grams / rule.g;
      if (rule.liquid) {
        const ml = Math.max(5, round(tbsp * 15, 5));
        if (tbsp > 16) return { quantity: formatVolume(ml), hint: null };
        const n = Math.max(0.5, round(tbsp, 0.5));
        return { quantity: `${formatAmount(n)} ${n <= 1 ? "cucharada" : "cucharadas"}`, hint: `≈ ${ml} ml` };
      }
      if (grams >= 100) return { quantity: formatWeight(grams), hint: null };
      if (tbsp >= 0.75) {
        const n = round(tbsp, 0.5);
        return { quantity: `${formatAmount(n)} ${n <= 1 ? "cucharada" : "cucharadas"}`, hint: null };
      }
      const tsp = tbsp * 3;
      if (tsp >= 0.4) {
        const n = Math.max(0.5, round(tsp, 0.5));
        return { quantity: `${formatAmount(n)} ${n <= 1 ? "cucharadita" : "cucharaditas"}`, hint: null };
      }
      return { quantity: "una pizca", hint: null };
    }
    case "weight": {
      const hints: string[] = [];
      if (rule.pack) hints.push(packHint(grams, rule.pack));
      if (rule.dryYield) hints.push(`unos ${Math.max(5, round(grams / rule.dryYield, 5))} g en seco`);
      return { quantity: formatWeight(grams), hint: hints.length ? hints.join(" · ") : null };
    }
    case "skip":
      return { quantity: "", hint: null };
  }
}

/**
 * A counted quantity that repeats the product's name says only the number, as a list is written
 * ("huevos: 9", "ajo: 4 dientes", "pan de molde: 12 rebanadas"); any other quantity is kept.
 */
export function withoutRepeatedName(name: string, quantity: string): { name: string; quantity: string } {
  const m = /^(\d+) (.+)$/.exec(quantity);
  if (!m) return { name, quantity };
  const [, n, noun] = m;
  if (["s", "es"].some((end) => singularWords(noun, end) === singularWords(name, end)))
    return { name, quantity: n };
  const tail = ` de ${name}`;
  if (noun.endsWith(tail)) return { name, quantity: `${n} ${noun.slice(0, -tail.length)}` };
  return { name, quantity };
}

/** "yogures naturales" and "yogur natural" -> "yogur natural" (accents and one plural ending dropped). */
function singularWords(text: string, ending: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .split(" ")
    .map((w) => (w.endsWith(ending) ? w.slice(0, -ending.length) : w))
    .join(" ");
}

// ---------------------------------------------------------------------------------------------
// Building the list.

/** "Lentejas estofadas" -> "lentejas-estofadas": a stable key for a text line of the list. */
export function textKey(text: string): string {
  const slug = text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 120);
  return `txt-${slug || "x"}`;
}

const servingsText = (n: number) => `${decimal(n, 2)} ${Math.abs(n - 1) < 1e-9 ? "ración" : "raciones"}`;

/**
 * Every line of the list for `meals`. A meal with a library recipe contributes its ingredients at the
 * planner's portion; its side items their own grams; both times `servings` (absent = 1). A meal without
 * one (an AI plan) contributes the lines of its stored recipe when `storedRecipe` has one (text kept as
 * written, merged only when identical), otherwise the dish itself, both in "otros".
 */
export function shoppingLines(
  meals: readonly PlannedMeal[],
  storedRecipe: (meal: PlannedMeal) => string[] | null = () => null,
): ShopLine[] {
  const weights = new Map<string, { grams: number; dishes: Set<string> }>();
  const texts = new Map<string, { name: string; servings: number; dishes: Set<string>; dish: boolean }>();
  const addWeight = (key: string, grams: number, dish: string) => {
    const entry = weights.get(key) ?? { grams: 0, dishes: new Set<string>() };
    entry.grams += grams;
    entry.dishes.add(dish);
    weights.set(key, entry);
  };
  const addText = (name: string, servings: number, dish: string, isDish: boolean) => {
    const key = textKey(isDish ? `plato ${name}` : name);
    const entry = texts.get(key) ?? { name, servings: 0, dishes: new Set<string>(), dish: isDish };
    entry.servings += servings;
    entry.dishes.add(dish);
    texts.set(key, entry);
  };

  for (const meal of meals) {
    const servings = meal.servings ?? 1;
    if (!(servings > 0)) continue;
    const planned = plannedRecipe(meal);
    if (planned) {
      for (const ingredient of planned.recipe.ingredients) {
        const { key, grams } = ingredientKey(ingredient.food, ingredient.grams * planned.factor * servings);
        addWeight(key, grams, meal.name);
      }
    } else {
      const lines = storedRecipe(meal);
      if (lines?.length) for (const line of lines) addText(line, servings, meal.name, false);
      else addText(meal.name, servings, meal.name, true);
    }
    for (const item of meal.items ?? []) {
      const side = matchSide(item);
      if (side) addWeight(sideKey(side.variant), item.grams * servings, meal.name);
      else addText(item.name, servings, meal.name, false);
    }
  }

  const lines: ShopLine[] = [];
  for (const [key, { grams, dishes }] of weights) {
    const product = productFor(key);
    if (!product || product.rule.kind === "skip" || !(grams > 0)) continue;
    const { quantity, hint } = shopQuantity(grams, product.rule);
    lines.push({
      ...withoutRepeatedName(product.name, quantity),
      key,
      hint,
      grams: Math.round(grams * 10) / 10,
      aisle: product.aisle,
      dishes: [...dishes],
      stapleable: true,
    });
  }
  for (const [key, entry] of texts) {
    lines.push({
      key,
      name: entry.name,
      quantity: entry.dish
        ? servingsText(entry.servings)
        : entry.servings === 1
          ? ""
          : `× ${decimal(entry.servings, 2)}`,
      hint: entry.dish ? "Sin receta guardada: revisa sus ingredientes" : null,
      grams: null,
      aisle: "otros",
      dishes: [...entry.dishes],
      stapleable: !entry.dish,
    });
  }
  return lines;
}

/** The user's state for one week's list. */
export interface ListState {
  checked: ReadonlySet<string>;
  removed: ReadonlySet<string>;
  staples: ReadonlySet<string>;
  extras: readonly { id: string; name: string; checked: boolean }[];
}

const collator = new Intl.Collator("es");
const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);

/**
 * Groups lines by aisle in shop order, names sorted, ticked items sunk to the bottom of their aisle;
 * staples and removed items go apart.
 */
export function arrangeList(
  lines: readonly ShopLine[],
  state: ListState,
): { groups: ShoppingGroup[]; staples: ShoppingItem[]; removed: { key: string; name: string }[] } {
  const byAisle = new Map<Aisle, ShoppingItem[]>();
  const staples: ShoppingItem[] = [];
  const removed: { key: string; name: string }[] = [];
  for (const line of lines) {
    const item: ShoppingItem = { ...line, checked: state.checked.has(line.key) };
    if (state.removed.has(line.key)) removed.push({ key: line.key, name: line.name });
    else if (line.stapleable && state.staples.has(line.key)) staples.push(item);
    else byAisle.set(line.aisle, [...(byAisle.get(line.aisle) ?? []), item]);
  }
  for (const extra of state.extras) {
    const item: ShoppingItem = {
      key: `extra-${extra.id}`,
      name: extra.name,
      quantity: "",
      hint: null,
      grams: null,
      aisle: "anadidos",
      checked: extra.checked,
      dishes: [],
      stapleable: false,
    };
    byAisle.set("anadidos", [...(byAisle.get("anadidos") ?? []), item]);
  }
  const groups: ShoppingGroup[] = [];
  for (const aisle of AISLES) {
    const items = byAisle.get(aisle);
    if (!items?.length) continue;
    const sorted = aisle === "anadidos" ? items : [...items].sort(byName);
    groups.push({
      aisle,
      label: AISLE_LABELS[aisle],
      items: [...sorted.filter((i) => !i.checked), ...sorted.filter((i) => i.checked)],
    });
  }
  return { groups, staples: staples.sort(byName), removed: removed.sort(byName) };
}
